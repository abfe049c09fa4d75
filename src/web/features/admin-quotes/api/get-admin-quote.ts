import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { adminQuotesKey } from './keys';

export const adminQuoteKey = (number: string) => [...adminQuotesKey, 'detail', number] as const;

/** GET /api/admin/quotes/{number}: the quote page in one answer (lines, versions, thread). */
export function getAdminQuote(number: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<QuoteDetail>(`/api/admin/quotes/${encodeURIComponent(number)}`, { signal });
}

export function getAdminQuoteQueryOptions(number: string) {
  return queryOptions({
    queryKey: adminQuoteKey(number),
    queryFn: ({ signal }) => getAdminQuote(number, { signal }),
  });
}

export function useAdminQuote(number: string) {
  return useQuery(getAdminQuoteQueryOptions(number));
}
