import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderCard } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

export type UserOrderResponse = { success: boolean; order: OrderCard };

/** GET /api/order/user-orders/{trackingId}: one of the user's own orders; 404 otherwise. */
export function getUserOrder(trackingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<UserOrderResponse>(`/api/order/user-orders/${encodeURIComponent(trackingId)}`, {
    signal,
  });
}

export function getUserOrderQueryOptions(trackingId: string) {
  return queryOptions({
    // Under ['orders'] so that cancel, reorder and checkout refresh it with the list.
    queryKey: [...ORDERS_QUERY_KEY, 'detail', trackingId],
    queryFn: ({ signal }) => getUserOrder(trackingId, { signal }),
  });
}

export function useUserOrder(trackingId: string) {
  return useQuery(getUserOrderQueryOptions(trackingId));
}
