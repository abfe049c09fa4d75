import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgedBalance } from '#src/shared/domain/ledger';
import { StatusBadge } from '#src/web/components/ui/status-badge';
import { formatEuro } from '#src/web/lib/format';

/** What a company (or every company) owes by how long it is overdue, as the server sent it. */
export function AgedBalanceList({ aged, label }: { aged: AgedBalance; label: string }) {
  return (
    <dl role="group" aria-label={label} className="grid gap-3 sm:grid-cols-5">
      {AGE_BUCKETS.map((bucket) => (
        <div key={bucket} className="rounded-md bg-linen-50 px-3 py-2">
          <dt className="text-xs text-linen-700">{AGE_BUCKET_LABELS[bucket]}</dt>
          <dd
            className={`mt-0.5 font-medium tabular-nums ${
              bucket !== 'notDue' && aged[bucket] > 0 ? 'text-red-700' : 'text-linen-950'
            }`}
          >
            {formatEuro(aged[bucket])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A company that may not order until it pays or staff lift the hold. */
export function CreditHoldBadge({ children = 'On credit hold' }: { children?: string }) {
  return <StatusBadge tone="bg-red-50 text-red-800 ring-red-200">{children}</StatusBadge>;
}

/** An invoice's or credit note's PDF: a plain link, the browser downloads it. */
export const documentPdfUrl = (number: string) =>
  `/api/admin/documents/${encodeURIComponent(number)}/pdf`;

export function DocumentPdfLink({ number }: { number: string }) {
  return (
    <a href={documentPdfUrl(number)} className="text-walnut-700 underline underline-offset-4">
      PDF<span className="sr-only"> of {number}</span>
    </a>
  );
}
