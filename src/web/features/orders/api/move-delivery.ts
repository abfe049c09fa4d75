import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { DeliveryStep } from '#src/shared/schemas/buyer-deliveries';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

export type MoveDeliveryInput = { checkoutNumber: string; day: string };

/** POST /api/deliveries/{checkoutNumber}/move { day }; 409 with the reason when refused. */
export function moveDelivery({ checkoutNumber, day }: MoveDeliveryInput) {
  return api.post<DeliveryStep>(`/api/deliveries/${encodeURIComponent(checkoutNumber)}/move`, {
    day,
  });
}

/** The orders (and their delivery) refresh whether the move went through or not. */
export function useMoveDelivery(
  config: Pick<
    UseMutationOptions<DeliveryStep, Error, MoveDeliveryInput>,
    'onSuccess' | 'onError'
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: moveDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
