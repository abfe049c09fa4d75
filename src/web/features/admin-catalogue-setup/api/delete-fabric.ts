import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setupKeys, type Saved } from './keys';

export const deleteFabric = (id: number) => api.delete<Saved>(`/api/admin/fabrics/${id}`);

export function useDeleteFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFabric,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.fabrics }),
  });
}
