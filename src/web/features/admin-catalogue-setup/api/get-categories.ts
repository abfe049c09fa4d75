import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminCategory } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys } from './keys';

export function getCategories({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ success: true; categories: AdminCategory[] }>('/api/admin/categories', {
    signal,
  });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: setupKeys.categories,
    queryFn: ({ signal }) => getCategories({ signal }),
    select: (data) => data.categories,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
