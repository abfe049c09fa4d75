import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteState } from '#src/shared/domain/quotes';
import type { QuoteList } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { QUOTES_QUERY_KEY } from './quotes-query-key';

/** `undefined` status: every state; `q` "": no search. */
export interface QuoteListParams {
  status: QuoteState | undefined;
  q: string;
  page: number;
}

/**
 * GET /api/quotes (docs/api.md "Quotes"): one page of the company's quotes, with the count
 * of each state. The server decides whose: a buyer's own, every member's for the others.
 */
export function getQuotes(
  { status, q, page }: QuoteListParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page: String(page),
  });
  return api.get<QuoteList>(`/api/quotes?${query.toString()}`, { signal });
}

export function getQuotesQueryOptions(params: QuoteListParams) {
  return queryOptions({
    queryKey: [...QUOTES_QUERY_KEY, 'list', params.status ?? 'all', params.q, params.page],
    queryFn: ({ signal }) => getQuotes(params, { signal }),
    // The counts and the table stay on screen while another page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(params: QuoteListParams) {
  return useQuery(getQuotesQueryOptions(params));
}
