import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DeliveryStatus } from '../types';

/** Shared with tracking and the orders screen (same key, same answer): edits show there too. */
export const DELIVERY_STATUSES_QUERY_KEY = ['delivery-statuses'] as const;

export type DeliveryStatusesResponse = { success: boolean; statuses: DeliveryStatus[] };

export function getDeliveryStatuses({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<DeliveryStatusesResponse>('/api/order/delivery-statuses', { signal });
}

export function getDeliveryStatusesQueryOptions() {
  return queryOptions({
    queryKey: DELIVERY_STATUSES_QUERY_KEY,
    queryFn: ({ signal }) => getDeliveryStatuses({ signal }),
    select: (data) => data.statuses,
  });
}

export function useDeliveryStatuses() {
  return useQuery(getDeliveryStatusesQueryOptions());
}
