import type { z } from 'zod';
import type { quoteMessageBody } from '#src/shared/schemas/quotes';
import { postQuoteStep, useQuoteStep } from './use-quote-step';

export type QuoteMessageInput = z.output<typeof quoteMessageBody>;

/** POST /api/quotes/{number}/messages: a message in the thread, with its files. */
export const sendQuoteMessage = (number: string, body: QuoteMessageInput) =>
  postQuoteStep(number, 'messages', body);

export const useSendQuoteMessage = (number: string) => useQuoteStep(number, sendQuoteMessage);
