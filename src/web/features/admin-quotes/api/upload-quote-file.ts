import { useMutation } from '@tanstack/react-query';
import type { QuoteFile } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';

/** POST /api/admin/quotes/files (one `file` part): 201 with the id a version or message names. */
export function uploadQuoteFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<QuoteFile>('/api/admin/quotes/files', form);
}

export const useUploadQuoteFile = () => useMutation({ mutationFn: uploadQuoteFile });
