import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminSize } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys } from './keys';

export function getSizes({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ success: true; sizes: AdminSize[] }>('/api/admin/sizes', { signal });
}

export function getSizesQueryOptions() {
  return queryOptions({
    queryKey: setupKeys.sizes,
    queryFn: ({ signal }) => getSizes({ signal }),
    select: (data) => data.sizes,
  });
}

export function useSizes() {
  return useQuery(getSizesQueryOptions());
}
