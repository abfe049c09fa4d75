import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminFabric } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys } from './keys';

export function getFabrics({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ success: true; fabrics: AdminFabric[] }>('/api/admin/fabrics', { signal });
}

export function getFabricsQueryOptions() {
  return queryOptions({
    queryKey: setupKeys.fabrics,
    queryFn: ({ signal }) => getFabrics({ signal }),
    select: (data) => data.fabrics,
  });
}

export function useFabrics() {
  return useQuery(getFabricsQueryOptions());
}
