import { useState } from 'react';
import { Link } from 'react-router';
import { AGE_BUCKET_LABELS, AGE_BUCKETS } from '#src/shared/domain/ledger';
import type { Receivables } from '#src/shared/schemas/invoices';
import { panelClassName } from '#src/web/components/admin/console-forms';
import {
  AgedBalanceList,
  CreditHoldBadge,
  DocumentPdfLink,
} from '#src/web/components/admin/ledger-views';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useReceivables } from '../api/get-receivables';
import { ExportLinks } from './export-links';

type Company = Receivables['companies'][number];
type SortKey = 'balance' | 'oldest' | 'name';

const th = 'px-3 py-2 font-medium';
const companyLink = 'text-walnut-700 underline-offset-4 hover:underline';

const SORTS: Record<SortKey, (a: Company, b: Company) => number> = {
  // Amounts as the server sent them, compared, never added up.
  balance: (a, b) => b.balance - a.balance || a.name.localeCompare(b.name),
  oldest: (a, b) =>
    (b.oldestOverdueDays ?? -1) - (a.oldestOverdueDays ?? -1) || b.balance - a.balance,
  name: (a, b) => a.name.localeCompare(b.name),
};

/** /admin/receivables: what the companies owe, how late, and the accountant's exports. */
export function ReceivablesOverview() {
  const query = useReceivables();
  return (
    <section aria-labelledby="receivables-title" className="space-y-6">
      <div>
        <h1 id="receivables-title" className="text-2xl">
          Receivables
        </h1>
        {query.isSuccess && (
          <p className="text-linen-700">{`As of ${formatDate(query.data.asOf)}`}</p>
        )}
      </div>
      {query.isPending ? (
        <Spinner label="Loading the receivables" className="py-24" />
      ) : query.isError ? (
        <p role="alert">The receivables could not load. Please reload the page.</p>
      ) : (
        <>
          <section aria-labelledby="receivables-totals-title" className={panelClassName}>
            <h2 id="receivables-totals-title" className="text-lg font-semibold">
              Owed in all:{' '}
              <span className="tabular-nums">{formatEuro(query.data.totals.balance)}</span>
            </h2>
            <div className="mt-3">
              <AgedBalanceList aged={query.data.totals} label="Owed by age" />
            </div>
          </section>
          <CompaniesTable companies={query.data.companies} />
          <OverdueInvoices invoices={query.data.overdueInvoices} />
        </>
      )}
      <ExportLinks />
    </section>
  );
}

function SortButton({
  sort,
  current,
  onSort,
  children,
}: {
  sort: SortKey;
  current: SortKey;
  onSort: (sort: SortKey) => void;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className={`underline-offset-4 hover:underline ${current === sort ? 'font-semibold text-linen-950' : ''}`}
    >
      {children}
    </button>
  );
}

function CompaniesTable({ companies }: { companies: Company[] }) {
  const [sort, setSort] = useState<SortKey>('balance');
  const sorted = [...companies].sort(SORTS[sort]);
  const ariaSort = (key: SortKey) =>
    sort === key ? (key === 'name' ? 'ascending' : 'descending') : undefined;
  return (
    <section aria-labelledby="receivables-companies-title" className={panelClassName}>
      <h2 id="receivables-companies-title" className="text-lg font-semibold">
        Companies with a balance
      </h2>
      {companies.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No company owes anything.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className={th} aria-sort={ariaSort('name')}>
                  <SortButton sort="name" current={sort} onSort={setSort}>
                    Company
                  </SortButton>
                </th>
                <th scope="col" className={`${th} text-right`} aria-sort={ariaSort('balance')}>
                  <SortButton sort="balance" current={sort} onSort={setSort}>
                    Balance
                  </SortButton>
                </th>
                {AGE_BUCKETS.map((bucket) => (
                  <th key={bucket} scope="col" className={`${th} text-right`}>
                    {AGE_BUCKET_LABELS[bucket]}
                  </th>
                ))}
                <th scope="col" className={`${th} text-right`} aria-sort={ariaSort('oldest')}>
                  <SortButton sort="oldest" current={sort} onSort={setSort}>
                    Oldest overdue
                  </SortButton>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {sorted.map((company) => (
                <tr key={company.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/companies/${company.id}`} className={companyLink}>
                      {company.name}
                    </Link>
                    {company.onHold && (
                      <span className="ml-2">
                        <CreditHoldBadge>On hold</CreditHoldBadge>
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {formatEuro(company.balance)}
                  </td>
                  {AGE_BUCKETS.map((bucket) => (
                    <td key={bucket} className="px-3 py-2 text-right tabular-nums">
                      {formatEuro(company.aged[bucket])}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right tabular-nums">
                    {company.oldestOverdueDays === null ? '—' : `${company.oldestOverdueDays} days`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OverdueInvoices({ invoices }: { invoices: Receivables['overdueInvoices'] }) {
  return (
    <section aria-labelledby="receivables-overdue-title" className={panelClassName}>
      <h2 id="receivables-overdue-title" className="text-lg font-semibold">
        Overdue invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No invoice is overdue.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className={th}>
                  Company
                </th>
                <th scope="col" className={th}>
                  Invoice
                </th>
                <th scope="col" className={th}>
                  Due
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Days overdue
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Left to pay
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/companies/${invoice.companyId}`} className={companyLink}>
                      {invoice.company}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-mono whitespace-nowrap">{invoice.number}</span>{' '}
                    <DocumentPdfLink number={invoice.number} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(invoice.dueDate)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{invoice.daysOverdue}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatEuro(invoice.open)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
