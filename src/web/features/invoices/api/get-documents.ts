import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DOCUMENT_PAGE_SIZE,
  type DOCUMENT_KINDS,
  type DOCUMENT_STATUSES,
  type DocumentList,
} from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';

/** The root of the company's documents: whatever changes the account reads them again. */
export const ACCOUNT_DOCUMENTS_QUERY_KEY = ['account-documents'] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** `undefined` kind or status: all of them; `search` "": no search. */
export interface DocumentListParams {
  kind: DocumentKind | undefined;
  status: DocumentStatus | undefined;
  search: string;
  page: number;
}

/**
 * GET /api/account/documents (docs/api.md "Invoices"): one page of the company's invoices
 * and credit notes, with its account summary. 403 for a member who may not see them.
 */
export function getDocuments(
  { kind, status, search, page }: DocumentListParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    page: String(page),
    limit: String(DOCUMENT_PAGE_SIZE),
  });
  return api.get<DocumentList>(`/api/account/documents?${query.toString()}`, { signal });
}

export function getDocumentsQueryOptions(params: DocumentListParams) {
  // Everything but the page: which list this is.
  const list = [params.kind ?? 'all', params.status ?? 'all', params.search] as const;
  return queryOptions({
    queryKey: [...ACCOUNT_DOCUMENTS_QUERY_KEY, 'list', ...list, params.page],
    queryFn: ({ signal }) => getDocuments(params, { signal }),
    // Another page of the same list stays on screen until it arrives; another filter or
    // search starts from its spinner, never showing the last list under its name.
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[2 + i] === part) && previous?.documents.length
        ? previous
        : undefined,
  });
}

export function useDocuments(params: DocumentListParams) {
  return useQuery(getDocumentsQueryOptions(params));
}
