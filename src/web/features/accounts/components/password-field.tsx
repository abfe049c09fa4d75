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

/** The rules a new password must meet, as the fields' description. */
export function PasswordRulesNote({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs text-linen-700">
      At least 8 characters, with an uppercase and a lowercase letter, a number and one of
      !@#$%^&amp;*.
    </p>
  );
}

/** A new password and its confirmation (sign-up, joining a company), described by the rules. */
export function NewPasswordFields({
  id,
  rulesId,
  values,
  errors,
  onChange,
}: {
  id: (field: 'password' | 'confirm_password') => string;
  rulesId: string;
  values: { password: string; confirm_password: string };
  errors: Partial<Record<'password' | 'confirm_password', string>>;
  onChange: (field: 'password' | 'confirm_password', value: string) => void;
}) {
  return (
    <>
      <PasswordField
        id={id('password')}
        label="Password"
        required
        describedBy={rulesId}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => onChange('password', value)}
      />
      <PasswordField
        id={id('confirm_password')}
        label="Confirm password"
        required
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={(value) => onChange('confirm_password', value)}
      />
    </>
  );
}
