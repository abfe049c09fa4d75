import { useState, type FormEvent } from 'react';
import type { CreditLimitInput } from '#src/shared/schemas/admin-customers';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, type FieldMessages } from '#src/web/lib/form-errors';
import { toCents } from '#src/shared/domain/money';
import { formatEuro } from '#src/web/lib/format';
import { toastSuccess } from '#src/web/lib/toast';
import { readCreditLimit, textAreaClassName } from './console-forms';
import { PanelFormFooter } from './panel-form-footer';

export const CREDIT_LIMIT_FAILED = 'The credit limit could not be saved. Please try again.';

/** What saves the limit: a TanStack mutation of the customer's or the company's route. */
export interface CreditLimitSave {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (input: CreditLimitInput, options: { onSuccess: () => void }) => void;
}

/**
 * A new limit with an optional note; `onDone` closes the form after saving or cancelling.
 * A limit below what the company's credit already holds (`held`) is allowed, and said.
 */
export function CreditLimitForm({
  current,
  held,
  save,
  onDone,
}: {
  current: number;
  held: number;
  save: CreditLimitSave;
  onDone: () => void;
}) {
  const [limit, setLimit] = useState(current.toFixed(2));
  const typed = readCreditLimit(limit, '');
  const belowHeld =
    'data' in typed && toCents(typed.data.credit_limit) < toCents(held)
      ? `Below the ${formatEuro(held)} its credit already holds: no one can order for it until orders are paid or cancelled, or the limit is raised.`
      : undefined;
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(save.error), ...errors };
  const failure = save.isError && !shown.credit_limit && !shown.note;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readCreditLimit(limit, note);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    const parsed = read;
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(`Credit limit set to ${formatEuro(parsed.data.credit_limit)}`, 3000);
        onDone();
      },
    });
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
        hint={belowHeld}
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
      <PanelFormFooter
        save={save}
        failure={failure}
        fallbackMessage={CREDIT_LIMIT_FAILED}
        submitLabel="Save credit limit"
        onCancel={onDone}
      />
    </form>
  );
}
