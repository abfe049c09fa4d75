import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentList, DocumentSummary } from '#src/shared/schemas/invoices';
import { FilterSelect } from '#src/web/components/admin/filter-select';
import { DocumentPdfLink } from '#src/web/components/admin/ledger-views';
import { Pagination } from '#src/web/components/ui/pagination';
import { SearchBox } from '#src/web/components/ui/search-box';
import { Spinner } from '#src/web/components/ui/spinner';
import { StatusBadge } from '#src/web/components/ui/status-badge';
import { formatDate, formatEuro } from '#src/web/lib/format';
import type { DocumentsParams } from '../api/get-company-documents';
import { CreditNoteDialog } from './credit-note-dialog';

const th = 'py-2 pr-4 font-medium';

const KIND_OPTIONS = [
  { value: '', label: 'Invoices and credit notes' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'credit_note', label: 'Credit notes' },
] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'credited', label: 'Credited' },
] as const;

const STATUS_BADGES: Record<DocumentSummary['status'], { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  overdue: { label: 'Overdue', tone: 'bg-red-50 text-red-800 ring-red-200' },
  paid: { label: 'Paid', tone: 'bg-green-50 text-green-800 ring-green-200' },
  credited: { label: 'Credited', tone: 'bg-violet-50 text-violet-900 ring-violet-200' },
  issued: { label: 'Issued', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
};

/** The company's invoices and credit notes, a page at a time, each with its PDF. */
export function CompanyDocuments({
  companyId,
  query,
  params,
  onParamsChange,
}: {
  companyId: number;
  query: UseQueryResult<DocumentList>;
  params: DocumentsParams;
  onParamsChange: (params: DocumentsParams) => void;
}) {
  const change = (next: Partial<DocumentsParams>) =>
    onParamsChange({ ...params, page: 1, ...next });
  return (
    <section aria-labelledby="account-documents-title" className="space-y-3">
      <h3 id="account-documents-title" className="text-base font-semibold">
        Invoices and credit notes
      </h3>
      {/* The search box, with its button, gets the room to show its whole placeholder. */}
      <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr]">
        <FilterSelect
          id="documents-kind"
          label="Kind"
          value={params.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => change({ kind })}
        />
        <FilterSelect
          id="documents-status"
          label="Status"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(status) => change({ status })}
        />
        <SearchBox
          label="Search documents"
          showLabel
          placeholder="Number, checkout, PO or reference"
          value={params.search}
          onSearch={(search) => change({ search })}
        />
      </div>
      {query.isPending ? (
        <Spinner label="Loading the documents" />
      ) : query.isError ? (
        <p role="alert">The documents could not load. Please reload the page.</p>
      ) : query.data.documents.length === 0 ? (
        <p className="text-sm text-linen-700">No documents.</p>
      ) : (
        <>
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-linen-700">
                <tr>
                  <th scope="col" className={th}>
                    Number
                  </th>
                  <th scope="col" className={th}>
                    Date
                  </th>
                  <th scope="col" className={th}>
                    Due
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Total
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Left to pay
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-linen-200">
                {query.data.documents.map((document) => (
                  <DocumentRow key={document.number} companyId={companyId} document={document} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            currentPage={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(page) => onParamsChange({ ...params, page })}
          />
        </>
      )}
    </section>
  );
}

function DocumentRow({ companyId, document }: { companyId: number; document: DocumentSummary }) {
  const badge = STATUS_BADGES[document.status];
  return (
    <tr className="align-top">
      {/* A number is never broken at its hyphens ("CN-" / "2026-" / "000001" on a phone). */}
      <td className="py-2 pr-4 font-mono whitespace-nowrap">
        {document.number}
        {document.invoiceNumber && (
          <span className="block font-sans text-xs text-linen-700">
            on {document.invoiceNumber}
          </span>
        )}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatDate(document.issueDate)}</td>
      <td className="py-2 pr-4 whitespace-nowrap">
        {document.dueDate ? formatDate(document.dueDate) : '—'}
      </td>
      <td className="py-2 pr-4 text-right tabular-nums">{formatEuro(document.total)}</td>
      <td className="py-2 pr-4 text-right tabular-nums">
        {document.open === null ? '—' : formatEuro(document.open)}
      </td>
      <td className="py-2 pr-4">
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </td>
      <td className="py-2">
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          <DocumentPdfLink number={document.number} />
          {/* A credited invoice's units are all credited already: nothing left to credit. */}
          {document.kind === 'invoice' && document.status !== 'credited' && (
            <CreditNoteDialog companyId={companyId} invoiceNumber={document.number} />
          )}
        </div>
      </td>
    </tr>
  );
}
