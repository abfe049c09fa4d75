import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminDeliveriesKey } from './keys';

export type MutationConfig<V, R> = Pick<UseMutationOptions<R, Error, V>, 'onSuccess' | 'onError'>;

/**
 * A change to the calendar or a booking: whatever the answer (a refusal means someone else
 * changed it first), the planner and the settings are read again.
 */
export function useDeliveryMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  config: MutationConfig<V, R> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDeliveriesKey }),
  });
}
