import { useState, type FormEvent } from 'react';
import { useOncePerRun } from '#src/web/lib/use-once-per-run';
import { sizeBody, type SizeBody } from '#src/shared/schemas/admin-catalogue-setup';
import { TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { decimalCommaErrors, numberOrNull, requiredNumber } from '../lib/form-values';
import { secondaryButtonClassName, smallPrimaryClassName } from '../lib/styles';

type Draft = Record<keyof SizeBody, string>;

const draftOf = (size?: SizeBody): Draft => ({
  size: size?.size ?? '',
  length: size?.length == null ? '' : String(size.length),
  width: size?.width == null ? '' : String(size.width),
  height: size?.height == null ? '' : String(size.height),
  multiplier: size ? String(size.multiplier) : '1',
});

interface SizeFormProps {
  /** Prefix of the fields' ids: one form per row may be open. */
  idPrefix: string;
  initial?: SizeBody;
  /** Which size the labels name when several forms are on screen. */
  labelFor?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: SizeBody) => void;
  onCancel?: () => void;
}

/** A size's name, dimensions (cm) and storage multiplier, checked before they are sent. */
export function SizeForm({
  idPrefix,
  initial,
  labelFor,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SizeFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [edited, setEdited] = useState(false);
  const server = edited ? {} : serverFieldErrors(error);
  const shown = { ...server, ...errors };

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setEdited(true);
  };

  const once = useOncePerRun(pending);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = sizeBody.safeParse({
      size: draft.size,
      length: numberOrNull(draft.length),
      width: numberOrNull(draft.width),
      height: numberOrNull(draft.height),
      multiplier: requiredNumber(draft.multiplier),
    });
    if (!parsed.success) {
      setErrors({
        ...firstIssueMessages(parsed.error),
        ...decimalCommaErrors(draft, ['length', 'width', 'height', 'multiplier']),
      });
      return;
    }
    setErrors({});
    setEdited(false);
    once(() => {
      onSubmit(parsed.data);
    });
  };

  const field = (name: keyof Draft, label: string, hint?: string) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={labelFor ? `${label} for ${labelFor}` : label}
      value={draft[name]}
      onValueChange={set(name)}
      error={shown[name]}
      hint={hint}
      inputMode={name === 'size' ? 'text' : 'decimal'}
      autoComplete="off"
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-5">
      {field('size', 'Size name')}
      {field('length', 'Length (cm)', 'Optional')}
      {field('width', 'Width (cm)', 'Optional')}
      {field('height', 'Height (cm)', 'Optional')}
      {field('multiplier', 'Storage multiplier', '× storage price')}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
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
