import { useState, type FormEvent } from 'react';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentBody } from '#src/shared/schemas/invoices';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import { FormField, inputClassName, TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { useOncePerRun } from '#src/web/lib/use-once-per-run';
import type { OpenInvoice } from '../api/get-company-payments';
import { useRecordPayment } from '../api/record-payment';
import {
  allocationError,
  messageNotBesideAField,
  messagesByPath,
  readAllocations,
  readAmount,
  typedCents,
  type TypedAllocations,
} from '../lib/money-form';
import { AllocationInputs } from './allocation-inputs';

type Method = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_FAILED = 'The payment could not be recorded. Please try again.';

/**
 * Money the company paid, as staff read it off the bank statement. The form's key is made
 * once when it opens and sent with every try: the server records one payment per key, so
 * a second click or a retry after a lost answer records nothing twice.
 */
export function RecordPaymentForm({
  companyId,
  openInvoices,
  onDone,
}: {
  companyId: number;
  openInvoices: readonly OpenInvoice[];
  onDone: () => void;
}) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const [receivedOn, setReceivedOn] = useState(() => dublinDate());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [bankReference, setBankReference] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [typed, setTyped] = useState<TypedAllocations>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState<string[]>([]);
  const mutation = useRecordPayment();
  // A double click sends one request; a try after a refusal or a lost answer sends again.
  const once = useOncePerRun(mutation.isPending, mutation.submittedAt);
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const rowError = (number: string) => allocationError(shown, sent, number);
  const displayed = [
    shown.received_on,
    shown.amount,
    shown.method,
    shown.bank_reference,
    ...(choosing ? [shown.allocations, ...sent.map(rowError)] : []),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readAmount(amount);
    const allocated = choosing
      ? readAllocations(openInvoices, typed, typedCents(amount))
      : { allocations: undefined, errors: {}, numbers: [] };
    const parsed = paymentBody.safeParse({
      received_on: receivedOn,
      amount: read.amount,
      method,
      bank_reference: bankReference,
      ...(allocated.allocations ? { allocations: allocated.allocations } : {}),
      request_key: requestKey,
    });
    const found: FieldMessages = {
      ...messagesByPath(parsed.error),
      ...allocated.errors,
      ...(read.amount === undefined ? { amount: 'Enter the amount received' } : {}),
      ...(read.problem ? { amount: read.problem } : {}),
    };
    setSent(allocated.numbers);
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    once(() =>
      mutation.mutate(
        { companyId, body: parsed.data },
        {
          onSuccess: () => {
            onDone();
          },
        },
      ),
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Record payment" className="mt-4 space-y-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          id="payment-received-on"
          label="Received on"
          type="date"
          value={receivedOn}
          onValueChange={setReceivedOn}
          error={shown.received_on}
        />
        <TextField
          id="payment-amount"
          label="Amount (€)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValueChange={setAmount}
          error={shown.amount}
        />
        <FormField id="payment-method" label="Method" error={shown.method}>
          {(control) => (
            <select
              {...control}
              value={method}
              onChange={(e) => setMethod(e.target.value as Method)}
              className={inputClassName}
            >
              {PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {PAYMENT_METHOD_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="payment-bank-reference"
          label="Bank reference (optional)"
          autoComplete="off"
          maxLength={100}
          value={bankReference}
          onValueChange={setBankReference}
          error={shown.bank_reference}
        />
      </div>
      {/* `min-w-0`: a fieldset is as wide as its content by default, so the invoices' table
          would widen the page on a phone instead of scrolling in its own box. */}
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-medium">Allocation</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="payment-allocation"
            checked={!choosing}
            onChange={() => setChoosing(false)}
          />
          Oldest open invoices first
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="payment-allocation"
            checked={choosing}
            onChange={() => setChoosing(true)}
          />
          Choose invoices
        </label>
        {choosing && (
          <AllocationInputs
            idPrefix="payment-allocation"
            invoices={openInvoices}
            typed={typed}
            onChange={setTyped}
            availableCents={typedCents(amount)}
            errorOf={rowError}
            error={shown.allocations}
          />
        )}
      </fieldset>
      <PanelFormFooter
        save={mutation}
        failure={
          mutation.isError && messageNotBesideAField(serverMessage(mutation.error), displayed)
        }
        fallbackMessage={PAYMENT_FAILED}
        submitLabel="Record payment"
        onCancel={onDone}
      />
    </form>
  );
}
