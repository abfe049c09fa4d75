import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryDays } from '#src/shared/schemas/buyer-deliveries';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/** GET /api/deliveries/{checkoutNumber}/days: the days the delivery may move to. */
export function getDeliveryDays(checkoutNumber: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<DeliveryDays>(`/api/deliveries/${encodeURIComponent(checkoutNumber)}/days`, {
    signal,
  });
}

export function getDeliveryDaysQueryOptions(checkoutNumber: string) {
  return queryOptions({
    // Under ['orders'] so that a move or an accept refreshes it with the orders.
    queryKey: [...ORDERS_QUERY_KEY, 'delivery-days', checkoutNumber],
    queryFn: ({ signal }) => getDeliveryDays(checkoutNumber, { signal }),
  });
}

/** Read only while the Move dialog is open. */
export function useDeliveryDays(checkoutNumber: string, enabled: boolean) {
  return useQuery({ ...getDeliveryDaysQueryOptions(checkoutNumber), enabled });
}
