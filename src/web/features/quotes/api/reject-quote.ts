import { postQuoteStep, useQuoteStep } from './use-quote-step';

export interface RejectQuoteInput {
  version: number;
  message?: string;
}

/** POST /api/quotes/{number}/reject: the version named is turned down; the quote closes. */
export const rejectQuote = (number: string, body: RejectQuoteInput) =>
  postQuoteStep(number, 'reject', body);

export const useRejectQuote = (number: string) => useQuoteStep(number, rejectQuote);
