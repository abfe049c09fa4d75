import { useState, type FormEvent } from 'react';
import { companyDetailsSchema } from '#src/shared/schemas/admin-companies';
import { COMPANY_NAME_MAX, REGISTERED_NAME_MAX } from '#src/shared/schemas/accounts';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import { TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useUpdateCompany } from '../api/update-company';
import type { CompanyDetail } from '../types';

export const COMPANY_SAVE_FAILED = 'The company could not be saved. Please try again.';

type Fields = Record<
  | 'registered_name'
  | 'short_name'
  | 'vat_number'
  | 'invoice_email'
  | 'payment_terms_days'
  | 'credit_hold_days',
  string
>;

const fieldsOf = (company: CompanyDetail['company']): Fields => ({
  registered_name: company.registered_name,
  short_name: company.short_name,
  vat_number: company.vat_number ?? '',
  invoice_email: company.invoice_email,
  payment_terms_days: String(company.payment_terms_days),
  credit_hold_days: String(company.credit_hold_days),
});

/** A typed whole number of days; blank is not a number, so the schema refuses it. */
const days = (typed: string) => {
  const trimmed = typed.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/**
 * Staff correct the company's names, VAT number, invoice email, payment terms and the days
 * overdue before its credit is held (docs/business-rules.md "Invoices and payments"), by
 * the rules the server applies (one schema); a refused save keeps what was typed.
 */
export function CompanyDetailsForm({
  company,
  onDone,
}: {
  company: CompanyDetail['company'];
  onDone: () => void;
}) {
  const mutation = useUpdateCompany();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(company));
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const failure = mutation.isError && Object.keys(serverFieldErrors(mutation.error)).length === 0;
  const set = (field: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      ...fields,
      vat_number: fields.vat_number.trim() || null,
      payment_terms_days: days(fields.payment_terms_days),
      credit_hold_days: days(fields.credit_hold_days),
    };
    const parsed = companyDetailsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: company.id, ...body },
      {
        onSuccess: () => {
          toastSuccess('Company updated', 3000);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Correct the company" className="mt-4 space-y-3">
      <TextField
        id="company-registered-name"
        label="Registered name"
        value={fields.registered_name}
        onValueChange={set('registered_name')}
        error={shown.registered_name}
        hint={`${fields.registered_name.length} of ${REGISTERED_NAME_MAX} characters`}
        required
      />
      <TextField
        id="company-short-name"
        label="Short name"
        value={fields.short_name}
        onValueChange={set('short_name')}
        error={shown.short_name}
        hint={`${fields.short_name.length} of ${COMPANY_NAME_MAX} characters`}
        required
      />
      <TextField
        id="company-vat-number"
        label="VAT number (optional)"
        value={fields.vat_number}
        onValueChange={set('vat_number')}
        error={shown.vat_number}
        autoComplete="off"
      />
      <TextField
        id="company-invoice-email"
        label="Invoice email"
        type="email"
        value={fields.invoice_email}
        onValueChange={set('invoice_email')}
        error={shown.invoice_email}
        required
      />
      <TextField
        id="company-payment-terms"
        label="Payment terms (days)"
        inputMode="numeric"
        value={fields.payment_terms_days}
        onValueChange={set('payment_terms_days')}
        error={shown.payment_terms_days}
        required
      />
      <TextField
        id="company-credit-hold-days"
        label="Credit hold after (days overdue)"
        inputMode="numeric"
        value={fields.credit_hold_days}
        onValueChange={set('credit_hold_days')}
        error={shown.credit_hold_days}
        required
      />
      <PanelFormFooter
        save={mutation}
        failure={failure}
        fallbackMessage={COMPANY_SAVE_FAILED}
        submitLabel="Save company"
        onCancel={onDone}
      />
    </form>
  );
}
