import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { setupKeys, type Saved } from './keys';

/** `ids`: every category, first to last. */
export const reorderCategories = (ids: number[]) =>
  api.put<Saved>('/api/admin/categories/order', { ids });

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    // Refetched either way: after a refusal the list on screen is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupKeys.categories }),
  });
}
