import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderCard } from '../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';

/** Checkout invalidates this key after placing an order; the detail lives under it too. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export type UserOrdersResponse = { success: boolean; orders: OrderCard[] };

/** GET /api/order/user-orders: the signed-in user's orders, newest first. */
export function getUserOrders({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<UserOrdersResponse>('/api/order/user-orders', { signal });
}

export function getUserOrdersQueryOptions() {
  return queryOptions({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => getUserOrders({ signal }),
  });
}

export function useUserOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserOrdersQueryOptions(), enabled });
}
