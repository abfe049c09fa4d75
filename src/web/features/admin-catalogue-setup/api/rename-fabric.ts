import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FabricBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';

export const renameFabric = ({ id, ...body }: FabricBody & { id: number }) =>
  api.put<Saved>(`/api/admin/fabrics/${id}`, body);

export function useRenameFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFabric,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.fabrics }),
  });
}
