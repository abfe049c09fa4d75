import { postQuoteStep, useQuoteStep } from './use-quote-step';

/** POST /api/quotes/{number}/withdraw: a draft or a request is taken back; the quote closes. */
export const withdrawQuote = (number: string, body: { message?: string }) =>
  postQuoteStep(number, 'withdraw', body);

export const useWithdrawQuote = (number: string) => useQuoteStep(number, withdrawQuote);
