import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createQuoteBody } from '#src/shared/schemas/quotes';
import type { quoteCreatedSchema } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { QUOTES_QUERY_KEY } from './quotes-query-key';

export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

/** POST /api/quotes: a request for a quote (or a draft, `draft: true`); 201 with its number. */
export function createQuote(body: z.input<typeof createQuoteBody>) {
  return api.post<QuoteCreated>('/api/quotes', body);
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}
