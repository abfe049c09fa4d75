import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPROVED, REJECTED, WITHDRAWN } from '#src/shared/schemas/approvals';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';
import { APPROVALS_QUERY_KEY } from '#src/web/lib/approvals';
import { toastSuccess } from '#src/web/lib/toast';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';

export type Decision =
  | { action: 'approve'; number: string }
  | { action: 'reject'; number: string; reason: string }
  | { action: 'withdraw'; number: string };

const DONE: Record<Decision['action'], string> = {
  approve: APPROVED,
  reject: REJECTED,
  withdraw: WITHDRAWN,
};
/** "CHK-2026-00042 approved: the orders are placed", from the server's "Approved: …". */
const doneText = (number: string, action: Decision['action']) =>
  `${number} ${DONE[action].charAt(0).toLowerCase()}${DONE[action].slice(1).replace(/\.$/, '')}`;

/**
 * POST /api/company/approvals/{number}/{approve|reject|withdraw} (docs/api.md
 * "Approvals"); afterwards the lists, the credit and My Orders are read again. The
 * confirmation is shown here, not by the card that asked: the card leaves the list as
 * it is read again, and callbacks of a component that has gone do not run.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api.post<{ success: true; message: string }>(
        `/api/company/approvals/${encodeURIComponent(decision.number)}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
      ),
    onSuccess: (_answer, decision) => {
      toastSuccess(doneText(decision.number, decision.action));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]),
  });
}
