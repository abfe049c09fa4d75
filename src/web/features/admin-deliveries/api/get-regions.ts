import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegionList } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { adminDeliveriesKey } from './keys';

/** GET /api/admin/deliveries/regions: the regions with their keys, unit and capacity. */
export function getRegions({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminRegionList>('/api/admin/deliveries/regions', { signal });
}

export function useRegions() {
  return useQuery(
    queryOptions({
      queryKey: [...adminDeliveriesKey, 'regions'],
      queryFn: ({ signal }) => getRegions({ signal }),
    }),
  );
}
