import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTab } from '#src/shared/domain/orders';
import { USER_ORDERS_PAGE_SIZE, type UserOrders } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';

/** Checkout invalidates this key after placing an order; the detail lives under it too. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** `q`: the tracking ID or reference searched for ("" for every order of the tab). */
export type UserOrdersParams = { tab: OrderTab; page: number; q: string };

/** GET /api/order/user-orders: one page of one My Orders tab, newest first. */
export function getUserOrders(
  { tab, page, q }: UserOrdersParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({
    tab: tab.toLowerCase(),
    ...(q ? { q } : {}),
    page: String(page),
    limit: String(USER_ORDERS_PAGE_SIZE),
  });
  return api.get<UserOrders>(`/api/order/user-orders?${query.toString()}`, { signal });
}

export function getUserOrdersQueryOptions(params: UserOrdersParams) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', params.tab, params.q, params.page],
    queryFn: ({ signal }) => getUserOrders(params, { signal }),
    // Another page of the same tab and search keeps this one on screen until it arrives;
    // another tab or search starts from its spinner, never showing the last one's orders
    // under its name, and so does a page after an empty one (one past the last).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.tab &&
      previousQuery.queryKey[3] === params.q &&
      previous?.orders.length
        ? previous
        : undefined,
  });
}

export function useUserOrders(params: UserOrdersParams) {
  return useQuery(getUserOrdersQueryOptions(params));
}
