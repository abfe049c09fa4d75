import { useState } from 'react';
import { ORDER_DELIVERED } from '#src/shared/domain/orders';
import type { AdminOrderDetail } from '#src/shared/schemas/admin-orders';
import { inputClassName } from '#src/web/components/ui/form-field';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useSetDeliveryStatus } from '../api/order-actions';
import { secondaryButtonClassName, smallPrimaryButtonClassName } from '../lib/styles';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';

export const STATUS_CHANGE_FAILED = 'The delivery status could not be changed. Please try again.';
const LOCKS_CANCEL = new Set(['scheduled', 'out for delivery', 'order delivered']);

type Props = Pick<AdminOrderDetail, 'order' | 'deliveryStatuses' | 'invoice'>;
const isDelivered = (status: string) => status.trim().toLowerCase() === ORDER_DELIVERED;
type Target = { id: number; deliveryStatus: string };

/**
 * Advance one step, or set any status of the ordered list; both confirmed, because
 * the customer is emailed at once and cannot take it back. An invoiced order that is
 * delivered stays so (the server refuses with ORDER_INVOICED): its progress is only shown.
 */
export function DeliveryStatusControl({ order, deliveryStatuses, invoice }: Props) {
  // What staff picked in the list; until then (and after a change) the order's own status.
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? String(order.deliveryStatusId);
  const [target, setTarget] = useState<Target | null>(null);
  const change = useSetDeliveryStatus({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setTarget(null);
      setPicked(null);
    },
    onError: (error) => {
      toastError(serverMessage(error) ?? STATUS_CHANGE_FAILED);
      setTarget(null);
    },
  });

  if (order.status === 'cancelled') {
    return <p className="text-sm text-linen-700">A cancelled order’s delivery status is final.</p>;
  }
  const at = deliveryStatuses.findIndex((s) => s.id === order.deliveryStatusId);
  const next = at >= 0 ? deliveryStatuses[at + 1] : undefined;
  const pickedStatus = deliveryStatuses.find((s) => String(s.id) === chosen);
  const frozen = invoice !== null && isDelivered(order.deliveryStatus);
  // Delivering an order not yet invoiced invoices it (docs/business-rules.md "Invoices and payments").
  const invoices = invoice === null && target !== null && isDelivered(target.deliveryStatus);

  const progress = (
    <ol className="flex flex-wrap gap-2 text-xs" aria-label="Delivery progress">
      {deliveryStatuses.map((status, index) => (
        <li
          key={status.id}
          aria-current={index === at ? 'step' : undefined}
          className={`rounded-full px-2.5 py-1 ring-1 ${
            index === at
              ? 'bg-walnut-700 text-white ring-walnut-700'
              : index < at
                ? 'bg-linen-100 text-linen-800 ring-linen-300'
                : 'bg-white text-linen-600 ring-linen-200'
          }`}
        >
          {status.deliveryStatus}
        </li>
      ))}
    </ol>
  );
  if (frozen) {
    return (
      <div className="space-y-3">
        {progress}
        <p className="text-sm text-linen-700">
          This order is invoiced ({invoice.number}): its delivery status can no longer change, nor
          can it be cancelled. Correct it with a credit note.
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {progress}
      <div className="flex flex-wrap items-end gap-2">
        {next && (
          <button
            type="button"
            className={smallPrimaryButtonClassName}
            disabled={change.isPending}
            onClick={() => setTarget(next)}
          >
            Advance to {next.deliveryStatus}
          </button>
        )}
        <div>
          <label htmlFor="set-delivery-status" className="block text-sm font-medium">
            Set delivery status
          </label>
          <select
            id="set-delivery-status"
            value={chosen}
            onChange={(e) => setPicked(e.target.value)}
            className={`mt-1 ${inputClassName}`}
          >
            {deliveryStatuses.map((status) => (
              <option key={status.id} value={String(status.id)}>
                {status.deliveryStatus}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={change.isPending || !pickedStatus || pickedStatus.id === order.deliveryStatusId}
          onClick={() => pickedStatus && setTarget(pickedStatus)}
        >
          Set status
        </button>
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={`Set ${order.trackingId} to ${target?.deliveryStatus ?? ''}?`}
        description={
          <>
            {order.customer.fullName} ({order.customer.email}) will be emailed, and tracking shows
            the new status at once.
            {target && LOCKS_CANCEL.has(target.deliveryStatus.trim().toLowerCase())
              ? ' From now on the customer can no longer cancel this order.'
              : ''}
            {invoices
              ? ' The order will be invoiced (at once, or by the day’s run when other orders of its checkout are still on their way) and the invoice emailed to the company’s invoice email. Once invoiced it can no longer be moved back or cancelled.'
              : ''}
          </>
        }
        confirmLabel={`Set to ${target?.deliveryStatus ?? ''}`}
        busy={change.isPending}
        onConfirm={() => target && change.mutate({ id: order.id, deliveryStatusId: target.id })}
      />
    </div>
  );
}
