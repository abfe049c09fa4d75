import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteActionAnswer } from '#src/shared/schemas/quotes';
import { api } from '#src/web/lib/api-client';
import { toastSuccess } from '#src/web/lib/toast';
import { QUOTES_QUERY_KEY } from './quotes-query-key';

/** The answer of POST /api/quotes/{number}/{step}: the server's message and the new state. */
export function postQuoteStep(number: string, step: string, body: unknown) {
  return api.post<QuoteActionAnswer>(`/api/quotes/${encodeURIComponent(number)}/${step}`, body);
}

/**
 * A step that moves or adds to a quote: its message as a toast, then the quote and the
 * list read again (the state, the thread and the actions all change).
 */
export function useQuoteStep<B>(
  number: string,
  send: (number: string, body: B) => Promise<QuoteActionAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(number, body),
    onSuccess: (answer) => {
      toastSuccess(answer.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}
