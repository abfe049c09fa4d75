import { useState } from 'react';
import { DOCUMENTS_FORBIDDEN } from '#src/shared/schemas/invoices';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useStatement, type StatementPeriod } from '../api/get-statement';
import { statementPdfPath } from '../api/statement-pdf';
import { balanceText } from '../lib/balance-text';
import { AgedBalanceTable } from './aged-balance';
import { LoadFailure } from './load-failure';
import { periodError, StatementPeriodForm } from './statement-period';

export const CORRECT_THE_PERIOD = 'Correct the dates above to see that period’s statement.';

const cell = 'px-3 py-2 align-top';
const amount = `${cell} text-right tabular-nums`;
const heads = ['Date', 'Document', 'Description', 'Debit', 'Credit', 'Balance'];

/** The account's movements over a period, between its opening and closing balances. */
export function StatementPanel({
  period,
  onPeriodChange,
}: {
  period: StatementPeriod;
  onPeriodChange: (period: StatementPeriod) => void;
}) {
  // A period the form says is wrong (typed, or in the address) shows no statement: the
  // last one, or its PDF link, would read as that period's.
  const [problem, setProblem] = useState<string | undefined>(periodError(period));
  const invalid = problem !== undefined || periodError(period) !== undefined;
  const query = useStatement(period, !invalid);

  let body;
  if (invalid) {
    body = <p className="text-linen-800">{CORRECT_THE_PERIOD}</p>;
  } else if (query.isPending) {
    body = <Spinner label="Loading your statement" />;
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 403 ? (
        <p role="alert" className="text-red-700">
          {DOCUMENTS_FORBIDDEN}
        </p>
      ) : (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      );
  } else {
    const statement = query.data;
    body = (
      <div className="space-y-8">
        <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-linen-200">
          <table aria-label="Statement" className="w-full text-sm">
            <thead className="bg-linen-100 text-left text-xs font-semibold text-linen-800 uppercase">
              <tr>
                {heads.map((head) => (
                  <th
                    key={head}
                    scope="col"
                    className={`px-3 py-2 ${['Debit', 'Credit', 'Balance'].includes(head) ? 'text-right' : ''}`}
                  >
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              <tr className="font-semibold">
                <td className={`${cell} whitespace-nowrap`}>{formatDate(statement.from)}</td>
                <th scope="row" colSpan={4} className={`${cell} text-left`}>
                  Opening balance
                </th>
                <td className={amount}>{balanceText(statement.opening)}</td>
              </tr>
              {statement.entries.length === 0 && (
                <tr>
                  <td colSpan={6} className={`${cell} text-center text-linen-700`}>
                    Nothing was invoiced, credited or paid in this period.
                  </td>
                </tr>
              )}
              {statement.entries.map((entry, index) => (
                <tr key={`${entry.number}-${index}`}>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(entry.date)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{entry.number}</td>
                  <td className={cell}>{entry.description}</td>
                  <td className={amount}>{entry.debit ? formatEuro(entry.debit) : ''}</td>
                  <td className={amount}>{entry.credit ? formatEuro(entry.credit) : ''}</td>
                  <td className={amount}>{balanceText(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-linen-300">
              <tr className="font-semibold">
                <td className={`${cell} whitespace-nowrap`}>{formatDate(statement.to)}</td>
                <th scope="row" colSpan={4} className={`${cell} text-left`}>
                  Closing balance
                </th>
                <td className={amount}>{balanceText(statement.closing)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <AgedBalanceTable aged={statement.aged} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <StatementPeriodForm period={period} onShow={onPeriodChange} onProblem={setProblem} />
        {query.isSuccess && !invalid && (
          <a
            href={statementPdfPath(period)}
            download
            className="mt-6 font-medium text-walnut-700 underline hover:text-walnut-800"
          >
            Download statement (PDF)
          </a>
        )}
      </div>
      {body}
    </div>
  );
}
