import type { z } from 'zod';
import type { quoteAnswerBody } from '#src/shared/schemas/quotes';
import { postQuoteStep, useQuoteStep } from './use-quote-step';

export type QuoteAnswerInput = z.output<typeof quoteAnswerBody>;

/** POST /api/quotes/{number}/revision: ask staff to revise the version named. */
export const requestRevision = (number: string, body: QuoteAnswerInput) =>
  postQuoteStep(number, 'revision', body);

export const useRequestRevision = (number: string) => useQuoteStep(number, requestRevision);
