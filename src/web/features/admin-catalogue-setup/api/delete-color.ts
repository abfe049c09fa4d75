import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setupKeys, type Saved } from './keys';

export const deleteColor = ({ fabricId, colorId }: { fabricId: number; colorId: number }) =>
  api.delete<Saved>(`/api/admin/fabrics/${fabricId}/colors/${colorId}`);

export function useDeleteColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.fabrics }),
  });
}
