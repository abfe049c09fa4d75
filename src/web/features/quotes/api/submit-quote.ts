import { postQuoteStep, useQuoteStep } from './use-quote-step';

/** POST /api/quotes/{number}/submit: a draft is sent (draft → requested). */
export const submitQuote = (number: string) => postQuoteStep(number, 'submit', {});

export const useSubmitQuote = (number: string) => useQuoteStep<void>(number, (n) => submitQuote(n));
