import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutAnswer } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/** GET /api/order/checkouts/{number}: one of the buyer's checkouts, its lines and the credit left. */
export function getCheckout(checkoutNumber: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CheckoutAnswer>(`/api/order/checkouts/${encodeURIComponent(checkoutNumber)}`, {
    signal,
  });
}

export function useCheckout(checkoutNumber: string) {
  return useQuery(
    queryOptions({
      // Under ['orders']: a cancellation or a new order refreshes it with My Orders.
      queryKey: [...ORDERS_QUERY_KEY, 'checkout', checkoutNumber.toUpperCase()],
      queryFn: ({ signal }) => getCheckout(checkoutNumber, { signal }),
    }),
  );
}
