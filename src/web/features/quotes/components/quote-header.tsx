import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { formatDate } from '#src/web/lib/format';
import { QuoteStatusBadge } from './quote-status-badge';

function windowText(from: string | null, to: string | null): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `By ${formatDate(to)}`;
  return 'Not given';
}

/** The quote's number and state, then what it is for, where and when. */
export function QuoteHeader({ quote }: { quote: QuoteDetail['quote'] }) {
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl sm:text-4xl">Quote {quote.number}</h1>
        <QuoteStatusBadge status={quote.status} />
      </div>
      {quote.title && <p className="text-lg text-linen-900">{quote.title}</p>}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-linen-700">Requested by</dt>
        <dd>
          {quote.requestedBy}, {formatDate(quote.createdAt)}
        </dd>
        <dt className="text-linen-700">Delivery site</dt>
        <dd className="whitespace-pre-line">{quote.siteAddress || 'Not given'}</dd>
        <dt className="text-linen-700">Delivery window</dt>
        <dd>{windowText(quote.deliveryFrom, quote.deliveryTo)}</dd>
        {quote.validUntil && (
          <>
            <dt className="text-linen-700">Valid until</dt>
            <dd>
              {formatDate(quote.validUntil)}
              {quote.extendedFrom && ` (extended from ${formatDate(quote.extendedFrom)})`}
            </dd>
          </>
        )}
      </dl>
    </header>
  );
}
