import { useState, type FormEvent } from 'react';
import type { Statement } from '#src/shared/schemas/invoices';
import { secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { AgedBalanceList } from '#src/web/components/admin/ledger-views';
import { TextField } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatDate, formatEuro } from '#src/web/lib/format';
import {
  statementPdfUrl,
  useCompanyStatement,
  type StatementPeriod,
} from '../api/get-company-statement';

const th = 'py-2 pr-4 font-medium';
const KIND_LABELS: Record<Statement['entries'][number]['kind'], string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  refund: 'Refund',
};

/** The statement of account for a period: blank dates are the server's default period. */
export function CompanyStatement({ companyId }: { companyId: number }) {
  const [draft, setDraft] = useState<StatementPeriod>({ from: '', to: '' });
  const [period, setPeriod] = useState<StatementPeriod>(draft);
  const query = useCompanyStatement(companyId, period);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPeriod(draft);
  };

  return (
    <section aria-labelledby="account-statement-title" className="space-y-3">
      <h3 id="account-statement-title" className="text-base font-semibold">
        Statement
      </h3>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Statement period"
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          id="statement-from"
          label="From (optional)"
          type="date"
          value={draft.from}
          onValueChange={(from) => setDraft({ ...draft, from })}
        />
        <TextField
          id="statement-to"
          label="To (optional)"
          type="date"
          value={draft.to}
          onValueChange={(to) => setDraft({ ...draft, to })}
        />
        <button type="submit" className={`${secondaryButtonClassName} mb-7`}>
          Show statement
        </button>
        <a
          href={statementPdfUrl(companyId, period)}
          className="mb-9 text-sm text-walnut-700 underline underline-offset-4"
        >
          Statement PDF
        </a>
      </form>
      {query.isPending ? (
        <Spinner label="Loading the statement" />
      ) : query.isError ? (
        <p role="alert">
          {serverMessage(query.error) ?? 'The statement could not load. Please try again.'}
        </p>
      ) : (
        <StatementView statement={query.data} />
      )}
    </section>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {`From ${formatDate(statement.from)} to ${formatDate(statement.to)}. Opening balance `}
        <span className="font-semibold whitespace-nowrap tabular-nums">
          {formatEuro(statement.opening)}
        </span>
      </p>
      {statement.entries.length === 0 ? (
        <p className="text-sm text-linen-700">Nothing happened on the account in this period.</p>
      ) : (
        // `relative`: the hidden caption is positioned absolutely; this keeps it in the box.
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Statement entries</caption>
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Document
                </th>
                <th scope="col" className={th}>
                  Description
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Debit
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Credit
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {statement.entries.map((entry, index) => (
                <tr key={`${entry.number}-${index}`}>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(entry.date)}</td>
                  <td className="py-2 pr-4">
                    {KIND_LABELS[entry.kind]}{' '}
                    {/* A document's number stays whole; a payment's bank reference may wrap. */}
                    <span
                      className={`font-mono ${entry.kind === 'invoice' || entry.kind === 'credit_note' ? 'whitespace-nowrap' : ''}`}
                    >
                      {entry.number}
                    </span>
                  </td>
                  <td className="py-2 pr-4">{entry.description}</td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                    {entry.debit ? formatEuro(entry.debit) : ''}
                  </td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                    {entry.credit ? formatEuro(entry.credit) : ''}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {formatEuro(entry.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm">
        Closing balance{' '}
        <span className="font-semibold whitespace-nowrap tabular-nums">
          {formatEuro(statement.closing)}
        </span>
      </p>
      <AgedBalanceList aged={statement.aged} label="Statement balance by age" />
    </div>
  );
}
