import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { DeliveryStep } from '#src/shared/schemas/buyer-deliveries';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/** POST /api/deliveries/{checkoutNumber}/accept: the proposed day; the orders become Scheduled. */
export function acceptDelivery(checkoutNumber: string) {
  return api.post<DeliveryStep>(`/api/deliveries/${encodeURIComponent(checkoutNumber)}/accept`);
}

export function useAcceptDelivery(
  config: Pick<UseMutationOptions<DeliveryStep, Error, string>, 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: acceptDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
