import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { quoteQueryKey } from './quotes-query-key';

/**
 * GET /api/quotes/{number}: the quote as asked, every version staff sent, the thread and
 * what the viewer may do now (`actions`). 404 for a quote the viewer may not see.
 */
export function getQuote(number: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<QuoteDetail>(`/api/quotes/${encodeURIComponent(number)}`, { signal });
}

export function getQuoteQueryOptions(number: string) {
  return queryOptions({
    queryKey: quoteQueryKey(number),
    queryFn: ({ signal }) => getQuote(number, { signal }),
  });
}

export function useQuote(number: string) {
  return useQuery(getQuoteQueryOptions(number));
}
