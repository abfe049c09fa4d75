import { useState, type FormEvent } from 'react';
import { toCents } from '#src/shared/domain/money';
import { allocationBody, type Payment } from '#src/shared/schemas/invoices';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useAllocatePayment } from '../api/allocate-payment';
import type { OpenInvoice } from '../api/get-company-payments';
import {
  allocationError,
  messageNotBesideAField,
  messagesByPath,
  readAllocations,
  type TypedAllocations,
} from '../lib/money-form';
import { AllocationInputs } from './allocation-inputs';

export const ALLOCATION_FAILED = 'The payment could not be allocated. Please try again.';

/** "Allocate…" on a payment with money left: set it against the invoices staff choose. */
export function AllocatePaymentDialog({
  companyId,
  payment,
  openInvoices,
}: {
  companyId: number;
  payment: Payment;
  openInvoices: readonly OpenInvoice[];
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
        Allocate…<span className="sr-only"> the payment of {name}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[min(92vw,40rem)]">
          <DialogTitle className="pr-10">Allocate the payment</DialogTitle>
          <DialogDescription>
            {formatEuro(payment.unallocated)} of this payment of {name} is unallocated.
          </DialogDescription>
          <AllocateForm
            companyId={companyId}
            payment={payment}
            openInvoices={openInvoices}
            onDone={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function AllocateForm({
  companyId,
  payment,
  openInvoices,
  onDone,
}: {
  companyId: number;
  payment: Payment;
  openInvoices: readonly OpenInvoice[];
  onDone: () => void;
}) {
  const [typed, setTyped] = useState<TypedAllocations>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState<string[]>([]);
  const mutation = useAllocatePayment();
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const rowError = (number: string) => allocationError(shown, sent, number);
  const availableCents = toCents(payment.unallocated);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readAllocations(openInvoices, typed, availableCents);
    const parsed = allocationBody.safeParse({ allocations: read.allocations });
    const found = { ...messagesByPath(parsed.error), ...read.errors };
    setSent(read.numbers);
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
    <form noValidate onSubmit={submit} aria-label="Allocate the payment" className="mt-4 space-y-3">
      <AllocationInputs
        idPrefix={`allocate-${payment.id}`}
        invoices={openInvoices}
        typed={typed}
        onChange={setTyped}
        availableCents={availableCents}
        errorOf={rowError}
        error={shown.allocations}
      />
      <PanelFormFooter
        save={mutation}
        failure={
          mutation.isError &&
          messageNotBesideAField(serverMessage(mutation.error), [
            shown.allocations,
            ...sent.map(rowError),
          ])
        }
        fallbackMessage={ALLOCATION_FAILED}
        submitLabel="Allocate"
        onCancel={onDone}
      />
    </form>
  );
}
