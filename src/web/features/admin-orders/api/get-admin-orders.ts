import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '#src/shared/schemas/admin-orders';
import { api } from '#src/web/lib/api-client';
import { filterQuery, type OrderFilters } from '../lib/order-filters';

export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;
export const ADMIN_ORDERS_PAGE_SIZE = 25;

export type AdminOrdersParams = { filters: OrderFilters; page: number };

/** GET /api/admin/orders: one page of every customer's orders, newest first. */
export function getAdminOrders(
  { filters, page }: AdminOrdersParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = filterQuery(filters);
  query.set('page', String(page));
  query.set('limit', String(ADMIN_ORDERS_PAGE_SIZE));
  return api.get<AdminOrderList>(`/api/admin/orders?${query.toString()}`, { signal });
}

export function getAdminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: [
      ...ADMIN_ORDERS_QUERY_KEY,
      'list',
      filterQuery(params.filters).toString(),
      params.page,
    ],
    queryFn: ({ signal }) => getAdminOrders(params, { signal }),
    // Paging and filtering keep the last table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(getAdminOrdersQueryOptions(params));
}
