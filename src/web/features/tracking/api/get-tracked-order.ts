import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingAnswer } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';

/**
 * GET /api/auth/user/track-orders/{trackingIdOrReference}: public
 * (docs/business-rules.md "Tracking"), found by tracking ID (the whole view) or reference number
 * (the delivery view, or every one of the owner's orders with it in full); 404 when neither
 * matches.
 */
export function getTrackedOrder(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<TrackingAnswer>(`/api/auth/user/track-orders/${encodeURIComponent(slug)}`, {
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
