import { useState, type FormEvent } from 'react';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { toCents } from '#src/shared/domain/money';
import { REFUND_ABOVE_UNALLOCATED, refundBody, type Payment } from '#src/shared/schemas/invoices';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useRefundPayment } from '../api/refund-payment';
import { messageNotBesideAField, messagesByPath, readAmount, typedCents } from '../lib/money-form';

export const REFUND_FAILED = 'The refund could not be recorded. Please try again.';

/** "Refund…" on a payment with money left: what the shop paid back, and when. */
export function RefundPaymentDialog({
  companyId,
  payment,
}: {
  companyId: number;
  payment: Payment;
}) {
  const [open, setOpen] = useState(false);
  const name = `${formatEuro(payment.amount)} of ${formatDate(payment.receivedOn)}`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm underline underline-offset-4"
      >
        Refund…<span className="sr-only"> the payment of {name}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle className="pr-10">Refund the payment</DialogTitle>
          <DialogDescription>
            At most the {formatEuro(payment.unallocated)} of this payment of {name} that is
            unallocated.
          </DialogDescription>
          <RefundForm companyId={companyId} payment={payment} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function RefundForm({
  companyId,
  payment,
  onDone,
}: {
  companyId: number;
  payment: Payment;
  onDone: () => void;
}) {
  const [refundedOn, setRefundedOn] = useState(() => dublinDate());
  const [amount, setAmount] = useState(payment.unallocated.toFixed(2));
  const [bankReference, setBankReference] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const mutation = useRefundPayment();
  const shown = { ...serverFieldErrors(mutation.error), ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readAmount(amount);
    const cents = typedCents(amount);
    const parsed = refundBody.safeParse({
      refunded_on: refundedOn,
      amount: read.amount,
      bank_reference: bankReference,
    });
    const found: FieldMessages = {
      ...messagesByPath(parsed.error),
      ...(cents !== null && cents > toCents(payment.unallocated)
        ? { amount: REFUND_ABOVE_UNALLOCATED(formatEuro(payment.unallocated)) }
        : {}),
      ...(read.amount === undefined ? { amount: 'Enter the amount refunded' } : {}),
      ...(read.problem ? { amount: read.problem } : {}),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(
      { companyId, paymentId: payment.id, body: parsed.data },
      {
        onSuccess: () => {
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Refund the payment" className="mt-4 space-y-2">
      <TextField
        id={`refund-${payment.id}-on`}
        label="Refunded on"
        type="date"
        value={refundedOn}
        onValueChange={setRefundedOn}
        error={shown.refunded_on}
      />
      <TextField
        id={`refund-${payment.id}-amount`}
        label="Amount (€)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={setAmount}
        error={shown.amount}
      />
      <TextField
        id={`refund-${payment.id}-reference`}
        label="Bank reference (optional)"
        autoComplete="off"
        maxLength={100}
        value={bankReference}
        onValueChange={setBankReference}
        error={shown.bank_reference}
      />
      <PanelFormFooter
        save={mutation}
        failure={
          mutation.isError &&
          messageNotBesideAField(serverMessage(mutation.error), [
            shown.refunded_on,
            shown.amount,
            shown.bank_reference,
          ])
        }
        fallbackMessage={REFUND_FAILED}
        submitLabel="Record refund"
        onCancel={onDone}
      />
    </form>
  );
}
