import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { COMPANY_ROLES, canManageCompany, type CompanyRole } from '#src/shared/domain/companies';
import { siteBody, spendingLimit, type SiteInput } from '#src/shared/schemas/companies';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { FormField, primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';
import {
  useCompany,
  type CompanyAnswer,
  type CompanyMember,
  type CompanySite,
} from '#src/web/lib/company';
import {
  useChangeMember,
  useInvitations,
  useInvite,
  useRemoveSite,
  useSaveSite,
  useWithdrawInvitation,
} from '../api/company';

/** How a role reads, and what it may do (docs/business-rules.md "Companies"). */
export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
};
const ROLE_HINTS: Record<CompanyRole, string> = {
  owner: 'everything, including members, sites and roles',
  buyer: 'orders within their limit',
  approver: 'approves orders above a buyer’s limit, and may buy',
  accounts: 'sees orders and documents; cannot order',
};

const sectionTitle = 'mb-3 font-display text-2xl text-linen-950';
const smallButton =
  'text-sm font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800 disabled:opacity-60';
const selectClassName =
  'mt-1 block w-full rounded-md border border-linen-400 bg-white px-3 py-2 text-sm focus:border-walnut-600 focus:outline-none focus:ring-2 focus:ring-walnut-600/30';

const limitText = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? 'No limit of their own' : formatEuro(limit);

/** A typed limit per order: blank is none; an amount is checked as the server checks it. */
function readLimit(text: string): { value: number | null } | { error: string } {
  if (isDecimalComma(text)) return { error: DECIMAL_COMMA_MESSAGE };
  const typed = parseTypedNumber(text);
  const parsed = spendingLimit.safeParse(typed === undefined ? null : typed);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Enter an amount' };
}

