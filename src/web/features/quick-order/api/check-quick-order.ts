import { useMutation } from '@tanstack/react-query';
import type { QuickOrderLineText, QuickOrderReport } from '#src/shared/schemas/quick-order';
import { api } from '#src/web/lib/api-client';

/** What to check: pasted text, the lines as edited, or an uploaded file. */
export type QuickOrderSource = { text: string } | { lines: QuickOrderLineText[] } | { file: File };

/**
 * POST /api/quick-order/validate (text or lines) or /api/quick-order/upload (a file):
 * the server reads, checks and prices every line (docs/api.md "Quick order").
 */
export function checkQuickOrder(source: QuickOrderSource): Promise<QuickOrderReport> {
  if ('file' in source) {
    const form = new FormData();
    form.append('file', source.file, source.file.name);
    return api.post<QuickOrderReport>('/api/quick-order/upload', form);
  }
  return api.post<QuickOrderReport>('/api/quick-order/validate', source);
}

export const useCheckQuickOrder = () => useMutation({ mutationFn: checkQuickOrder });
