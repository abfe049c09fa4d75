import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackedOrder } from '../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';

export type TrackedOrderResponse = { success: boolean; order: TrackedOrder };

/**
 * GET /api/auth/user/track-orders/{trackingIdOrReference}: public (DECISIONS #8), found
 * by tracking ID or reference number; 404 when neither matches.
 */
export function getTrackedOrder(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<TrackedOrderResponse>(`/api/auth/user/track-orders/${encodeURIComponent(slug)}`, {
    signal,
  });
}

export function getTrackedOrderQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['tracked-order', slug],
    queryFn: ({ signal }) => getTrackedOrder(slug, { signal }),
  });
}

export function useTrackedOrder(slug: string) {
  return useQuery(getTrackedOrderQueryOptions(slug));
}
