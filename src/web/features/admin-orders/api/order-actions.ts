import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrderAction } from '#src/shared/schemas/admin-orders';
import type { MoneyAction } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';

type Config<V, R = AdminOrderAction> = Pick<
  UseMutationOptions<R, Error, V>,
  'onSuccess' | 'onError'
>;

/** Every action changes the order, its list rows and the customer's credit: refresh them all. */
function useOrderMutation<V, R = AdminOrderAction>(
  mutationFn: (variables: V) => Promise<R>,
  config: Config<V, R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    // A refusal (409) means the order moved on elsewhere: show it as it is now.
    // Customers' credit and the dashboard's counts live under ['admin'] too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** PUT /api/admin/orders/{id}/delivery-status; the server mails the customer. */
export function setDeliveryStatus({
  id,
  deliveryStatusId,
}: {
  id: number;
  deliveryStatusId: number;
}) {
  return api.put<AdminOrderAction>(`/api/admin/orders/${id}/delivery-status`, { deliveryStatusId });
}

export const useSetDeliveryStatus = (
  config: Config<{ id: number; deliveryStatusId: number }> = {},
) => useOrderMutation(setDeliveryStatus, config);

/** POST /api/admin/orders/{id}/cancel: on the customer's behalf; frees its credit. */
export function cancelAdminOrder({ id, reason }: { id: number; reason: string }) {
  return api.post<AdminOrderAction>(
    `/api/admin/orders/${id}/cancel`,
    reason.trim() ? { reason: reason.trim() } : {},
  );
}

export const useCancelAdminOrder = (config: Config<{ id: number; reason: string }> = {}) =>
  useOrderMutation(cancelAdminOrder, config);

/** POST /api/admin/orders/{id}/mark-paid: frees its credit (docs/business-rules.md "Credit"). */
export function markOrderPaid(id: number) {
  return api.post<AdminOrderAction>(`/api/admin/orders/${id}/mark-paid`);
}

export const useMarkOrderPaid = (config: Config<number> = {}) =>
  useOrderMutation(markOrderPaid, config);

/**
 * POST /api/admin/orders/{id}/invoice: "Invoice now", with the orders of its checkout
 * delivered the same day; the invoice is mailed (docs/business-rules.md "Invoices and payments").
 */
export function invoiceOrderNow(id: number) {
  return api.post<MoneyAction>(`/api/admin/orders/${id}/invoice`);
}

export const useInvoiceOrderNow = (config: Config<number, MoneyAction> = {}) =>
  useOrderMutation(invoiceOrderNow, config);
