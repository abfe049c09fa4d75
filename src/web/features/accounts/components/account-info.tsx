import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { useId, useState, type FormEvent } from 'react';
import {
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  updateProfileSchema,
  type UserDetails,
} from '#src/shared/schemas/accounts';
import type { CompanyRole } from '#src/shared/domain/companies';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatEuro } from '#src/web/lib/format';
import { announceSessionChange } from '#src/web/lib/session';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useUserDetails } from '#src/web/lib/user-details';
import { useUpdateProfile } from '../api/update-profile';
import { useFieldErrors } from '#src/web/lib/use-timed-errors';
import {
  useProfileValues,
  type ProfileTextField,
  type ProfileValues,
} from '../hooks/use-profile-values';
import { firstIssueMessages, serverFieldErrors } from '#src/web/lib/form-errors';
import { ProfileFields, SubscribeField } from './profile-fields';
import { readOnlyInputClassName } from './styles';

export const DETAILS_LOAD_FAILED = 'We could not load your account details.';
/** How a member's role reads (docs/business-rules.md "Companies"). */
const ROLE_NAMES: Record<CompanyRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
};
/** The fields the server stores in a form of its own. */
const STORED_FORMS = ['phone_number', 'office_eir_code', 'delivery_eir_code'] as const;

function profileOf(user: UserDetails): ProfileValues {
  return {
    full_name: user.full_name,
    company_name: user.company_name,
    phone_number: user.phone_number,
    country: user.country,
    office_address: user.office_address,
    office_city: user.office_city,
    office_eir_code: user.office_eir_code,
    delivery_address: user.delivery_address,
    delivery_city: user.delivery_city,
    delivery_eir_code: user.delivery_eir_code,
    subscribe: user.subscribe,
  };
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      <input id={id} readOnly value={value} className={`mt-1 ${readOnlyInputClassName}`} />
      <p className="mt-1 min-h-5" />
    </div>
  );
}

/**
 * docs/screens.md "Account screens": My Account, the profile form; email, invoice email and credit
 * read-only.
 */
export function AccountInfo() {
  const details = useUserDetails();

  if (details.isPending) return <Spinner label="Loading your account" />;
  if (details.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{DETAILS_LOAD_FAILED}</p>
        <button
          type="button"
          onClick={() => void details.refetch()}
          className="mt-4 rounded-md border border-red-300 px-4 py-2 text-sm font-semibold hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  return <AccountInfoForm key={details.data.id} user={details.data} />;
}

type Field = ProfileTextField | 'subscribe' | 'country';

export function AccountInfoForm({ user }: { user: UserDetails }) {
  const idPrefix = useId();
  const { values, set, sameAsOffice, setSameAsOffice } = useProfileValues(profileOf(user));
  const { errors, show, clear } = useFieldErrors<Field>();
  const [failure, setFailure] = useState('');
  const update = useUpdateProfile();

  function onChange(field: ProfileTextField, value: string) {
    clear(field);
    set(field, value);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setFailure('');
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      show(firstIssueMessages(parsed.error));
      return;
    }
    show({});
    update.mutate(
      { userId: user.id, profile: parsed.data },
      {
        onSuccess: () => {
          // The fields show what was stored: "h91e2k3" saved is "H91 E2K3".
          for (const field of STORED_FORMS) set(field, parsed.data[field]);
          toastSuccess(PROFILE_UPDATED);
          // The header shows the name and office city from the session's `user` cookie.
          announceSessionChange();
        },
        onError: (error) => {
          show(serverFieldErrors(error));
          setFailure(PROFILE_UPDATE_FAILED);
          toastError(PROFILE_UPDATE_FAILED);
        },
      },
    );
  }

  const busy = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="My account" className="grid">
      <fieldset>
        <legend className="mb-2 font-display text-xl text-linen-950">Account</legend>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <ReadOnlyField id={`${idPrefix}-email`} label="Email" value={user.email} />
          <ReadOnlyField
            id={`${idPrefix}-invoice_email`}
            label="Invoice email"
            value={user.invoice_email}
          />
          <ReadOnlyField
            id={`${idPrefix}-credit_limit`}
            label="Credit limit"
            value={formatEuro(user.credit_limit)}
          />
          <ReadOnlyField
            id={`${idPrefix}-available_credit`}
            label="Available credit"
            value={formatEuro(user.available_credit)}
          />
        </div>
        <p className="text-xs text-linen-700">To change these, please contact us.</p>
      </fieldset>

      {user.company && (
        <fieldset className="mt-4">
          <legend className="mb-2 font-display text-xl text-linen-950">Company</legend>
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <ReadOnlyField
              id={`${idPrefix}-registered_name`}
              label="Registered name"
              value={user.company.registered_name}
            />
            <ReadOnlyField
              id={`${idPrefix}-company_role`}
              label="Your role"
              value={ROLE_NAMES[user.company.role]}
            />
            <ReadOnlyField
              id={`${idPrefix}-spending_limit`}
              label="Your limit per order"
              value={
                user.company.spending_limit === null
                  ? 'None of your own'
                  : formatEuro(user.company.spending_limit)
              }
            />
          </div>
          <p className="text-xs text-linen-700">
            The credit above is your company’s, shared by all who buy for it.
          </p>
        </fieldset>
      )}

      <div className="mt-4">
        <ProfileFields
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          onChange={onChange}
          sameAsOffice={sameAsOffice}
          onSameAsOfficeChange={setSameAsOffice}
          companyNameReadOnly={user.company !== null && user.company.role !== 'owner'}
        />
      </div>

      <div className="mt-4">
        <SubscribeField
          checked={values.subscribe}
          onChange={(checked) => set('subscribe', checked)}
        />
      </div>

      {(failure || errors.country || errors.subscribe) && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {errors.country ?? errors.subscribe ?? failure}
        </p>
      )}

      <div className="mt-6">
        <button type="submit" disabled={busy} className={primaryButtonClassName}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
