import type { QuoteActionAnswer } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { useQuoteMutation, type MutationConfig } from './quote-mutation';

export interface SendMessageVariables {
  number: string;
  message: string;
  file_ids: string[];
}

/** POST /api/admin/quotes/{number}/messages: a message in the thread, with files. */
export function sendQuoteMessage({ number, message, file_ids }: SendMessageVariables) {
  return api.post<QuoteActionAnswer>(`/api/admin/quotes/${encodeURIComponent(number)}/messages`, {
    message,
    file_ids,
  });
}

export const useSendQuoteMessage = (
  config: MutationConfig<SendMessageVariables, QuoteActionAnswer> = {},
) => useQuoteMutation(sendQuoteMessage, config);
