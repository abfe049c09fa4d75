import type { QuoteActionAnswer } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { useQuoteMutation, type MutationConfig } from './quote-mutation';

export interface ExtendVariables {
  number: string;
  valid_until: string;
}

/** POST /api/admin/quotes/{number}/extend: the current version holds until a later day. */
export function extendQuote({ number, valid_until }: ExtendVariables) {
  return api.post<QuoteActionAnswer>(`/api/admin/quotes/${encodeURIComponent(number)}/extend`, {
    valid_until,
  });
}

export const useExtendQuote = (config: MutationConfig<ExtendVariables, QuoteActionAnswer> = {}) =>
  useQuoteMutation(extendQuote, config);
