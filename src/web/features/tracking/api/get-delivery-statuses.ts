import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type DeliveryStatus = { id: number; deliveryStatus: string; position: number };
export type DeliveryStatusesResponse = { success: boolean; statuses: DeliveryStatus[] };

/**
 * GET /api/order/delivery-statuses: the staff-editable, ordered list
 * (docs/business-rules.md "Delivery statuses").
 */
export function getDeliveryStatuses({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<DeliveryStatusesResponse>('/api/order/delivery-statuses', { signal });
}

export function getDeliveryStatusesQueryOptions() {
  return queryOptions({
    queryKey: ['delivery-statuses'],
    queryFn: ({ signal }) => getDeliveryStatuses({ signal }),
    // The names, in the order the progress display shows them.
    select: (data) =>
      [...data.statuses]
        .sort((a, b) => a.position - b.position)
        .map((status) => status.deliveryStatus),
    staleTime: 10 * 60 * 1000,
  });
}

export function useDeliveryStatuses() {
  return useQuery(getDeliveryStatusesQueryOptions());
}
