import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A live hint such as a character counter, announced with the control. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /**
   * Announced as required (WCAG 3.3.2). The form says in words which fields it needs
   * (`RequiredFieldsNote`); a field it does not need says "(optional)" in its label.
   */
  required?: boolean;
  /** The id of a text elsewhere that describes the control too (a shared rule, say). */
  describedBy?: string;
}

/** A labelled control with its hint and its error, linked for assistive technology. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className,
  required = false,
  describedBy: alsoDescribedBy,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    hint !== undefined ? hintId : '',
    alsoDescribedBy ?? '',
    error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      <div className="mt-1">
        {children({
          id,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': true as const } : {}),
          ...(required ? { 'aria-required': true as const } : {}),
        })}
      </div>
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        <p id={errorId} role="alert" className="min-h-5 text-red-700">
          {error}
        </p>
        {hint !== undefined && (
          <p id={hintId} className="shrink-0 text-linen-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** What a form whose fields are all needed says above them, for the eyes (WCAG 3.3.2). */
export function RequiredFieldsNote() {
  return (
    <p className="mb-3 text-sm text-linen-700">All fields are required unless marked optional.</p>
  );
}

/** The asterisk after a required field's label (checkout); the control says "required". */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

export const inputClassName =
  'block w-full rounded-md border border-linen-400 bg-white px-3 py-2 text-linen-950 placeholder:text-linen-600 aria-[invalid=true]:border-red-700 disabled:bg-linen-100 disabled:text-linen-800';

/** A form's main button (Send, Submit, Save…), dimmed while the form is busy. */
export const primaryButtonClassName =
  'rounded-md bg-walnut-700 px-6 py-3 font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
}

/** A labelled one-line input with its hint and error: the usual form field. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  value,
  onValueChange,
  required,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={required}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={inputClassName}
        />
      )}
    </FormField>
  );
}
