import { useState } from 'react';
import type { AdminOrderDetail } from '#src/shared/schemas/admin-orders';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatEuro } from '#src/web/lib/format';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCancelAdminOrder, useMarkOrderPaid } from '../api/order-actions';
import { dangerButtonClassName, secondaryButtonClassName } from '../lib/styles';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';

export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';
export const MARK_PAID_FAILED = 'The payment could not be recorded. Please try again.';

type Open = 'cancel' | 'paid' | null;

/** Cancel on the customer's behalf and Mark paid, each confirmed first. */
export function OrderStaffActions({ order }: { order: AdminOrderDetail['order'] }) {
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const done = (message: string) => {
    toastSuccess(message);
    setOpen(null);
  };
  const cancel = useCancelAdminOrder({
    onSuccess: (answer) => done(answer.message),
    onError: (error) => toastError(serverMessage(error) ?? CANCEL_FAILED),
  });
  const paid = useMarkOrderPaid({
    onSuccess: (answer) => done(answer.message),
    onError: (error) => toastError(serverMessage(error) ?? MARK_PAID_FAILED),
  });
  const canPay = order.status !== 'cancelled' && !order.paidAt;
  if (!order.staffCanCancel && !canPay) return null;
  const busy = cancel.isPending || paid.isPending;
  const onOpenChange = (next: boolean) => !next && setOpen(null);

  return (
    <div className="flex flex-wrap gap-2">
      {canPay && (
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={busy}
          onClick={() => setOpen('paid')}
        >
          Mark paid
        </button>
      )}
      {order.staffCanCancel && (
        <button
          type="button"
          className={dangerButtonClassName}
          disabled={busy}
          onClick={() => setOpen('cancel')}
        >
          Cancel order
        </button>
      )}
      <ConfirmDialog
        open={open === 'paid'}
        onOpenChange={onOpenChange}
        title={`Mark ${order.trackingId} paid?`}
        description={`${formatEuro(order.totalPrice)} from ${order.customer.fullName}. The amount stops counting against their credit.`}
        confirmLabel="Mark paid"
        busy={busy}
        onConfirm={() => paid.mutate(order.id)}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={onOpenChange}
        title={`Cancel ${order.trackingId}?`}
        description={`${order.quantity} × ${order.productName} for ${order.customer.fullName}. The customer is emailed and the credit released.`}
        confirmLabel="Cancel order"
        keepLabel="Keep order"
        danger
        busy={busy}
        onConfirm={() => cancel.mutate({ id: order.id, reason })}
      >
        <label htmlFor="cancel-reason" className="mt-4 block text-sm font-medium">
          Reason (optional, sent to the customer)
        </label>
        <textarea
          id="cancel-reason"
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          className={`mt-1 ${inputClassName}`}
        />
      </ConfirmDialog>
    </div>
  );
}
