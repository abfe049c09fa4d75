import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

export interface UploadSwatchInput {
  fabricId: number;
  colorId: number;
  file: File;
}

export function uploadSwatch({ fabricId, colorId, file }: UploadSwatchInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<Saved & { image_url: string }>(
    `/api/admin/fabrics/${fabricId}/colors/${colorId}/swatch`,
    form,
  );
}

export function useUploadSwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSwatch,
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.fabrics });
    },
  });
}
