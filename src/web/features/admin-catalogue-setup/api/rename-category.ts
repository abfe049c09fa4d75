import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { CategoryBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

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
