import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SizeBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '../../../components/admin/use-audit-trail';

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
