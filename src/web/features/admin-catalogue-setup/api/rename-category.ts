import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CategoryBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '../../../components/admin/use-audit-trail';

export const renameCategory = ({ id, ...body }: CategoryBody & { id: number }) =>
  api.put<Saved>(`/api/admin/categories/${id}`, body);

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.categories });
    },
  });
}
