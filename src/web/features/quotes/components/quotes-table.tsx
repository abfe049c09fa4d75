import { Link } from 'react-router';
import type { QuoteSummary } from '#src/shared/schemas/quotes';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { QuoteStatusBadge } from './quote-status-badge';

const cell = 'px-3 py-3 align-top';
const none = <span aria-label="None">—</span>;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Row({ quote }: { quote: QuoteSummary }) {
  return (
    <tr>
      <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap`}>
        <Link
          to={`/account/quotes/${encodeURIComponent(quote.number)}`}
          className="text-walnut-700 underline hover:text-walnut-800"
        >
          {quote.number}
        </Link>
        <span className="block text-xs font-normal text-linen-700">{quote.requestedBy}</span>
      </th>
      <td className={`${cell} max-w-56 break-words`}>{quote.title ?? none}</td>
      <td className={cell}>
        <QuoteStatusBadge status={quote.status} />
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {plural(quote.lineCount, 'line')}
        <span className="block text-xs text-linen-700">{plural(quote.units, 'unit')}</span>
      </td>
      <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
        {quote.total === null ? none : formatEuro(quote.total)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {quote.validUntil ? formatDate(quote.validUntil) : none}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{formatDate(quote.updatedAt)}</td>
    </tr>
  );
}

const HEADS = ['Number', 'Project', 'Status', 'Lines', 'Total', 'Valid until', 'Updated'];

/** One page of the company's quotes; it scrolls sideways in its own box on a phone. */
export function QuotesTable({ quotes, busy }: { quotes: QuoteSummary[]; busy: boolean }) {
  return (
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-linen-200">
      <table aria-label="Quotes" aria-busy={busy} className="w-full text-sm">
        <thead className="bg-linen-100 text-left text-xs font-semibold text-linen-800 uppercase">
          <tr>
            {HEADS.map((head) => (
              <th
                key={head}
                scope="col"
                className={`px-3 py-2 ${head === 'Total' ? 'text-right' : ''}`}
              >
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-200">
          {quotes.map((quote) => (
            <Row key={quote.number} quote={quote} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
