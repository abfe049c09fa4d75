import { useMutation } from '@tanstack/react-query';
import type { QuoteFile } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';

export const QUOTE_FILES_PATH = '/api/quotes/files';

/**
 * POST /api/quotes/files (multipart, one part `file`): a file for a request or a message,
 * before it is sent. The server checks its size and content; its id goes in `file_ids`.
 */
export function uploadQuoteFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<QuoteFile>(QUOTE_FILES_PATH, form);
}

export const useUploadQuoteFile = () => useMutation({ mutationFn: uploadQuoteFile });
