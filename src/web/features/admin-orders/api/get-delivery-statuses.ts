import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type DeliveryStatus = { id: number; deliveryStatus: string; position: number };
type DeliveryStatusesResponse = { success: boolean; statuses: DeliveryStatus[] };

export const DELIVERY_STATUSES_QUERY_KEY = ['delivery-statuses'] as const;

/** GET /api/order/delivery-statuses: the ordered list, for the list's filter. */
export function getDeliveryStatuses({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<DeliveryStatusesResponse>('/api/order/delivery-statuses', { signal });
}

export function getDeliveryStatusesQueryOptions() {
  return queryOptions({
    queryKey: DELIVERY_STATUSES_QUERY_KEY,
    queryFn: ({ signal }) => getDeliveryStatuses({ signal }),
    select: (data) => data.statuses,
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryStatuses() {
  return useQuery(getDeliveryStatusesQueryOptions());
}
