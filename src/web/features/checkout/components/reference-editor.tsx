import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import { inputClassName, RequiredMark } from '#src/web/components/ui/form-field';

export const NOT_PROVIDED = 'Not provided';
export const REFERENCE_BLANK = 'Enter a reference number.';

const SMALL_BUTTON =
  'rounded-md border border-linen-400 px-3 py-1 text-sm font-semibold text-linen-900 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The line's Reference Number, required for the order (docs/screens.md "Cart and checkout"): shown,
 * or 'Not provided', with Edit; editing offers Save (Enter) and Cancel (Escape).
 */
export function ReferenceEditor({
  name,
  value,
  onSave,
  disabled = false,
  focusOnMount = false,
}: {
  /** The product's name, so each line's controls say which line they change. */
  name: string;
  value: string;
  onSave: (reference: string) => void;
  disabled?: boolean;
  /** After a save the line is a new line (its key holds the reference): focus stays on Edit. */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(focusOnMount);
  const shown = value.trim();

  // Leaving the editor puts focus back on Edit, where the keyboard user left it.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  function startEditing() {
    setDraft(value);
    setError('');
    setEditing(true);
  }

  function stopEditing() {
    refocus.current = true;
    setEditing(false);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = draft.trim();
    if (reference === '') {
      setError(REFERENCE_BLANK);
      return;
    }
    stopEditing();
    onSave(reference);
  }

  const label = (
    <>
      Reference Number
      <RequiredMark />
      <span className="sr-only"> (required)</span>
    </>
  );

  if (editing) {
    return (
      <form onSubmit={save} noValidate className="text-sm">
        <label htmlFor={id} className="font-medium text-linen-900">
          {label}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            autoFocus
            required
            maxLength={REFERENCE_MAX}
            value={draft}
            aria-label={`Reference Number for ${name}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                stopEditing();
              }
            }}
            className={`${inputClassName} py-1`}
          />
          <button
            type="submit"
            aria-label={`Save reference number of ${name}`}
            className={SMALL_BUTTON}
          >
            Save
          </button>
          <button type="button" onClick={stopEditing} className={SMALL_BUTTON}>
            Cancel
          </button>
        </div>
        <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-red-700">
          {error}
        </p>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium text-linen-900">{label}</span>
      <span className={shown ? 'break-all text-linen-950' : 'text-red-700 italic'}>
        {shown || NOT_PROVIDED}
      </span>
      <button
        ref={editButton}
        type="button"
        aria-label={`Edit reference number of ${name}`}
        disabled={disabled}
        onClick={startEditing}
        className={SMALL_BUTTON}
      >
        Edit
      </button>
    </div>
  );
}
