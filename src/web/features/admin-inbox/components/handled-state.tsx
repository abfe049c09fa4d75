import { StatusBadge } from '#src/web/components/ui/status-badge';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { formatDateTime, smallPrimaryClassName } from '../lib/display';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const MARK_FAILED = 'It could not be marked handled. Please try again.';

interface HandledStateProps {
  handledAt: string | null;
  handledBy: { name: string } | null;
  /** What the item is, for the button's accessible name and the toast. */
  label: string;
  pending: boolean;
  onMark: (callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

export function HandledBadge({ handled }: { handled: boolean }) {
  return (
    <StatusBadge
      tone={
        handled
          ? 'bg-emerald-100 text-emerald-900 ring-emerald-300'
          : 'bg-amber-100 text-amber-900 ring-amber-300'
      }
    >
      {handled ? 'Handled' : 'Unhandled'}
    </StatusBadge>
  );
}

/** Who handled an item and when, or the button that records it. */
export function HandledState({ handledAt, handledBy, label, pending, onMark }: HandledStateProps) {
  if (handledAt) {
    return (
      <p className="text-sm text-linen-700">
        Handled by {handledBy?.name ?? 'a former staff member'} on {formatDateTime(handledAt)}
      </p>
    );
  }
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`Mark ${label} handled`}
      className={smallPrimaryClassName}
      onClick={() =>
        onMark({
          onSuccess: () => toastSuccess(`${capitalised(label)} marked handled`, 2500),
          onError: (error) => toastError(serverMessage(error) ?? MARK_FAILED),
        })
      }
    >
      {pending ? 'Saving…' : 'Mark handled'}
    </button>
  );
}
