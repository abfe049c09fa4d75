import type { QuoteActionAnswer, QuoteVersionBody } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { useQuoteMutation, type MutationConfig } from './quote-mutation';

export interface SendVersionVariables {
  number: string;
  body: QuoteVersionBody;
}

/** POST /api/admin/quotes/{number}/versions: a new version, mailed to the buyer (201). */
export function sendQuoteVersion({ number, body }: SendVersionVariables) {
  return api.post<QuoteActionAnswer>(
    `/api/admin/quotes/${encodeURIComponent(number)}/versions`,
    body,
  );
}

export const useSendQuoteVersion = (
  config: MutationConfig<SendVersionVariables, QuoteActionAnswer> = {},
) => useQuoteMutation(sendQuoteVersion, config);
