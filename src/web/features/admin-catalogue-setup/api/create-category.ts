import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Created } from './keys';

export const createCategory = (body: CategoryBody) =>
  api.post<Created>('/api/admin/categories', body);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.categories }),
  });
}
