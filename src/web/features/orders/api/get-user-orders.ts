import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTab } from '#src/shared/domain/orders';
import {
  USER_ORDERS_PAGE_SIZE,
  type OrderScope,
  type UserOrders,
} from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/**
 * `q`: the tracking ID or reference searched for ("" for every order of the tab).
 * `scope` "company": every member's orders of the company, narrowed to one `buyer` (a
 * member's id) and one `site` when given.
 */
export type UserOrdersParams = {
  tab: OrderTab;
  page: number;
  q: string;
  scope?: OrderScope;
  buyer?: number | undefined;
  site?: number | undefined;
};

/** GET /api/order/user-orders: one page of one My Orders tab, newest first. */
export function getUserOrders(
  { tab, page, q, scope = 'own', buyer, site }: UserOrdersParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({
    ...(scope === 'company' ? { scope } : {}),
    ...(scope === 'company' && buyer !== undefined ? { buyer: String(buyer) } : {}),
    ...(scope === 'company' && site !== undefined ? { site: String(site) } : {}),
    tab: tab.toLowerCase(),
    ...(q ? { q } : {}),
    page: String(page),
    limit: String(USER_ORDERS_PAGE_SIZE),
  });
  return api.get<UserOrders>(`/api/order/user-orders?${query.toString()}`, { signal });
}

export function getUserOrdersQueryOptions(params: UserOrdersParams) {
  // Everything but the page: which list this is.
  const list = [
    params.scope ?? 'own',
    params.buyer ?? null,
    params.site ?? null,
    params.tab,
    params.q,
  ] as const;
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', ...list, params.page],
    queryFn: ({ signal }) => getUserOrders(params, { signal }),
    // Another page of the same list keeps this one on screen until it arrives; another
    // tab, search, scope or filter starts from its spinner, never showing the last one's
    // orders under its name, and so does a page after an empty one (one past the last).
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[2 + i] === part) && previous?.orders.length
        ? previous
        : undefined,
  });
}

export function useUserOrders(params: UserOrdersParams) {
  return useQuery(getUserOrdersQueryOptions(params));
}
