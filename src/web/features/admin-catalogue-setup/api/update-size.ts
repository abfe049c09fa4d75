import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { SizeBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export const updateSize = ({ id, ...body }: SizeBody & { id: number }) =>
  api.put<Saved>(`/api/admin/sizes/${id}`, body);

export function useUpdateSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSize,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.sizes });
    },
  });
}
