import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { FabricBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Created } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export const createFabric = (body: FabricBody) => api.post<Created>('/api/admin/fabrics', body);

export function useCreateFabric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFabric,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.fabrics });
    },
  });
}
