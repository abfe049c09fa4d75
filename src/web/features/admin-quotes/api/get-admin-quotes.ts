import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteState } from '#src/shared/domain/quotes';
import type { QuoteList, QuoteQueue } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { adminQuotesKey } from './keys';

export interface AdminQuotesParams {
  queue: QuoteQueue;
  status: QuoteState | '';
  q: string;
  page: number;
}

/** The query string of a queue view: only what is set, in a stable order. */
export function queueQuery({ queue, status, q, page }: AdminQuotesParams): URLSearchParams {
  const query = new URLSearchParams({ queue });
  if (status) query.set('status', status);
  if (q.trim()) query.set('q', q.trim());
  if (page > 1) query.set('page', String(page));
  return query;
}

/** GET /api/admin/quotes: one page of a queue, with every queue's count for the tabs. */
export function getAdminQuotes(
  params: AdminQuotesParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<QuoteList>(`/api/admin/quotes?${queueQuery(params).toString()}`, { signal });
}

export function getAdminQuotesQueryOptions(params: AdminQuotesParams) {
  return queryOptions({
    queryKey: [...adminQuotesKey, 'list', queueQuery(params).toString()],
    queryFn: ({ signal }) => getAdminQuotes(params, { signal }),
    // Switching tabs and pages keeps the last table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminQuotes(params: AdminQuotesParams) {
  return useQuery(getAdminQuotesQueryOptions(params));
}
