import { useState, type FormEvent } from 'react';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { toastSuccess } from '#src/web/lib/toast';
import { useUpdateCreditLimit } from '../api/update-credit-limit';
import {
  readCreditLimit,
  secondaryButtonClassName,
  smallPrimaryClassName,
  textAreaClassName,
} from '../lib/display';

export const CREDIT_LIMIT_FAILED = 'The credit limit could not be saved. Please try again.';

/** A new limit with an optional note; `onDone` closes the form after saving or cancelling. */
export function CreditLimitForm({
  customerId,
  current,
  onDone,
}: {
  customerId: number;
  current: number;
  onDone: () => void;
}) {
  const mutation = useUpdateCreditLimit();
  const [limit, setLimit] = useState(current.toFixed(2));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const failure = mutation.isError && !shown.credit_limit && !shown.note;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readCreditLimit(limit, note);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    const parsed = read;
    setErrors({});
    mutation.mutate(
      { id: customerId, ...parsed.data },
      {
        onSuccess: () => {
          toastSuccess(`Credit limit set to ${formatEuro(parsed.data.credit_limit)}`, 3000);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Change credit limit" className="mt-4 space-y-2">
      <TextField
        id="credit-limit"
        label="New credit limit (€)"
        inputMode="decimal"
        autoComplete="off"
        value={limit}
        onValueChange={setLimit}
        error={shown.credit_limit}
      />
      <FormField id="credit-limit-note" label="Note (optional)" error={shown.note}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={textAreaClassName}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(mutation.error) ?? CREDIT_LIMIT_FAILED}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onDone}
          disabled={mutation.isPending}
          className={secondaryButtonClassName}
        >
          Cancel
        </button>
        <button type="submit" disabled={mutation.isPending} className={smallPrimaryClassName}>
          {mutation.isPending ? 'Saving…' : 'Save credit limit'}
        </button>
      </div>
    </form>
  );
}
