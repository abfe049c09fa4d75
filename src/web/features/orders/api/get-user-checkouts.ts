import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_CHECKOUTS_PAGE_SIZE, type UserCheckouts } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/** GET /api/order/checkouts: one page of the buyer's checkouts with their lines, newest first. */
export function getUserCheckouts(page: number, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(USER_CHECKOUTS_PAGE_SIZE),
  });
  return api.get<UserCheckouts>(`/api/order/checkouts?${query.toString()}`, { signal });
}

export function useUserCheckouts(page: number) {
  return useQuery(
    queryOptions({
      // Under ['orders']: a cancel, reorder or checkout refreshes it with the list.
      queryKey: [...ORDERS_QUERY_KEY, 'checkouts', page],
      queryFn: ({ signal }) => getUserCheckouts(page, { signal }),
      // Another page keeps this one on screen until it arrives.
      placeholderData: (previous) => (previous?.checkouts.length ? previous : undefined),
    }),
  );
}
