import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ColorBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export const renameColor = ({
  fabricId,
  colorId,
  ...body
}: ColorBody & { fabricId: number; colorId: number }) =>
  api.put<Saved>(`/api/admin/fabrics/${fabricId}/colors/${colorId}`, body);

export function useRenameColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameColor,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.fabrics });
    },
  });
}
