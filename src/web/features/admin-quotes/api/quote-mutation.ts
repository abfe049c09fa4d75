import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminQuotesKey } from './keys';

export type MutationConfig<V, R> = Pick<UseMutationOptions<R, Error, V>, 'onSuccess' | 'onError'>;

/**
 * A step on a quote: whatever the answer, the quote may have moved (a refusal means it moved
 * elsewhere), so its page, the queue and the dashboard's figures are read again.
 */
export function useQuoteMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  config: MutationConfig<V, R> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey }),
  });
}
