import type { QuoteActionAnswer } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { useQuoteMutation, type MutationConfig } from './quote-mutation';

export interface WithdrawVariables {
  number: string;
  message: string;
}

/** POST /api/admin/quotes/{number}/withdraw: closes the quote; the message goes to the buyer. */
export function withdrawQuote({ number, message }: WithdrawVariables) {
  return api.post<QuoteActionAnswer>(
    `/api/admin/quotes/${encodeURIComponent(number)}/withdraw`,
    message.trim() ? { message: message.trim() } : {},
  );
}

export const useWithdrawQuote = (
  config: MutationConfig<WithdrawVariables, QuoteActionAnswer> = {},
) => useQuoteMutation(withdrawQuote, config);
