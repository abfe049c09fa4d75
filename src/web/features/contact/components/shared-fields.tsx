import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { PhoneField } from '#src/web/components/ui/phone-field';

/**
 * The phone number field of both enquiry forms: Ireland by default
 * (docs/screens.md "Enquiry forms").
 */
export function PhoneNumberField({
  id,
  error,
  value,
  onChange,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Phone number" required error={error}>
      {(control) => (
        <PhoneField {...control} name="phoneNumber" value={value} onChange={onChange} />
      )}
    </FormField>
  );
}

/** The message of both enquiry forms, with its live "n/max" counter; typing stops at max. */
export function MessageField({
  id,
  error,
  value,
  onChange,
  max,
  rows,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
}) {
  return (
    <FormField id={id} label="Message" required error={error} hint={`${value.length}/${max}`}>
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(e) => onChange(e.target.value.slice(0, max))}
          className={inputClassName}
        />
      )}
    </FormField>
  );
}
