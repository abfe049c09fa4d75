import type { AccountSummary } from '#src/shared/schemas/invoices';
import { onHoldText } from '#src/web/components/ui/credit-hold-notice';
import { formatEuro } from '#src/web/lib/format';
import { balanceText } from '../lib/balance-text';

/** The company's account at a glance: what it owes, what is late, the credit left. */
export function AccountSummaryCard({ account }: { account: AccountSummary }) {
  const rows: Array<{ term: string; value: string; warn?: boolean }> = [
    { term: 'Balance', value: balanceText(account.balance) },
    { term: 'Overdue', value: formatEuro(account.overdue), warn: account.overdue > 0 },
    {
      term: 'Available credit',
      value: `${formatEuro(account.availableCredit)} of ${formatEuro(account.creditLimit)}`,
    },
    { term: 'Payment terms', value: `${account.paymentTermsDays} days` },
  ];
  if (account.unallocated > 0) {
    rows.push({
      term: 'Paid, not yet set against an invoice',
      value: formatEuro(account.unallocated),
    });
  }
  return (
    <section aria-labelledby="account-summary" className="space-y-4">
      <h2 id="account-summary" className="sr-only">
        Your account
      </h2>
      {account.onHold && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          {onHoldText(account.creditHoldDays)}
        </p>
      )}
      <dl className="grid gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-linen-200 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(({ term, value, warn }) => (
          <div key={term}>
            <dt className="text-sm font-medium text-linen-700">{term}</dt>
            <dd
              className={`text-lg tabular-nums ${warn ? 'font-semibold text-red-700' : 'text-linen-950'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
