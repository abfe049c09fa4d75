import { QUOTE_STATE_LABELS, awaitingOf, type QuoteState } from '#src/shared/domain/quotes';
import { StatusBadge } from '#src/web/components/ui/status-badge';

const FINAL_TONES: Partial<Record<QuoteState, string>> = {
  accepted: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-linen-100 text-linen-700 ring-linen-200',
  expired: 'bg-linen-100 text-linen-700 ring-linen-200',
  draft: 'bg-linen-100 text-linen-700 ring-linen-200',
};

/** The quote's state in words; amber while it waits for staff, blue while the buyer decides. */
export function QuoteStatusBadge({ status }: { status: QuoteState }) {
  const awaiting = awaitingOf(status);
  const tone =
    awaiting === 'staff'
      ? 'bg-amber-50 text-amber-900 ring-amber-200'
      : awaiting === 'buyer'
        ? 'bg-sky-50 text-sky-900 ring-sky-200'
        : (FINAL_TONES[status] ?? 'bg-linen-100 text-linen-700 ring-linen-200');
  return <StatusBadge tone={tone}>{QUOTE_STATE_LABELS[status]}</StatusBadge>;
}
