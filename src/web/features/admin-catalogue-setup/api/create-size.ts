import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SizeBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Created } from './keys';

export const createSize = (body: SizeBody) => api.post<Created>('/api/admin/sizes', body);

export function useCreateSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.sizes }),
  });
}
