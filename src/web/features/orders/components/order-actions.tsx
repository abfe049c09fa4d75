import { useState } from 'react';
import { canCancel } from '#src/shared/domain/orders';
import { ORDER_CANCELLED, REORDER_PLACED, type OrderCard } from '#src/shared/schemas/orders';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';
import { isNetworkFailure, serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useReorderProduct } from '../api/reorder-product';
import {
  CANCEL_FAILED,
  CANCEL_TOAST_MS,
  REORDER_FAILED,
  REORDER_NO_ANSWER,
  REORDER_TOAST_MS,
  secondaryButtonClassName,
} from '../lib/order-display';
import { ReorderDialog } from './reorder-dialog';

const dangerButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

type Open = 'cancel' | 'reorder' | null;

/**
 * Cancel (only while the rule of docs/business-rules.md "Cancellation" allows it, confirmed first)
 * and Reorder for one order. Each order has its own requests, so only its buttons wait on them.
 */
export function OrderActions({ order, className = '' }: { order: OrderCard; className?: string }) {
  const [open, setOpen] = useState<Open>(null);
  // Toasts live in the mutations, not in mutate(): a cancelled order leaves the Active
  // tab when the list refreshes, and these buttons with it.
  const cancel = useCancelOrder({
    onSuccess: (response) => {
      toastSuccess(response.message || ORDER_CANCELLED, CANCEL_TOAST_MS);
    },
    onError: (error) => {
      toastError(serverMessage(error) ?? CANCEL_FAILED, CANCEL_TOAST_MS);
    },
  });
  const reorder = useReorderProduct({
    onSuccess: (response) => {
      toastSuccess(response.message || REORDER_PLACED, REORDER_TOAST_MS);
      setOpen(null);
    },
    onError: (error) => {
      toastError(
        isNetworkFailure(error) ? REORDER_NO_ANSWER : (serverMessage(error) ?? REORDER_FAILED),
        REORDER_TOAST_MS,
      );
    },
  });
  const busy = cancel.isPending || reorder.isPending;
  const onOpenChange = (which: Exclude<Open, null>) => (next: boolean) => {
    setOpen(next ? which : null);
  };

  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {canCancel(order) && (
        <Dialog open={open === 'cancel'} onOpenChange={onOpenChange('cancel')}>
          <DialogTrigger disabled={busy} className={dangerButtonClassName}>
            Cancel
          </DialogTrigger>
          <DialogContent className="max-w-md">
            <DialogTitle className="pr-10">Cancel order {order.trackingId}?</DialogTitle>
            <DialogDescription>
              {order.product_name} × {order.quantity}. Its credit is released once it is cancelled.
            </DialogDescription>
            <div className="mt-6 flex justify-end gap-3">
              <DialogClose className={secondaryButtonClassName}>Keep order</DialogClose>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setOpen(null);
                  cancel.mutate(order.id);
                }}
                className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                Cancel order
              </button>
            </div>
          </DialogContent>
        </Dialog>
      )}
      <ReorderDialog
        order={order}
        open={open === 'reorder'}
        onOpenChange={onOpenChange('reorder')}
        mutation={reorder}
        disabled={busy}
      />
    </div>
  );
}
