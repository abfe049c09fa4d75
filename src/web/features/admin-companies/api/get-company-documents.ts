import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { companiesKey } from './get-companies';

/** Everything of one company's account (documents, payments, statements) starts here. */
export const companyAccountKey = (id: number) => [...companiesKey, 'account', id] as const;
export const companyDocumentsKey = (id: number) => [...companyAccountKey(id), 'documents'] as const;

export interface DocumentsParams {
  kind: '' | 'invoice' | 'credit_note';
  status: '' | 'open' | 'overdue' | 'paid' | 'credited';
  search: string;
  page: number;
}

/** GET /api/admin/companies/{id}/documents: a page of documents and the account's summary. */
export function getCompanyDocuments(
  id: number,
  { kind, status, search, page }: DocumentsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentList> {
  const query = new URLSearchParams({ page: String(page) });
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  return api.get<DocumentList>(`/api/admin/companies/${id}/documents?${query.toString()}`, {
    signal,
  });
}

export function getCompanyDocumentsQueryOptions(id: number, params: DocumentsParams) {
  return queryOptions({
    queryKey: [...companyDocumentsKey(id), params],
    queryFn: ({ signal }) => getCompanyDocuments(id, params, { signal }),
    // Filtering and paging keep the summary and the old rows on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyDocuments(id: number, params: DocumentsParams) {
  return useQuery(getCompanyDocumentsQueryOptions(id, params));
}
