import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';
import { APPROVALS_QUERY_KEY } from '#src/web/lib/approvals';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';

/** My Orders' key (features/orders): an approved checkout's orders show there at once. */

export type Decision =
  | { action: 'approve'; number: string }
  | { action: 'reject'; number: string; reason: string }
  | { action: 'withdraw'; number: string };

/**
 * POST /api/company/approvals/{number}/{approve|reject|withdraw} (docs/api.md
 * "Approvals"); afterwards the lists, the credit and My Orders are read again.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api.post<{ success: true; message: string }>(
        `/api/company/approvals/${encodeURIComponent(decision.number)}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]),
  });
}
