import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

export type ReorderResponse = {
  success: boolean;
  message: string;
  order: { id: number; trackingId: string };
};

export type ReorderVariables = { orderId: number; quantity: number; referenceNumber?: string };

/** POST /api/order/product-reorder/{orderId}: a new order like the old one, priced afresh. */
export function reorderProduct({ orderId, quantity, referenceNumber }: ReorderVariables) {
  return api.post<ReorderResponse>(`/api/order/product-reorder/${orderId}`, {
    quantity,
    referenceNumber,
  });
}

/**
 * A new order reserves credit (docs/business-rules.md "Credit"): the orders and the credit refresh.
 */
export function useReorderProduct(
  config: Pick<
    UseMutationOptions<ReorderResponse, Error, ReorderVariables>,
    'onSuccess' | 'onError'
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: reorderProduct,
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
      ]);
    },
  });
}
