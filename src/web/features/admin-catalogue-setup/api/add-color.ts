import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ColorBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Created } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export const addColor = ({ fabricId, ...body }: ColorBody & { fabricId: number }) =>
  api.post<Created>(`/api/admin/fabrics/${fabricId}/colors`, body);

export function useAddColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addColor,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.fabrics });
    },
  });
}
