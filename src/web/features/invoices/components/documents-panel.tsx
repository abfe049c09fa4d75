import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentList } from '#src/shared/schemas/invoices';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import type { DocumentListParams } from '../api/get-documents';
import { DocumentFilters } from './document-filters';
import { DocumentsTable } from './documents-table';
import { LoadFailure } from './load-failure';

export const NO_DOCUMENTS_YET = 'No invoices yet. An invoice is issued when an order is delivered.';

/**
 * The company's invoices and credit notes: filters, search, one page of the table. Another
 * page is a step Back can undo; another filter or search replaces the entry.
 */
export function DocumentsPanel({
  params,
  query,
  onChange,
}: {
  params: DocumentListParams;
  query: UseQueryResult<DocumentList>;
  onChange: (params: DocumentListParams, options?: { replace: boolean }) => void;
}) {
  const listTop = useRef<HTMLDivElement>(null);
  const { kind, status, search, page } = params;
  const filtered = kind !== undefined || status !== undefined || search !== '';
  const totalPages = query.data?.pagination.totalPages;
  // Past the last page (a link kept from before, the list shorter now): the last page.
  const lastPage =
    totalPages !== undefined && page > Math.max(1, totalPages)
      ? Math.max(1, totalPages)
      : undefined;
  useEffect(() => {
    if (lastPage !== undefined && !query.isPlaceholderData) onChange({ ...params, page: lastPage });
  });

  let body;
  if (query.isPending || lastPage !== undefined) {
    body = <Spinner label="Loading your invoices" />;
  } else if (query.isError) {
    body = <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.documents.length === 0) {
    body = (
      <p className="rounded-lg bg-white px-6 py-10 text-center text-linen-800 ring-1 ring-linen-200">
        {!filtered
          ? NO_DOCUMENTS_YET
          : search
            ? `No invoices or credit notes found for “${search}”.`
            : 'No invoices or credit notes match these filters.'}
      </p>
    );
  } else {
    const { total, limit } = query.data.pagination;
    const first = (page - 1) * limit + 1;
    const last = Math.min(total, first + limit - 1);
    body = (
      <>
        <p className="mb-3 text-sm text-linen-700">
          {total === 1 ? '1 document' : `${first}–${last} of ${total} documents`}
        </p>
        <DocumentsTable documents={query.data.documents} busy={query.isPlaceholderData} />
        <Pagination
          className="mt-6"
          currentPage={page}
          totalPages={query.data.pagination.totalPages}
          onPageChange={(next) => {
            onChange({ ...params, page: next }, { replace: false });
            listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <div ref={listTop} className="scroll-mt-24 space-y-6">
      <DocumentFilters
        values={{ kind, status, search }}
        onChange={(values) => {
          onChange({ ...values, page: 1 });
        }}
      />
      {body}
    </div>
  );
}
