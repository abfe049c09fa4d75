import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type News = { id: number; content: string; updatedAt: string };

export type GetNewsResponse = { success: true; news: News | null };

export async function getNews({ signal }: { signal?: AbortSignal } = {}): Promise<News | null> {
  // docs/api.md "Who may call what": read from an admin-prefixed path, without signing in.
  const response = await api.get<GetNewsResponse>('/api/admin/news', { signal });
  return response.news;
}

export function getNewsQueryOptions() {
  return queryOptions({
    queryKey: ['news'],
    queryFn: ({ signal }) => getNews({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNews() {
  return useQuery(getNewsQueryOptions());
}
