import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setupKeys, type Saved } from './keys';

export const deleteSize = (id: number) => api.delete<Saved>(`/api/admin/sizes/${id}`);

export function useDeleteSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.sizes }),
  });
}
