import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#src/shared/schemas/admin-orders';
import { api } from '#src/web/lib/api-client';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';

export const adminOrderQueryKey = (id: number) =>
  [...ADMIN_ORDERS_QUERY_KEY, 'detail', id] as const;

/** GET /api/admin/orders/{id}: the order page's data in one answer. */
export function getAdminOrder(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal });
}

export function getAdminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminOrderQueryKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, { signal }),
  });
}

export function useAdminOrder(id: number) {
  return useQuery(getAdminOrderQueryOptions(id));
}

export const quoteFileUrl = (id: number) => `/api/admin/orders/${id}/quote-file`;
