import { useId } from 'react';
import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgedBalance } from '#src/shared/domain/ledger';
import { balanceText } from '../lib/balance-text';

/** What the company owes by how long it is overdue: the five buckets of the ledger. */
export function AgedBalanceTable({ aged }: { aged: AgedBalance }) {
  const titleId = useId();
  // A heading of its own, as it looks: a caption is not in the page's outline.
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 font-display text-xl text-linen-950">
        Aged balance
      </h2>
      <table aria-labelledby={titleId} className="w-full max-w-md text-sm">
        <tbody className="divide-y divide-linen-200 border-y border-linen-200">
          {AGE_BUCKETS.map((bucket) => (
            <tr key={bucket}>
              <th scope="row" className="py-2 pr-4 text-left font-medium text-linen-800">
                {AGE_BUCKET_LABELS[bucket]}
              </th>
              <td
                className={`py-2 text-right tabular-nums ${bucket !== 'notDue' && aged[bucket] > 0 ? 'font-semibold text-red-700' : 'text-linen-950'}`}
              >
                {balanceText(aged[bucket])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
