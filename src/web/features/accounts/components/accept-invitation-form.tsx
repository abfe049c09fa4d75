import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { acceptInvitationBody } from '#src/shared/schemas/companies';
import { FormField, primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import { PhoneField } from '#src/web/components/ui/phone-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { formatEuro } from '#src/web/lib/format';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { NewPasswordFields, PasswordRulesNote } from './password-field';
import { linkClassName } from './styles';

const ROLE_WORDS = {
  owner: 'an owner',
  buyer: 'a buyer',
  approver: 'an approver',
  accounts: 'an accounts member',
} as const;

/**
 * /invitation/:token (docs/screens.md "Account screens"): a colleague invited by email
 * sets their name, phone and password and joins the company, then signs in.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [values, setValues] = useState({
    full_name: '',
    phone_number: '',
    country: 'IE',
    password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(accept.error), ...errors };
  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  if (invitation.isPending) return <Spinner label="Opening your invitation" />;
  if (invitation.isError) {
    return (
      <div role="alert" className="rounded-lg border border-linen-300 bg-white p-6">
        <p className="text-lg text-linen-950">
          {serverMessage(invitation.error) ?? GENERIC_ERROR_MESSAGE}
        </p>
        <Link to="/signin" className={`mt-4 inline-block ${linkClassName}`}>
          Go to sign in
        </Link>
      </div>
    );
  }
  const offer = invitation.data.invitation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    const parsed = acceptInvitationBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    accept.mutate(parsed.data, {
      onSuccess: (answer) => {
        toastSuccess(answer.message);
        // The new member signs in with the address they were invited at: filled in for them.
        void navigate('/signin', { state: { email: offer.email } });
      },
    });
  };
  const refused =
    accept.isError && Object.keys(serverFieldErrors(accept.error)).length === 0
      ? (serverMessage(accept.error) ?? GENERIC_ERROR_MESSAGE)
      : undefined;

  return (
    <form noValidate onSubmit={submit} aria-label="Join your company" className="grid gap-2">
      <p className="text-linen-800">
        {offer.invited_by ?? 'A colleague'} invites <strong>{offer.email}</strong>{' '}
        {offer.role === 'accounts' ? 'to the trade account of' : 'to buy for'}{' '}
        <strong>{offer.company_name}</strong> ({offer.registered_name}) as {ROLE_WORDS[offer.role]}
        {offer.role !== 'accounts' && offer.spending_limit !== null
          ? `, up to ${formatEuro(offer.spending_limit)} per order (VAT included)`
          : ''}
        .
      </p>
      <div className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField
          id={id('full_name')}
          label="Full name"
          required
          autoComplete="name"
          value={values.full_name}
          onValueChange={(value) => set('full_name', value)}
          error={shown.full_name}
        />
        <FormField id={id('phone_number')} label="Phone number" required error={shown.phone_number}>
          {(control) => (
            <PhoneField
              {...control}
              name="phone_number"
              value={values.phone_number}
              onChange={(value, country) => {
                set('phone_number', value);
                set('country', country);
              }}
            />
          )}
        </FormField>
        <NewPasswordFields
          id={id}
          rulesId={id('rules')}
          values={values}
          errors={shown}
          onChange={set}
        />
      </div>
      <PasswordRulesNote id={id('rules')} />
      {refused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused}
        </p>
      )}
      <div className="mt-4">
        <button type="submit" className={primaryButtonClassName} disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : `Join ${offer.company_name}`}
        </button>
      </div>
    </form>
  );
}
