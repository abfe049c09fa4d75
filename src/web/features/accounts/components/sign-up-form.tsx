import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  REGISTERED_NAME_MAX,
  REGISTRATION_SUCCESS,
  signUpSchema,
} from '#src/shared/schemas/accounts';
import {
  primaryButtonClassName,
  RequiredFieldsNote,
  TextField,
} from '#src/web/components/ui/form-field';
import { toastSuccess } from '#src/web/lib/toast';
import { useRegister } from '../api/register';
import { useFieldErrors } from '#src/web/lib/use-timed-errors';
import {
  DELIVERY_FIELDS,
  EMPTY_PROFILE,
  useProfileValues,
  type ProfileTextField,
  type ProfileValues,
} from '../hooks/use-profile-values';
import { firstIssueMessages, serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { NewPasswordFields, PasswordRulesNote } from './password-field';
import { ProfileFields, SubscribeField } from './profile-fields';
import { linkClassName } from './styles';

type SignUpValues = ProfileValues & {
  registered_name: string;
  vat_number: string;
  email: string;
  invoice_email: string;
  password: string;
  confirm_password: string;
};
type Field = Exclude<keyof SignUpValues, 'subscribe'>;

const EMPTY: SignUpValues = {
  ...EMPTY_PROFILE,
  registered_name: '',
  vat_number: '',
  email: '',
  invoice_email: '',
  password: '',
  confirm_password: '',
};
const FIELDS = new Set<string>(Object.keys(EMPTY));

/**
 * docs/screens.md "Account screens": the trade account application. On success: toast, then
 * /signin.
 */
export function SignUpForm() {
  const idPrefix = useId();
  const id = (field: Field) => `${idPrefix}-${field}`;
  const passwordRulesId = `${idPrefix}-password-rules`;
  const navigate = useNavigate();
  const { values, set, sameAsOffice, setSameAsOffice } = useProfileValues(EMPTY);
  const { errors, show, clear } = useFieldErrors<Field>();
  const [failure, setFailure] = useState('');
  const registration = useRegister();

  function update(field: Field, value: string) {
    clear(field);
    set(field, value);
  }

  function onSameAsOfficeChange(checked: boolean) {
    if (checked) for (const field of DELIVERY_FIELDS) clear(field);
    setSameAsOffice(checked);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registration.isPending) return;
    setFailure('');

    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      show(firstIssueMessages(parsed.error));
      return;
    }
    show({});

    registration.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(REGISTRATION_SUCCESS);
        void navigate('/signin');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        const known = Object.fromEntries(
          Object.entries(fields).filter(([field]) => FIELDS.has(field)),
        );
        const unknown = Object.entries(fields)
          .filter(([field]) => !FIELDS.has(field))
          .map(([, message]) => message);
        show(known);
        if (Object.keys(known).length === 0 || unknown.length > 0) {
          setFailure(unknown[0] ?? serverMessage(error) ?? error.message);
        }
      },
    });
  }

  const busy = registration.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Trade account application" className="grid">
      <RequiredFieldsNote />
      <ProfileFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={(field: ProfileTextField, value) => update(field, value)}
        sameAsOffice={sameAsOffice}
        onSameAsOfficeChange={onSameAsOfficeChange}
      >
        <TextField
          id={id('registered_name')}
          label="Registered company name"
          error={errors.registered_name}
          hint={`Optional: the full name invoices will carry, up to ${REGISTERED_NAME_MAX} characters`}
          name="registered_name"
          autoComplete="organization"
          value={values.registered_name}
          onValueChange={(value) => update('registered_name', value)}
        />
        <TextField
          id={id('vat_number')}
          label="VAT number"
          error={errors.vat_number}
          hint="Optional: Irish or EU, such as IE1234567T"
          name="vat_number"
          autoComplete="off"
          value={values.vat_number}
          onValueChange={(value) => update('vat_number', value)}
        />
        <TextField
          id={id('email')}
          label="Email"
          required
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={(value) => update('email', value)}
        />
        <TextField
          id={id('invoice_email')}
          label="Invoice email"
          required
          error={errors.invoice_email}
          name="invoice_email"
          type="email"
          autoComplete="email"
          value={values.invoice_email}
          onValueChange={(value) => update('invoice_email', value)}
        />
      </ProfileFields>

      <fieldset className="mt-4">
        <legend className="mb-2 font-display text-xl text-linen-950">Password</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <NewPasswordFields
            id={id}
            rulesId={passwordRulesId}
            values={values}
            errors={errors}
            onChange={update}
          />
        </div>
        <PasswordRulesNote id={passwordRulesId} />
      </fieldset>

      <div className="mt-4">
        <SubscribeField
          checked={values.subscribe}
          onChange={(checked) => set('subscribe', checked)}
        />
      </div>

      {failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClassName}>
          {busy ? 'Submitting...' : 'Submit'}
        </button>
        <p className="text-sm text-linen-800">
          Already have a trade account?{' '}
          <Link to="/signin" className={linkClassName}>
            Sign in
          </Link>
        </p>
      </div>
    </form>
  );
}
