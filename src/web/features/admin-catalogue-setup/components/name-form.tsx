import { useState, type FormEvent } from 'react';
import { useOncePerRun } from '#src/web/lib/use-once-per-run';
import type { z } from 'zod';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { serverErrorFor } from '../lib/form-values';
import { secondaryButtonClassName, smallPrimaryClassName } from '../lib/styles';

interface NameFormProps<F extends string> {
  id: string;
  label: string;
  /** The body's field, e.g. `category_name`: the schema checks it, the server names it. */
  field: F;
  schema: z.ZodType<Record<F, string>>;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** The last refusal or failure, shown under the field. */
  error: unknown;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
}

/** One name to add or rename (a category, fabric or colour), checked before it is sent. */
export function NameForm<F extends string>({
  id,
  label,
  field,
  schema,
  initial = '',
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: NameFormProps<F>) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  // A refusal stays shown until the name is edited.
  const [edited, setEdited] = useState(false);
  const shown = problem ?? (edited ? undefined : serverErrorFor(field, error));

  const once = useOncePerRun(pending);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ [field]: value });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setEdited(false);
    once(() => {
      onSubmit(parsed.data[field]);
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <FormField id={id} label={label} error={shown} className="min-w-48 flex-1">
        {(control) => (
          <input
            {...control}
            value={value}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => {
              setValue(e.target.value);
              setProblem(undefined);
              setEdited(true);
            }}
            className={inputClassName}
          />
        )}
      </FormField>
      <div className="flex gap-2 pt-6">
        <button type="submit" disabled={pending} className={smallPrimaryClassName}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClassName}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
