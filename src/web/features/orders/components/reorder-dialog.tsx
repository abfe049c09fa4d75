import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '#src/shared/domain/cart';
import { formatCents, toCents } from '#src/shared/domain/money';
import { creditCovers, lineCentsOf } from '#src/shared/domain/pricing';
import {
  INSUFFICIENT_CREDIT,
  PRODUCT_UNAVAILABLE,
  reorderBody,
  type OrderCard,
} from '#src/shared/schemas/orders';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';
import { CreditHoldNotice } from '#src/web/components/ui/credit-hold-notice';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { useUserDetails } from '#src/web/lib/user-details';
import type { ReorderResponse, ReorderVariables } from '../api/reorder-product';
import { useReorderPreview } from '../api/reorder-preview';
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
 * optional reference, today's price and the credit it leaves before Submit.
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

/** A typed quantity the reorder accepts (1–99), else undefined. */
function validQuantity(typed: string): number | undefined {
  if (typed.trim() === '') return undefined;
  const parsed = reorderBody.shape.quantity.safeParse(Number(typed));
  return parsed.success ? parsed.data : undefined;
}

/** Mounted with each opening, so every reorder starts from the order's own quantity. */
function ReorderForm({ order, mutation }: { order: OrderCard; mutation: ReorderMutation }) {
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [reference, setReference] = useState('');
  const [askReference, setAskReference] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  // On credit hold the server refuses the reorder (docs/business-rules.md "Invoices and
  // payments"): the notice says why and Submit stays disabled.
  const details = useUserDetails();
  const onHold = details.data?.on_credit_hold === true;
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const referenceId = `reorder-reference-${order.id}`;

  /** The form's values as the API takes them, or undefined with the errors shown. */
  const checked = (referenceNumber: string) => {
    const parsed = reorderBody.safeParse({
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      referenceNumber,
    });
    setErrors(parsed.success ? {} : firstIssueMessages(parsed.error));
    return parsed.success ? parsed.data : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onHold) return;
    const values = checked(reference);
    if (!values) return;
    if (!values.referenceNumber) {
      // A blank reference is asked for, never silently the old one (docs/screens.md).
      setAskReference(true);
      document.getElementById(referenceId)?.focus();
      return;
    }
    mutation.mutate({ orderId: order.id, ...values });
  };

  const reorderUnderOriginal = () => {
    const values = checked(order.referenceNumber);
    if (values) mutation.mutate({ orderId: order.id, ...values });
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
        id={referenceId}
        label="Reference Number (optional)"
        maxLength={REFERENCE_MAX}
        value={reference}
        onValueChange={(value) => {
          setReference(value);
          if (value.trim()) setAskReference(false);
        }}
        error={shown.referenceNumber}
      />
      {askReference && (
        <div
          role="alert"
          className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <p>{referenceQuestion(order.referenceNumber)}</p>
          <button
            type="button"
            disabled={mutation.isPending || onHold}
            className={secondaryButtonClassName}
            onClick={reorderUnderOriginal}
          >
            Use {order.referenceNumber}
          </button>
        </div>
      )}
      <ReorderPrice order={order} quantity={validQuantity(quantity)} />
      <CreditHoldNotice user={details.data} id={`reorder-hold-${order.id}`} />
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose disabled={mutation.isPending} className={secondaryButtonClassName}>
          Cancel
        </DialogClose>
        <button
          type="submit"
          disabled={mutation.isPending || onHold}
          aria-describedby={onHold ? `reorder-hold-${order.id}` : undefined}
          className={`${primaryButtonClassName} py-2`}
        >
          Submit
        </button>
      </div>
    </form>
  );
}

export const referenceQuestion = (original: string) =>
  `Which reference is this reorder for? Type the new room or customer reference above, or reorder under the original one, ${original}.`;

export const REORDER_PRICE_FAILED =
  "Today's price could not be loaded: the reorder is priced when you submit it.";

/**
 * Today's unit price, the line total and the credit before and after, from the same
 * pricing the checkout uses (docs/business-rules.md "Prices"); or why it cannot be ordered.
 */
function ReorderPrice({ order, quantity }: { order: OrderCard; quantity: number | undefined }) {
  const preview = useReorderPreview(order, quantity);
  const details = useUserDetails();
  const box = 'rounded-md bg-linen-50 p-3 text-sm ring-1 ring-linen-200';

  if (order.productId === null || order.sizeId === null) {
    return (
      <p role="alert" className={`${box} text-red-700`}>
        {PRODUCT_UNAVAILABLE}
      </p>
    );
  }
  if (preview.isError) return <p className={`${box} text-linen-800`}>{REORDER_PRICE_FAILED}</p>;
  const today = preview.data?.lines[0];
  if (!today) {
    return (
      <p className={`${box} text-linen-800`} aria-busy="true">
        Checking today&apos;s price…
      </p>
    );
  }
  if ('message' in today) {
    return (
      <p role="alert" className={`${box} text-red-700`}>
        {today.message}
      </p>
    );
  }
  const line = quantity === undefined ? undefined : lineCentsOf(toCents(today.price), quantity);
  const available = details.data ? toCents(details.data.available_credit) : undefined;
  const after = line && available !== undefined ? available - line.totalCents : undefined;
  const row = 'flex justify-between gap-4';
  return (
    <section aria-label="Today's price" aria-busy={preview.isFetching} className={box}>
      <dl className="space-y-1">
        <div className={row}>
          <dt className="text-linen-700">Unit price today (excl. VAT)</dt>
          <dd>{formatCents(toCents(today.price))}</dd>
        </div>
        <div className={row}>
          <dt className="text-linen-700">VAT per unit</dt>
          <dd>{formatCents(toCents(today.vat))}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>{line ? `Line total (${quantity} × unit, VAT included)` : 'Line total'}</dt>
          <dd>{line ? formatCents(line.totalCents) : 'Enter a quantity'}</dd>
        </div>
        {available !== undefined && (
          <div className={`${row} border-t border-linen-200 pt-1`}>
            <dt className="text-linen-700">Credit available</dt>
            <dd>{formatCents(available)}</dd>
          </div>
        )}
        {after !== undefined && line && (
          <div className={row}>
            <dt className="text-linen-700">Credit left after this reorder</dt>
            <dd>{formatCents(Math.max(after, 0))}</dd>
          </div>
        )}
      </dl>
      {line && available !== undefined && !creditCovers(available, line.totalCents) && (
        <p role="alert" className="mt-2 text-red-700">
          {INSUFFICIENT_CREDIT} The line total is more than the credit available.
        </p>
      )}
    </section>
  );
}
