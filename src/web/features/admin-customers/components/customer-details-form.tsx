import { useState, type FormEvent } from 'react';
import { CUSTOMER_UPDATED, customerProfileSchema } from '#src/shared/schemas/admin-customers';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import { FormField, inputClassName, TextField } from '#src/web/components/ui/form-field';
import { countries, PhoneField } from '#src/web/components/ui/phone-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useUpdateCustomer } from '../api/update-customer';
import type { CustomerDetail } from '../types';

export const CUSTOMER_SAVE_FAILED = 'The customer could not be saved. Please try again.';

type Field =
  | 'full_name'
  | 'phone_number'
  | 'country'
  | 'office_address'
  | 'office_city'
  | 'office_eir_code'
  | 'delivery_address'
  | 'delivery_city'
  | 'delivery_eir_code';
type Fields = Record<Field, string>;

const fieldsOf = (customer: CustomerDetail['customer']): Fields => ({
  full_name: customer.full_name,
  phone_number: customer.phone_number,
  country: customer.country,
  office_address: customer.office_address,
  office_city: customer.office_city,
  office_eir_code: customer.office_eir_code,
  delivery_address: customer.delivery_address,
  delivery_city: customer.delivery_city,
  delivery_eir_code: customer.delivery_eir_code,
});

/** The two addresses, each its address, city and Eircode, labelled as on My Account. */
const ADDRESSES = [
  { legend: 'Office address', prefix: 'office', label: 'Office' },
  { legend: 'Delivery address', prefix: 'delivery', label: 'Delivery' },
] as const;

/**
 * Staff correct a customer's own details by My Account's rules (one schema,
 * customerProfileSchema): name, phone, country and the two addresses. Not the email, the
 * company's name or the newsletter choice. A refused save keeps what was typed.
 */
export function CustomerDetailsForm({
  customer,
  onDone,
}: {
  customer: CustomerDetail['customer'];
  onDone: () => void;
}) {
  const mutation = useUpdateCustomer();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(customer));
  const [errors, setErrors] = useState<FieldMessages>({});
  const fromServer = serverFieldErrors(mutation.error);
  const shown = { ...fromServer, ...errors };
  const failure =
    mutation.isError && !(Object.keys(fields) as Field[]).some((field) => fromServer[field]);
  const set = (field: Field) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const id = (field: Field) => `customer-${field}`;
  const text = (field: Field, label: string, autoComplete = 'off') => (
    <TextField
      id={id(field)}
      label={label}
      value={fields[field]}
      onValueChange={set(field)}
      error={shown[field]}
      autoComplete={autoComplete}
      required
    />
  );
  // The customer's own country stays on offer even where the phone list lacks it.
  const countryOptions = countries().some((c) => c.code === customer.country)
    ? countries()
    : [{ code: customer.country, name: customer.country }, ...countries()];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = customerProfileSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: customer.id, ...parsed.data },
      {
        onSuccess: () => {
          toastSuccess(CUSTOMER_UPDATED, 3000);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Correct the customer" className="mt-4 space-y-3">
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {text('full_name', 'Full name')}
        <FormField id={id('phone_number')} label="Phone number" required error={shown.phone_number}>
          {(control) => (
            <PhoneField
              {...control}
              value={fields.phone_number}
              // The number's country is the number's; the account's is chosen below.
              onChange={set('phone_number')}
            />
          )}
        </FormField>
        <FormField id={id('country')} label="Country" required error={shown.country}>
          {(control) => (
            <select
              {...control}
              value={fields.country}
              onChange={(event) => set('country')(event.target.value)}
              className={inputClassName}
            >
              {countryOptions.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {ADDRESSES.map(({ legend, prefix, label }) => (
        <fieldset key={prefix}>
          <legend className="mb-2 text-sm font-semibold">{legend}</legend>
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
            {text(`${prefix}_address`, `${label} address`)}
            {text(`${prefix}_city`, `${label} city`)}
            {text(`${prefix}_eir_code`, `${label} Eircode`)}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-linen-700">
        The email, the company’s name (on the company page) and the newsletter choice are not
        changed here.
      </p>
      <PanelFormFooter
        save={mutation}
        failure={failure}
        fallbackMessage={CUSTOMER_SAVE_FAILED}
        submitLabel="Save customer"
        onCancel={onDone}
      />
    </form>
  );
}
