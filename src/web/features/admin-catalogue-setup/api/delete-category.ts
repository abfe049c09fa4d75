import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setupKeys, type Saved } from './keys';

export const deleteCategory = (id: number) => api.delete<Saved>(`/api/admin/categories/${id}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.categories }),
  });
}
