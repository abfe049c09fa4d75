import type { QuoteLine, QuoteVersion } from '#src/shared/schemas/quotes';
import { formatDateTime } from '#src/web/components/admin/format';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { quoteVersionPdfUrl } from '../api/get-quote-version-pdf';
import { currentVersionOf } from '../lib/version-draft';

function VersionBody({
  number,
  version,
  lines,
}: {
  number: string;
  version: QuoteVersion;
  lines: readonly QuoteLine[];
}) {
  const nameOf = (lineId: number) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) return '—';
    const choice = [line.sizeName, line.fabricName, line.fabricColorName].filter(Boolean);
    return choice.length > 0 ? `${line.productName} (${choice.join(', ')})` : line.productName;
  };
  const quantityOf = (lineId: number) => lines.find((l) => l.id === lineId)?.quantity ?? 0;
  return (
    <div className="mt-2 space-y-3 text-sm">
      <p className="text-linen-700">
        Sent by {version.createdBy} on {formatDateTime(version.createdAt)} · valid until{' '}
        {formatDate(version.validUntil)}
        {version.discountPercent !== null && ` · ${version.discountPercent} % off list`} ·{' '}
        <a
          href={quoteVersionPdfUrl(number, version.version)}
          className="text-walnut-800 underline underline-offset-4"
          aria-label={`PDF of version ${version.version}`}
        >
          PDF
        </a>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Version {version.version} prices</caption>
          <thead className="text-linen-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Product
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Unit ex VAT
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Lead time
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Line total incl. VAT
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {version.lines.map((line) => (
              <tr key={line.lineId}>
                <td className="py-1 pr-3">{nameOf(line.lineId)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{quantityOf(line.lineId)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{formatEuro(line.unit_price)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {line.lead_time_days} working days
                </td>
                <td className="py-1 text-right tabular-nums">{formatEuro(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-6 tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatEuro(version.subtotal)}</dd>
        <dt>VAT</dt>
        <dd className="text-right">{formatEuro(version.vat)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatEuro(version.total)}</dd>
      </dl>
      {version.deliveryTerms && (
        <p className="whitespace-pre-line">
          <span className="font-medium">Delivery terms:</span> {version.deliveryTerms}
        </p>
      )}
      {version.message && <p className="whitespace-pre-line">{version.message}</p>}
    </div>
  );
}

/** The current version in full; the ones it replaced folded away as superseded. */
export function QuoteVersions({
  number,
  versions,
  lines,
}: {
  number: string;
  versions: readonly QuoteVersion[];
  lines: readonly QuoteLine[];
}) {
  const current = currentVersionOf(versions);
  if (!current) return <p className="text-sm text-linen-700">No version sent yet.</p>;
  const older = [...versions]
    .filter((v) => v.version !== current.version)
    .sort((a, b) => b.version - a.version);
  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-linen-50 p-4 ring-1 ring-walnut-300">
        <h3 className="text-base font-semibold">Version {current.version} (current)</h3>
        <VersionBody number={number} version={current} lines={lines} />
      </div>
      {older.map((version) => (
        <details key={version.version} className="rounded-lg p-4 ring-1 ring-linen-200">
          <summary className="cursor-pointer font-medium">
            Version {version.version} · superseded · {formatEuro(version.total)}
          </summary>
          <VersionBody number={number} version={version} lines={lines} />
        </details>
      ))}
    </div>
  );
}
