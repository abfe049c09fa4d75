import { DialogClose } from '#src/web/components/ui/dialog';
import { serverMessage } from '#src/web/lib/form-errors';
import { secondaryButtonClassName } from '../lib/display';

interface DialogFormFooterProps {
  /** The mutation behind the form: its error is shown, its pending state locks the buttons. */
  mutation: { isPending: boolean; error: unknown };
  failure: boolean;
  fallbackMessage: string;
  submitLabel: string;
  pendingLabel: string;
  submitClassName: string;
}

/** The end of a staff decision form: why it failed, then Cancel and the decision. */
export function DialogFormFooter({
  mutation,
  failure,
  fallbackMessage,
  submitLabel,
  pendingLabel,
  submitClassName,
}: DialogFormFooterProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(mutation.error) ?? fallbackMessage}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose disabled={mutation.isPending} className={secondaryButtonClassName}>
          Cancel
        </DialogClose>
        <button type="submit" disabled={mutation.isPending} className={submitClassName}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
