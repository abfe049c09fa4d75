import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { canManageCompany } from '#src/shared/domain/companies';
import { formatPhone } from '#src/shared/domain/phone';
import { saveWith } from '#src/web/components/company/form-save';
import { InviteForm } from '#src/web/components/company/invite-form';
import {
  MemberChangeDialog,
  memberChanges,
  readSpendingLimit,
  ROLE_HINTS,
  ROLE_LABELS,
  RoleSelect,
  SpendingLimitField,
} from '#src/web/components/company/roles';
import { SiteForm } from '#src/web/components/company/site-form';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
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

const sectionTitle = 'mb-3 font-display text-2xl text-linen-950';
const smallButton =
  'text-sm font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800 disabled:opacity-60';

const limitText = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? 'No limit of their own' : formatEuro(limit);

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
  const [confirming, setConfirming] = useState(false);
  const change = useChangeMember();
  const read = readSpendingLimit(limit);
  const changes = memberChanges(
    { role: member.role, spending_limit: member.spending_limit ?? null, active: member.active },
    { role, spending_limit: 'value' in read ? read.value : undefined, active },
  );
  // Reviewed first, as in the console: a deactivation signs them out everywhere.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    change.reset();
    setConfirming(true);
  };
  const save = () => {
    if ('error' in read) return;
    change.mutate(
      { userId: member.id, change: { role, spending_limit: read.value, active } },
      {
        onSuccess: () => {
          setConfirming(false);
          toastSuccess(`${member.full_name} updated`);
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3">
      <MemberChangeDialog
        name={member.full_name}
        changes={changes}
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={change.isPending}
        error={change.error}
        onConfirm={save}
      />
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      <SpendingLimitField
        id={`${id}-limit`}
        value={limit}
        onChange={(value) => {
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

function Invitations() {
  const invitations = useInvitations(true);
  const invite = useInvite();
  const withdraw = useWithdrawInvitation();
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const open = invitations.data?.invitations ?? [];
  return (
    <>
      <InviteForm title="Invite a colleague" save={saveWith(invite, (input) => input)} />
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

/** The owner's site form (components/company/site-form), saved by the owner's routes. */
function OwnSiteForm({ site, onDone }: { site?: CompanySite; onDone: () => void }) {
  const save = useSaveSite();
  return (
    <SiteForm
      site={site}
      save={saveWith(save, (input) => ({ ...(site ? { id: site.id } : {}), site: input }))}
      onDone={onDone}
    />
  );
}

/** Checkout's "Add a delivery site" (`?add-site=checkout`) opens the form, with the way back. */
function Sites({ data }: { data: CompanyAnswer }) {
  const owner = canManageCompany(data.role);
  const [params] = useSearchParams();
  const fromCheckout = params.get('add-site') === 'checkout';
  const [editing, setEditing] = useState<number | 'new' | null>(
    owner && fromCheckout ? 'new' : null,
  );
  const [removing, setRemoving] = useState<CompanySite | null>(null);
  const remove = useRemoveSite();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (fromCheckout) section.current?.scrollIntoView?.({ block: 'start' });
  }, [fromCheckout]);
  return (
    <section ref={section} id="sites" aria-labelledby="company-sites" className="mt-10">
      <h2 id="company-sites" className={sectionTitle}>
        Delivery sites
      </h2>
      {fromCheckout && (
        <p className="mb-3 text-sm">
          <Link
            to="/checkout"
            className="font-medium text-walnut-700 underline hover:text-walnut-800"
          >
            Back to checkout
          </Link>{' '}
          <span className="text-linen-700">(your cart is kept; a new site is offered there)</span>
        </p>
      )}
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
                Contact:{' '}
                {[site.contact_name, formatPhone(site.contact_phone)].filter(Boolean).join(', ')}
              </p>
            )}
            {site.delivery_notes && (
              <p className="mt-1 whitespace-pre-line text-sm text-linen-700">
                {site.delivery_notes}
              </p>
            )}
            {owner &&
              (editing === site.id ? (
                <OwnSiteForm site={site} onDone={() => setEditing(null)} />
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
          <OwnSiteForm onDone={() => setEditing(null)} />
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
          The credit is your company’s, shared by all who buy for it. Owners change its short name
          under My Account; to change the registered name, VAT number, invoice email or terms,
          please contact us.
        </p>
      </section>
      <Members data={query.data} />
      <Sites data={query.data} />
    </>
  );
}
