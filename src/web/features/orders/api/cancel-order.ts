import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

export type CancelOrderResponse = { success: boolean; message: string };

/** PUT /api/order/order-cancelled/{orderId}, empty body; 409 once it can no longer be cancelled. */
export function cancelOrder(orderId: number) {
  return api.put<CancelOrderResponse>(`/api/order/order-cancelled/${orderId}`);
}

/**
 * Cancelling releases the order's credit (docs/business-rules.md "Credit"): the orders and the
 * credit refresh.
 */
export function useCancelOrder(
  config: Pick<
    UseMutationOptions<CancelOrderResponse, Error, number>,
    'onSuccess' | 'onError'
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cancelOrder,
    // A refused cancel (409) means the order moved on: show it as it is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
      ]),
  });
}
