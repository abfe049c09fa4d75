import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosureList } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { adminDeliveriesKey } from './keys';

/** GET /api/admin/deliveries/closures: from a month ago on. */
export function getClosures({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<ClosureList>('/api/admin/deliveries/closures', { signal });
}

export function useClosures() {
  return useQuery(
    queryOptions({
      queryKey: [...adminDeliveriesKey, 'closures'],
      queryFn: ({ signal }) => getClosures({ signal }),
    }),
  );
}
