import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { QuoteActions } from './quote-actions';
import { QuoteStatusBadge } from './quote-status-badge';

const linkClassName = 'text-walnut-800 underline underline-offset-4';

function windowOf(from: string | null, to: string | null) {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `By ${formatDate(to)}`;
  return 'Not given';
}

/** The quote at a glance: its state, who asked for what and where, and what staff may do. */
export function QuoteHeader({ detail }: { detail: QuoteDetail }) {
  const { quote } = detail;
  const rows: Array<[string, ReactNode]> = [
    [
      'Company',
      <Link key="c" to={`/admin/companies/${quote.companyId}`} className={linkClassName}>
        {quote.companyName}
      </Link>,
    ],
    ['Requested by', quote.requestedBy],
    [
      'Site',
      <span key="s" className="whitespace-pre-line">
        {quote.siteAddress || '—'}
      </span>,
    ],
    ['Delivery window', windowOf(quote.deliveryFrom, quote.deliveryTo)],
    ['Lines', `${quote.lineCount} lines, ${quote.units} units`],
    ['Current total', quote.total === null ? '—' : formatEuro(quote.total)],
    [
      'Valid until',
      quote.validUntil
        ? `${formatDate(quote.validUntil)}${quote.extendedFrom ? ` (extended from ${formatDate(quote.extendedFrom)})` : ''}`
        : '—',
    ],
  ];
  if (quote.status === 'accepted') {
    rows.push([
      'Accepted',
      <span key="a">
        Version {quote.acceptedVersion ?? '—'}
        {quote.checkoutNumber && (
          <>
            {', checkout '}
            <Link
              to={`/admin/orders?q=${encodeURIComponent(quote.checkoutNumber)}`}
              className={linkClassName}
            >
              {quote.checkoutNumber}
            </Link>
          </>
        )}
      </span>,
    ]);
  }
  return (
    <header className="space-y-4">
      <Link to="/admin/quotes" className="text-sm underline underline-offset-4">
        Back to quotes
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl">
            Quote {quote.number} <QuoteStatusBadge status={quote.status} />
          </h1>
          {quote.title && <p className="mt-1 text-linen-800">{quote.title}</p>}
        </div>
        <QuoteActions detail={detail} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-linen-700">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
