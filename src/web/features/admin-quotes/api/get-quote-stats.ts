import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteStats } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { adminQuotesKey } from './keys';

/** GET /api/admin/quotes/stats: the dashboard's quotes figures. */
export function getQuoteStats({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<QuoteStats>('/api/admin/quotes/stats', { signal });
}

export function getQuoteStatsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQuotesKey, 'stats'],
    queryFn: ({ signal }) => getQuoteStats({ signal }),
    // The dashboard stays open: keep the figures fresh, as its other tiles are.
    refetchInterval: 60_000,
  });
}

export function useQuoteStats() {
  return useQuery(getQuoteStatsQueryOptions());
}
