import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Created } from './keys';
import { auditTrailsKey } from '../../../components/admin/use-audit-trail';

export const createCategory = (body: CategoryBody) =>
  api.post<Created>('/api/admin/categories', body);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.categories });
    },
  });
}
