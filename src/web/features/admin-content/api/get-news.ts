import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminNews } from '../types';

/** The storefront's key and shape too: a save shows at once in this browser's shop. */
export const NEWS_QUERY_KEY = ['news'] as const;

export async function getNews({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<{ success: true; news: AdminNews | null }>('/api/admin/news', {
    signal,
  });
  return response.news;
}

export function getNewsQueryOptions() {
  return queryOptions({
    queryKey: NEWS_QUERY_KEY,
    queryFn: ({ signal }) => getNews({ signal }),
    // The editor starts from what is saved now, not what this tab saw earlier.
    staleTime: 0,
  });
}

export function useNews() {
  return useQuery(getNewsQueryOptions());
}
