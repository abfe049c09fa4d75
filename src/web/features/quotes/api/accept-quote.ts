import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwaitingApproval } from '#src/shared/schemas/approvals';
import type { PlacedOrder } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { APPROVALS_QUERY_KEY } from '#src/web/lib/approvals';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { QUOTES_QUERY_KEY } from './quotes-query-key';

/** 201: the orders are placed; 202: above the buyer's limit, sent to the company's approvers. */
export type AcceptQuoteAnswer = PlacedOrder | AwaitingApproval;

export const isAwaiting = (answer: AcceptQuoteAnswer): answer is AwaitingApproval =>
  'state' in answer && answer.state === 'awaiting';

export interface AcceptQuoteInput {
  version: number;
  po_number?: string | undefined;
  /** One per attempt, the same for its retries: the server places the orders once. */
  idempotencyKey: string;
}

/**
 * POST /api/quotes/{number}/accept: the version's prices become orders, as checkout places
 * them. 409/422 with the reason (expired, superseded, credit hold, not enough credit).
 */
export function acceptQuote(number: string, { idempotencyKey, ...body }: AcceptQuoteInput) {
  return api.post<AcceptQuoteAnswer>(`/api/quotes/${encodeURIComponent(number)}/accept`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useAcceptQuote(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptQuoteInput) => acceptQuote(number, input),
    // Orders, credit and approvals change with the quote.
    onSettled: () =>
      Promise.all(
        [QUOTES_QUERY_KEY, ORDERS_QUERY_KEY, USER_DETAILS_QUERY_KEY, APPROVALS_QUERY_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