function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
}) {
  return (
    <FormField id={id} label="Role">
      {(control) => (
        <select
          {...control}
          className={selectClassName}
          value={value}
          onChange={(event) => onChange(event.target.value as CompanyRole)}
        >
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}: {ROLE_HINTS[role]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** An owner's change to one member: role, limit per order, and whether they may sign in. */
function MemberForm({ member, onDone }: { member: CompanyMember; onDone: () => void }) {
  const id = useId();
  const [role, setRole] = useState(member.role);
  const [limit, setLimit] = useState(
    member.spending_limit === null || member.spending_limit === undefined
      ? ''
      : member.spending_limit.toFixed(2),
  );
  const [active, setActive] = useState(member.active);
  const [error, setError] = useState<string | undefined>();
  const change = useChangeMember();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLimit(limit);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    change.mutate(
      { userId: member.id, change: { role, spending_limit: read.value, active } },
      {
        onSuccess: () => {
          toastSuccess(`${member.full_name} updated`);
          onDone();
        },
      },
    );
  };
  const refused = serverMessage(change.error);
  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3">
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      <TextField
        id={`${id}-limit`}
        label="Limit per order, VAT incl. (€)"
        hint="Empty: no limit of their own"
        inputMode="decimal"
        autoComplete="off"
        value={limit}
        onValueChange={(value) => {
          setLimit(value);
          setError(undefined);
        }}
        error={error}
      />
      <label className="mt-7 flex items-center gap-2 text-sm font-medium text-linen-900">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        May sign in and buy
      </label>
      {refused && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {refused}
        </p>
      )}
      <div className="flex gap-4 sm:col-span-3">
        <button type="submit" className={primaryButtonClassName} disabled={change.isPending}>
          {change.isPending ? 'Saving…' : `Save ${member.full_name}`}
        </button>
        <button type="button" className={smallButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Members({ data }: { data: CompanyAnswer }) {
  const owner = canManageCompany(data.role);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section aria-labelledby="company-members" className="mt-10">
      <h2 id="company-members" className={sectionTitle}>
        Members
      </h2>
      <ul className="divide-y divide-linen-200 rounded-lg border border-linen-200 bg-white">
        {data.members.map((member) => (
          <li key={member.id} className="p-4" aria-label={member.full_name}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p>
                <span className="font-semibold text-linen-950">{member.full_name}</span>{' '}
                <span className="text-sm text-linen-700">{member.email}</span>
              </p>
              <p className="text-sm text-linen-800">
                {ROLE_LABELS[member.role]}
                {member.spending_limit !== undefined && member.role !== 'accounts'
                  ? ` · ${limitText(member.spending_limit)}`
                  : ''}
                {member.active ? '' : ' · deactivated'}
              </p>
            </div>
            {owner &&
              (editing === member.id ? (
                <MemberForm member={member} onDone={() => setEditing(null)} />
              ) : (
                <button
                  type="button"
                  className={`${smallButton} mt-2`}
                  onClick={() => setEditing(member.id)}
                >
                  Change {member.full_name}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {owner && <Invitations />}
    </section>
  );
}

function InviteForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const invite = useInvite();
  const shown = { ...serverFieldErrors(invite.error), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLimit(limit);
    if ('error' in read) {
      setErrors({ spending_limit: read.error });
      return;
    }
    if (!email.trim()) {
      setErrors({ email: 'Email is required' });
      return;
    }
    setErrors({});
    invite.mutate(
      { email: email.trim(), role, spending_limit: role === 'accounts' ? null : read.value },
      {
        onSuccess: () => {
          toastSuccess(`Invitation sent to ${email.trim()}`);
          setEmail('');
          setLimit('');
        },
      },
    );
  };
  const refused = invite.isError && !shown.email ? serverMessage(invite.error) : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invite a colleague"
      className="mt-6 grid gap-3 rounded-lg border border-linen-200 bg-linen-50 p-4 sm:grid-cols-3"
    >
      <h3 className="font-display text-xl text-linen-950 sm:col-span-3">Invite a colleague</h3>
      <TextField
        id={`${id}-email`}
        label="Their email"
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
        error={shown.email}
      />
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      <TextField
        id={`${id}-limit`}
        label="Limit per order, VAT incl. (€)"
        hint="Empty: no limit of their own"
        inputMode="decimal"
        autoComplete="off"
        disabled={role === 'accounts'}
        value={role === 'accounts' ? '' : limit}
        onValueChange={(value) => {
          setLimit(value);
          setErrors({});
        }}
        error={shown.spending_limit}
      />
      {refused && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {refused}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={primaryButtonClassName} disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}

function Invitations() {
  const invitations = useInvitations(true);
  const withdraw = useWithdrawInvitation();
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const open = invitations.data?.invitations ?? [];
  return (
    <>
      <InviteForm />
      {open.length > 0 && (
        <div className="mt-4">
          <h3 className="font-display text-xl text-linen-950">Waiting to join</h3>
          <ul className="mt-2 space-y-2">
            {open.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-baseline justify-between gap-2 text-sm"
              >
                <span>
                  {invitation.email}, {ROLE_LABELS[invitation.role]}
                  {invitation.role !== 'accounts'
                    ? `, ${limitText(invitation.spending_limit)}`
                    : ''}{' '}
                  <span className="text-linen-700">
                    (link valid until {formatDate(invitation.expires_at)})
                  </span>
                </span>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setWithdrawing(invitation.id)}
                >
                  Withdraw {invitation.email}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(isOpen) => !isOpen && setWithdrawing(null)}
        title="Withdraw the invitation?"
        description="The link mailed to them stops working. You can invite them again later."
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        error={serverMessage(withdraw.error)}
        onConfirm={() =>
          withdrawing !== null &&
          withdraw.mutate(withdrawing, { onSuccess: () => setWithdrawing(null) })
        }
      />
    </>
  );
}

const EMPTY_SITE: SiteInput = {
  name: '',
  address: '',
  city: '',
  eircode: '',
  contact_name: '',
  contact_phone: '',
  delivery_notes: '',
};

function SiteForm({ site, onDone }: { site?: CompanySite; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<SiteInput>(site ?? EMPTY_SITE);
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useSaveSite();
  const shown = { ...serverFieldErrors(save.error), ...errors };
  const field = (name: keyof SiteInput, label: string, required = true): ReactNode => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      required={required}
      autoComplete="off"
      value={values[name]}
      onValueChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors({});
      }}
      error={shown[name]}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = siteBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { ...(site ? { id: site.id } : {}), site: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(site ? `${parsed.data.name} saved` : `${parsed.data.name} added`);
          onDone();
        },
      },
    );
  };
  const refused = save.isError && !shown.name ? serverMessage(save.error) : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={site ? `Change ${site.name}` : 'New delivery site'}
      className="mt-3 grid gap-x-4 gap-y-1 rounded-lg border border-linen-200 bg-linen-50 p-4 sm:grid-cols-2"
    >
      {field('name', 'Site name')}
      {field('address', 'Address')}
      {field('city', 'City')}
      {field('eircode', 'Eircode')}
      {field('contact_name', 'Contact name', false)}
      {field('contact_phone', 'Contact phone', false)}
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-delivery_notes`}
          label="Delivery notes (access hours, largest vehicle, lift…)"
          error={shown.delivery_notes}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={selectClassName}
              value={values.delivery_notes}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, delivery_notes: value }));
              }}
            />
          )}
        </FormField>
      </div>
      {refused && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {refused}
        </p>
      )}
      <div className="flex gap-4 sm:col-span-2">
        <button type="submit" className={primaryButtonClassName} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : site ? 'Save site' : 'Add site'}
        </button>
        <button type="button" className={smallButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Sites({ data }: { data: CompanyAnswer }) {
  const owner = canManageCompany(data.role);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<CompanySite | null>(null);
  const remove = useRemoveSite();
  return (
    <section aria-labelledby="company-sites" className="mt-10">
      <h2 id="company-sites" className={sectionTitle}>
        Delivery sites
      </h2>
      {data.sites.length === 0 && (
        <p className="text-linen-800">No delivery sites yet{owner ? ': add the first.' : '.'}</p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.sites.map((site) => (
          <li
            key={site.id}
            aria-label={site.name}
            className="rounded-lg border border-linen-200 bg-white p-4"
          >
            <p className="font-semibold text-linen-950">{site.name}</p>
            <p className="text-sm text-linen-800">
              {site.address}, {site.city}, {site.eircode}
            </p>
            {(site.contact_name || site.contact_phone) && (
              <p className="text-sm text-linen-800">
                Contact: {[site.contact_name, site.contact_phone].filter(Boolean).join(', ')}
              </p>
            )}
            {site.delivery_notes && (
              <p className="mt-1 whitespace-pre-line text-sm text-linen-700">
                {site.delivery_notes}
              </p>
            )}
            {owner &&
              (editing === site.id ? (
                <SiteForm site={site} onDone={() => setEditing(null)} />
              ) : (
                <div className="mt-2 flex gap-4">
                  <button type="button" className={smallButton} onClick={() => setEditing(site.id)}>
                    Change {site.name}
                  </button>
                  <button type="button" className={smallButton} onClick={() => setRemoving(site)}>
                    Remove {site.name}
                  </button>
                </div>
              ))}
          </li>
        ))}
      </ul>
      {owner &&
        (editing === 'new' ? (
          <SiteForm onDone={() => setEditing(null)} />
        ) : (
          <button
            type="button"
            className={`${primaryButtonClassName} mt-4`}
            onClick={() => setEditing('new')}
          >
            Add a delivery site
          </button>
        ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'the site'}?`}
        description="Checkouts no longer offer it; orders already placed for it keep it."
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        error={serverMessage(remove.error)}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
      />
    </section>
  );
}

/**
 * My Account → Company (docs/screens.md "Account screens"): the company's names and credit, its
 * members and delivery sites; owners change members, invite colleagues and keep the sites.
 */
export function CompanyView() {
  const query = useCompany();
  if (query.isPending) return <Spinner label="Loading your company" />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        notFoundMessage="We could not find your company."
        back={{ to: '/account/account-info', label: 'Back to My Account', className: smallButton }}
      />
    );
  }
  const { company, role } = query.data;
  const rows: Array<[string, string]> = [
    ['Registered name', company.registered_name],
    ['Short name', company.short_name],
    ['VAT number', company.vat_number ?? 'None given'],
    ['Invoice email', company.invoice_email],
    ['Payment terms', `${company.payment_terms_days} days`],
    ['Credit limit', formatEuro(company.credit_limit)],
    ['Available credit', formatEuro(company.available_credit)],
    ['Your role', `${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}`],
  ];
  return (
    <>
      <section aria-labelledby="company-details">
        <h2 id="company-details" className={sectionTitle}>
          {company.short_name}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-medium text-linen-700">{term}</dt>
              <dd className="text-linen-950">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-linen-700">
          The credit is your company’s, shared by all who buy for it. To change the names, VAT
          number, invoice email or terms, please contact us.
        </p>
      </section>
      <Members data={query.data} />
      <Sites data={query.data} />
    </>
  );
}
