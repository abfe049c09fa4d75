import { useState } from 'react';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';

export interface PasswordFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  className?: string;
  required?: boolean;
  /** The id of the password rules shown beside the field. */
  describedBy?: string;
}

/** A labelled password input with a show/hide toggle (docs/screens.md "Account screens"). */
export function PasswordField({
  id,
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  className,
  required,
  describedBy,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={className}
      required={required}
      describedBy={describedBy}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClassName} pr-16`}
          />
          <button
            type="button"
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-walnut-700 hover:bg-linen-100"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FormField>
  );
}
