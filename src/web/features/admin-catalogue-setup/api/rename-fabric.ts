import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { FabricBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export const renameFabric = ({ id, ...body }: FabricBody & { id: number }) =>
  api.put<Saved>(`/api/admin/fabrics/${id}`, body);

export function useRenameFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFabric,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.fabrics });
    },
  });
}
