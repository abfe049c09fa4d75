import { QUOTE_STATE_LABELS, type QuoteState } from '#src/shared/domain/quotes';
import { StatusBadge } from '#src/web/components/ui/status-badge';

const TONES: Record<QuoteState, string> = {
  draft: 'bg-linen-100 text-linen-800 ring-linen-300',
  requested: 'bg-sky-50 text-sky-900 ring-sky-300',
  quoted: 'bg-amber-50 text-amber-900 ring-amber-300',
  revision_requested: 'bg-sky-50 text-sky-900 ring-sky-300',
  accepted: 'bg-green-50 text-green-800 ring-green-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
  expired: 'bg-linen-100 text-linen-800 ring-linen-300',
  withdrawn: 'bg-linen-100 text-linen-800 ring-linen-300',
};

export function QuoteStatusBadge({ status }: { status: QuoteState }) {
  return <StatusBadge tone={TONES[status]}>{QUOTE_STATE_LABELS[status]}</StatusBadge>;
}
