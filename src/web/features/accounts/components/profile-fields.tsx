import type { ReactNode } from 'react';
import { COMPANY_NAME_MAX, COMPANY_NAME_MESSAGE } from '#src/shared/schemas/accounts';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { PhoneField } from '#src/web/components/ui/phone-field';
import type { ProfileTextField, ProfileValues } from '../hooks/use-profile-values';
import { checkboxClassName, readOnlyInputClassName } from './styles';

export interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: ProfileTextField, value: string) => void;
  sameAsOffice: boolean;
  onSameAsOfficeChange: (checked: boolean) => void;
  /** The company name is its owner's to change: read-only for other members. */
  companyNameReadOnly?: boolean;
  /** Fields placed after the company name (the sign-up form's email addresses). */
  children?: ReactNode;
}

type TextFieldSpec = { field: ProfileTextField; label: string; autoComplete: string };

const OFFICE: TextFieldSpec[] = [
  { field: 'office_address', label: 'Office address', autoComplete: 'street-address' },
  { field: 'office_city', label: 'Office city', autoComplete: 'address-level2' },
  { field: 'office_eir_code', label: 'Office Eircode', autoComplete: 'postal-code' },
];

const DELIVERY: TextFieldSpec[] = [
  {
    field: 'delivery_address',
    label: 'Delivery address',
    autoComplete: 'shipping street-address',
  },
  { field: 'delivery_city', label: 'Delivery city', autoComplete: 'shipping address-level2' },
  { field: 'delivery_eir_code', label: 'Delivery Eircode', autoComplete: 'shipping postal-code' },
];

const legendClassName = 'mb-2 font-display text-xl text-linen-950';

/** Name, company, phone, office and delivery addresses of sign-up and My Account. */
export function ProfileFields({
  idPrefix,
  values,
  errors,
  onChange,
  sameAsOffice,
  onSameAsOfficeChange,
  companyNameReadOnly = false,
  children,
}: ProfileFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;

  const text = ({ field, label, autoComplete }: TextFieldSpec, disabled = false) => (
    <TextField
      key={field}
      id={id(field)}
      label={label}
      required
      error={errors[field]}
      name={field}
      autoComplete={autoComplete}
      disabled={disabled}
      value={values[field]}
      onValueChange={(value) => onChange(field, value)}
    />
  );

  return (
    <>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {text({ field: 'full_name', label: 'Full name', autoComplete: 'name' })}
        {companyNameReadOnly ? (
          // A member who is not an owner sees the company's short name, and who changes it.
          <FormField
            id={id('company_name')}
            label="Company name"
            hint="Your company’s owners change its name."
          >
            {(control) => (
              <input
                {...control}
                name="company_name"
                readOnly
                value={values.company_name}
                className={readOnlyInputClassName}
              />
            )}
          </FormField>
        ) : (
          <TextField
            id={id('company_name')}
            label="Company name"
            required
            // Not cut at the limit: a pasted "Galway Bay Hotel Group Ltd" is shown whole, with
            // the count and the reason, for the buyer to shorten (docs/screens.md).
            error={
              errors.company_name ??
              (values.company_name.length > COMPANY_NAME_MAX ? COMPANY_NAME_MESSAGE : undefined)
            }
            hint={`${values.company_name.length}/${COMPANY_NAME_MAX}`}
            name="company_name"
            autoComplete="organization"
            value={values.company_name}
            onValueChange={(value) => onChange('company_name', value)}
          />
        )}
        {children}
        <FormField
          id={id('phone_number')}
          label="Phone number"
          required
          error={errors.phone_number}
        >
          {(control) => (
            <PhoneField
              {...control}
              name="phone_number"
              value={values.phone_number}
              // The number's country is the number's: the account's country is not
              // changed by a foreign mobile (docs/decisions/0025).
              onChange={(value) => onChange('phone_number', value)}
            />
          )}
        </FormField>
      </div>

      <fieldset className="mt-4">
        <legend className={legendClassName}>Office address</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
          {OFFICE.map((spec) => text(spec))}
        </div>
      </fieldset>

      <fieldset className="mt-4">
        <legend className={legendClassName}>Delivery address</legend>
        <label className="mb-3 flex items-center gap-2 text-sm font-medium text-linen-900">
          <input
            type="checkbox"
            name="same_as_office"
            checked={sameAsOffice}
            onChange={(e) => onSameAsOfficeChange(e.target.checked)}
            className={checkboxClassName}
          />
          Same as Office Address
        </label>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
          {DELIVERY.map((spec) => text(spec, sameAsOffice))}
        </div>
      </fieldset>
    </>
  );
}

/** The newsletter consent of sign-up and My Account. */
export function SubscribeField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-linen-900">
      <input
        type="checkbox"
        name="subscribe"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={checkboxClassName}
      />
      Subscribe to news and trade offers by email
    </label>
  );
}
