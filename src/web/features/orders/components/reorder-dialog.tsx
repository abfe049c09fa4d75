import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '#src/shared/domain/cart';
import { reorderBody, type OrderCard } from '#src/shared/schemas/orders';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import type { ReorderResponse, ReorderVariables } from '../api/reorder-product';
import { secondaryButtonClassName } from '../lib/order-display';

export type ReorderMutation = UseMutationResult<ReorderResponse, Error, ReorderVariables>;

export interface ReorderDialogProps {
  order: OrderCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: ReorderMutation;
  /** The order's other request is running: the trigger waits too. */
  disabled: boolean;
}

/**
 * The Reorder button and its modal (docs/screens.md "My Orders and tracking"): quantity and an
 * optional reference.
 */
export function ReorderDialog({
  order,
  open,
  onOpenChange,
  mutation,
  disabled,
}: ReorderDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A new attempt starts without the previous one's errors.
        if (next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <DialogTrigger disabled={disabled || mutation.isPending} className={secondaryButtonClassName}>
        Reorder
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-10">Reorder</DialogTitle>
        <DialogDescription>
          {order.product_name}, as in order {order.trackingId}.
        </DialogDescription>
        <ReorderForm order={order} mutation={mutation} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with each opening, so every reorder starts from the order's own quantity. */
function ReorderForm({ order, mutation }: { order: OrderCard; mutation: ReorderMutation }) {
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reorderBody.safeParse({
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      referenceNumber: reference,
    });
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    const referenceNumber = parsed.data.referenceNumber;
    mutation.mutate({
      orderId: order.id,
      quantity: parsed.data.quantity,
      // Optional: a blank box sends none rather than an empty reference.
      ...(referenceNumber ? { referenceNumber } : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-2">
      <TextField
        id={`reorder-quantity-${order.id}`}
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        required
        value={quantity}
        onValueChange={setQuantity}
        error={shown.quantity}
      />
      <TextField
        id={`reorder-reference-${order.id}`}
        label="Reference Number (optional)"
        maxLength={REFERENCE_MAX}
        value={reference}
        onValueChange={setReference}
        error={shown.referenceNumber}
      />
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose disabled={mutation.isPending} className={secondaryButtonClassName}>
          Cancel
        </DialogClose>
        <button
          type="submit"
          disabled={mutation.isPending}
          className={`${primaryButtonClassName} py-2`}
        >
          Submit
        </button>
      </div>
    </form>
  );
}
