import type { QuoteLine, QuoteVersion } from '#src/shared/schemas/quotes';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { quoteVersionPdfPath } from '../api/quote-version-pdf';
import { lineOptionsText } from './quote-lines';

const cell = 'px-3 py-2 align-top';
const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

/** Its prices line by line (quoted against list), totals, validity, terms and message. */
export function QuoteVersionBody({
  number,
  version,
  lines,
}: {
  number: string;
  version: QuoteVersion;
  lines: readonly QuoteLine[];
}) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-linen-700">Valid until</dt>
        <dd className="font-medium">{formatDate(version.validUntil)}</dd>
        <dt className="text-linen-700">Sent</dt>
        <dd>
          {formatDate(version.createdAt)} by {version.createdBy}
        </dd>
        {version.discountPercent !== null && (
          <>
            <dt className="text-linen-700">Discount</dt>
            <dd>{version.discountPercent} % off list</dd>
          </>
        )}
        {version.deliveryTerms && (
          <>
            <dt className="text-linen-700">Delivery terms</dt>
            <dd className="whitespace-pre-line">{version.deliveryTerms}</dd>
          </>
        )}
      </dl>
      {version.message && (
        <blockquote className="border-l-4 border-linen-300 pl-3 text-sm whitespace-pre-line text-linen-900">
          {version.message}
        </blockquote>
      )}
      <div className="relative overflow-x-auto rounded-lg ring-1 ring-linen-200">
        <table aria-label={`Version ${version.version} prices`} className="w-full text-sm">
          <thead className="bg-linen-100 text-left text-xs font-semibold text-linen-800 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                List
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Quoted (ex VAT)
              </th>
              <th scope="col" className="px-3 py-2">
                Lead time
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Line total incl. VAT
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {version.lines.map((priced) => {
              const line = byId.get(priced.lineId);
              return (
                <tr key={priced.lineId}>
                  <th scope="row" className={`${cell} min-w-40 text-left font-normal`}>
                    <span className="font-medium">
                      {line ? `${line.quantity} × ${line.productName}` : `Line ${priced.lineId}`}
                    </span>
                    {line && (
                      <span className="block text-xs text-linen-700">{lineOptionsText(line)}</span>
                    )}
                  </th>
                  <td
                    className={`${cell} text-right whitespace-nowrap text-linen-700 tabular-nums`}
                  >
                    {priced.list_price !== priced.unit_price ? (
                      <s>{formatEuro(priced.list_price)}</s>
                    ) : (
                      formatEuro(priced.list_price)
                    )}
                  </td>
                  <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                    {formatEuro(priced.unit_price)}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{days(priced.lead_time_days)}</td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {formatEuro(priced.total)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <a
          href={quoteVersionPdfPath(number, version.version)}
          download
          aria-label={`Download version ${version.version} (PDF)`}
          className="font-medium text-walnut-700 underline hover:text-walnut-800"
        >
          Download PDF
        </a>
        <OrderTotals totals={version} className="sm:w-72" largeTotal />
      </div>
    </div>
  );
}

/** An earlier version, folded away but readable. */
export function OlderVersion(props: {
  number: string;
  version: QuoteVersion;
  lines: readonly QuoteLine[];
}) {
  const { version } = props;
  return (
    <details className="rounded-lg bg-white p-4 ring-1 ring-linen-200">
      <summary className="cursor-pointer font-medium">
        Version {version.version} — {version.superseded ? 'superseded' : 'earlier'},{' '}
        {formatEuro(version.total)}
      </summary>
      <div className="mt-4">
        <QuoteVersionBody {...props} />
      </div>
    </details>
  );
}
