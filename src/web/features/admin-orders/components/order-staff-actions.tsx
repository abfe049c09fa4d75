import { useState } from 'react';
import { Link } from 'react-router';
import { orderTab } from '#src/shared/domain/orders';
import type { AdminOrderDetail } from '#src/shared/schemas/admin-orders';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatEuro } from '#src/web/lib/format';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCancelAdminOrder, useInvoiceOrderNow, useMarkOrderPaid } from '../api/order-actions';
import { dangerButtonClassName, secondaryButtonClassName } from '../lib/styles';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';

export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';
export const MARK_PAID_FAILED = 'The payment could not be recorded. Please try again.';
export const INVOICE_FAILED = 'The order could not be invoiced. Please try again.';

type Open = 'cancel' | 'paid' | 'invoice' | null;
type Props = Pick<AdminOrderDetail, 'order' | 'invoice'>;

/**
 * Invoice now, Mark paid and Cancel on the customer's behalf, each confirmed first. An
 * invoiced order is neither cancelled nor marked paid here: its payment is recorded on its
 * company's page (docs/business-rules.md "Invoices and payments").
 */
export function OrderStaffActions({ order, invoice }: Props) {
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
  const invoicing = useInvoiceOrderNow({
    onSuccess: (answer) => done(answer.message),
    onError: (error) => toastError(serverMessage(error) ?? INVOICE_FAILED),
  });
  const live = order.status !== 'cancelled';
  // An order marked paid before invoicing began is never invoiced (docs/business-rules.md
  // "Invoices and payments"): the server would refuse.
  const canInvoice = live && invoice === null && !order.paidAt && orderTab(order) === 'Delivered';
  const canPay = live && !order.paidAt && invoice === null;
  const canCancel = order.staffCanCancel && invoice === null;
  const payOnCompany = live && invoice !== null && invoice.openAmount > 0;
  if (!canInvoice && !canPay && !canCancel && !payOnCompany) return null;
  const busy = cancel.isPending || paid.isPending || invoicing.isPending;
  const onOpenChange = (next: boolean) => !next && setOpen(null);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {payOnCompany && (
        <Link
          to={`/admin/companies/${order.companyId}`}
          className="text-sm text-walnut-800 underline underline-offset-4"
        >
          Record a payment on the company page
        </Link>
      )}
      {canInvoice && (
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={busy}
          onClick={() => setOpen('invoice')}
        >
          Invoice now
        </button>
      )}
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
      {canCancel && (
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
        open={open === 'invoice'}
        onOpenChange={onOpenChange}
        title={`Invoice ${order.trackingId} now?`}
        description="The invoice (with the other orders of its checkout delivered the same day) is issued and emailed to the company’s invoice email. An invoice never changes: the order can then no longer be moved back from Order Delivered or cancelled, only corrected with a credit note."
        confirmLabel="Invoice now"
        busyLabel="Invoicing…"
        busy={busy}
        onConfirm={() => invoicing.mutate(order.id)}
      />
      <ConfirmDialog
        open={open === 'paid'}
        onOpenChange={onOpenChange}
        title={`Mark ${order.trackingId} paid?`}
        // The server invoices the order first (the invoice is mailed), then records its payment.
        description={`${formatEuro(order.totalPrice)} from ${order.customer.fullName}. The order is invoiced (the invoice emailed to the company’s invoice email) and a payment of the invoice recorded; the amount stops counting against their credit.`}
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
