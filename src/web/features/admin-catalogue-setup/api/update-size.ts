import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SizeBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';

export const updateSize = ({ id, ...body }: SizeBody & { id: number }) =>
  api.put<Saved>(`/api/admin/sizes/${id}`, body);

export function useUpdateSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.sizes }),
  });
}
