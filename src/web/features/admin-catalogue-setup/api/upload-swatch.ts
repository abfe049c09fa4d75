import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setupKeys, type Saved } from './keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.fabrics }),
  });
}
