import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';

export const renameCategory = ({ id, ...body }: CategoryBody & { id: number }) =>
  api.put<Saved>(`/api/admin/categories/${id}`, body);

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.categories }),
  });
}
