import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ContentCategory } from '../types';

export function getCategories({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ success: true; categories: ContentCategory[] }>('/api/admin/categories', {
    signal,
  });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    // Its own key: the catalogue screen may keep this answer in another shape.
    queryKey: ['admin', 'content', 'categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    select: (data) => data.categories,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
