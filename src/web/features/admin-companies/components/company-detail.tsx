import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPhone } from '#src/shared/domain/phone';
import { panelClassName } from '#src/web/components/admin/console-forms';
import { PanelHeading } from '#src/web/components/admin/panel-heading';
import { CreditLimitForm } from '#src/web/components/admin/credit-limit-form';
import { formatDateTime } from '#src/web/components/admin/format';
import { saveWith } from '#src/web/components/company/form-save';
import { InviteForm } from '#src/web/components/company/invite-form';
import { ROLE_LABELS } from '#src/web/components/company/roles';
import { SiteForm } from '#src/web/components/company/site-form';
import { DetailField } from '#src/web/components/ui/detail-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { usePageTitle } from '#src/web/lib/page-title';
import { useArchiveSite } from '../api/archive-site';
import { useCompany } from '../api/get-company';
import { useInviteMember } from '../api/invite-member';
import { useSaveSite } from '../api/save-site';
import { useUpdateCompanyCreditLimit } from '../api/update-company-credit-limit';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import type { CompanyDetail as Detail, CompanyInvitation, CompanySite } from '../types';
import { CompanyAccount } from './company-account';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyHistory } from './company-history';
import { ConfirmedRemoval } from './confirmed-removal';
import { MemberRow } from './member-row';

const backLink = (
  <Link to="/admin/companies" className="text-sm underline underline-offset-4">
    ← All companies
  </Link>
);
const th = 'py-2 pr-4 font-medium';

/** The company page at /admin/companies/:id. */
export function CompanyDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCompany(valid ? id : 0);
  usePageTitle(query.data?.company.short_name);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <section>
        {backLink}
        <h1 className="mt-4 text-2xl">No such company</h1>
      </section>
    );
  }
  if (query.isPending) return <Spinner label="Loading the company" className="py-24" />;
  if (query.isError) {
    return <p role="alert">The company could not load. Please reload the page.</p>;
  }
  const detail = query.data;

  return (
    <section aria-labelledby="company-title" className="space-y-6">
      <div>
        {backLink}
        <h1 id="company-title" className="mt-3 text-2xl">
          {detail.company.short_name}
        </h1>
        <p className="text-linen-700">
          {detail.company.registered_name} · since {formatDate(detail.company.created_at)}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsPanel company={detail.company} />
        <CreditPanel detail={detail} />
      </div>
      <CompanyAccount companyId={detail.company.id} />
      <MembersPanel detail={detail} />
      <SitesPanel companyId={detail.company.id} sites={detail.sites} />
      <RecentOrdersPanel orders={detail.recent_orders} />
      <CompanyHistory companyId={detail.company.id} members={detail.members} />
    </section>
  );
}

function DetailsPanel({ company }: { company: Detail['company'] }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="company-details-title" className={panelClassName}>
      <PanelHeading
        id="company-details-title"
        title="Details"
        action={!editing && { label: 'Correct details', onClick: () => setEditing(true) }}
      />
      {editing ? (
        <CompanyDetailsForm company={company} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <DetailField term="Registered name">{company.registered_name}</DetailField>
          <DetailField term="Short name">{company.short_name}</DetailField>
          <DetailField term="VAT number">{company.vat_number ?? 'None given'}</DetailField>
          <DetailField term="Invoice email">{company.invoice_email}</DetailField>
          <DetailField term="Payment terms">{`${company.payment_terms_days} days`}</DetailField>
          <DetailField term="Credit hold after">
            {`${company.credit_hold_days} days overdue`}
          </DetailField>
        </dl>
      )}
    </section>
  );
}

function CreditPanel({ detail }: { detail: Detail }) {
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateCompanyCreditLimit();
  const { credit } = detail;
  return (
    <section aria-labelledby="company-credit-title" className={panelClassName}>
      <PanelHeading
        id="company-credit-title"
        title="Credit"
        action={!editing && { label: 'Change credit limit', onClick: () => setEditing(true) }}
      />
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <DetailField term="Credit limit">{formatEuro(credit.limit)}</DetailField>
        <DetailField term="Held by unpaid invoices, open orders and approvals">
          {formatEuro(credit.open_orders_total)}
        </DetailField>
        <DetailField term="Available credit">
          <span className={credit.available < 0 ? 'text-red-700' : ''}>
            {formatEuro(credit.available)}
          </span>
        </DetailField>
      </dl>
      {editing && (
        <CreditLimitForm
          current={credit.limit}
          held={credit.open_orders_total}
          onDone={() => setEditing(false)}
          save={{
            isPending: mutation.isPending,
            isError: mutation.isError,
            error: mutation.error,
            mutate: (input, options) =>
              mutation.mutate({ id: detail.company.id, ...input }, options),
          }}
        />
      )}
      <h3 className="mt-4 text-sm font-semibold">Changes of the limit</h3>
      {credit.history.length === 0 ? (
        <p className="mt-1 text-sm text-linen-700">The limit has not been changed by staff.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {credit.history.map((change) => (
            <li key={change.changed_at}>
              {`${formatDateTime(change.changed_at)}: ${formatEuro(change.old_limit)} → ${formatEuro(change.new_limit)} by ${
                change.changed_by.name ?? change.changed_by.email ?? 'a former member of staff'
              }${change.note ? ` (${change.note})` : ''}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MembersPanel({ detail }: { detail: Detail }) {
  const [inviting, setInviting] = useState(false);
  const companyId = detail.company.id;
  return (
    <section aria-labelledby="company-members-title" className={panelClassName}>
      <PanelHeading
        id="company-members-title"
        title={`Members (${detail.members.length})`}
        action={!inviting && { label: 'Invite a member', onClick: () => setInviting(true) }}
      />
      <p className="mt-1 text-sm text-linen-700">
        A company always keeps an active owner. A deactivated member is signed out at once.
      </p>
      {/* `relative`: the visually hidden "Save" heading is positioned absolutely; without a
          positioned box it escapes the scroll box and widens the whole page on a phone. */}
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-linen-700">
            <tr>
              <th scope="col" className={th}>
                Member
              </th>
              <th scope="col" className={th}>
                Role
              </th>
              <th scope="col" className={th}>
                Limit per order (€)
              </th>
              <th scope="col" className={th}>
                Standing
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">Save</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {detail.members.map((member) => (
              <MemberRow
                // A saved change re-reads the page: the row starts again from the answer.
                key={`${member.id}-${member.role}-${member.spending_limit}-${member.active}`}
                companyId={detail.company.id}
                member={member}
              />
            ))}
          </tbody>
        </table>
      </div>
      {inviting && <InviteMemberForm companyId={companyId} onDone={() => setInviting(false)} />}
      {detail.invitations.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Open invitations</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {detail.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-baseline justify-between gap-2"
              >
                <span>
                  {`${invitation.email} as ${ROLE_LABELS[invitation.role]}`}
                  {invitation.role !== 'accounts' && invitation.spending_limit !== null
                    ? `, up to ${formatEuro(invitation.spending_limit)} per order`
                    : ''}
                  {`, until ${formatDate(invitation.expires_at)}`}
                  {invitation.invited_by && (
                    <span className="text-linen-700">{` (invited by ${invitation.invited_by})`}</span>
                  )}
                </span>
                <WithdrawInvitation companyId={companyId} invitation={invitation} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Staff invite a member as an owner would (components/company/invite-form). */
function InviteMemberForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const mutation = useInviteMember();
  return (
    <InviteForm
      title="Invite a member"
      save={saveWith(mutation, (input) => ({ id: companyId, ...input }))}
      onDone={onDone}
    />
  );
}

function WithdrawInvitation({
  companyId,
  invitation,
}: {
  companyId: number;
  invitation: CompanyInvitation;
}) {
  const mutation = useWithdrawInvitation();
  return (
    <ConfirmedRemoval
      mutation={mutation}
      variables={{ id: companyId, invitationId: invitation.id }}
      trigger={
        <>
          Withdraw<span className="sr-only"> the invitation of {invitation.email}</span>
        </>
      }
      title={`Withdraw the invitation of ${invitation.email}?`}
      description="The link mailed to them stops working. They can be invited again later."
      confirmLabel="Withdraw invitation"
      busyLabel="Withdrawing…"
      failed="The invitation could not be withdrawn."
      done="Invitation withdrawn"
    />
  );
}

/** A new site, or a change to one, by the owner's form (components/company/site-form). */
function CompanySiteForm({
  companyId,
  site,
  onDone,
}: {
  companyId: number;
  site?: CompanySite;
  onDone: () => void;
}) {
  const mutation = useSaveSite();
  return (
    <SiteForm
      site={site}
      save={saveWith(mutation, (input) => ({ id: companyId, siteId: site?.id, ...input }))}
      onDone={onDone}
    />
  );
}

function SitesPanel({ companyId, sites }: { companyId: number; sites: CompanySite[] }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <section aria-labelledby="company-sites-title" className={panelClassName}>
      <PanelHeading
        id="company-sites-title"
        title="Delivery sites"
        action={
          editing !== 'new' && { label: 'Add delivery site', onClick: () => setEditing('new') }
        }
      />
      {editing === 'new' && <CompanySiteForm companyId={companyId} onDone={close} />}
      {sites.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No delivery sites.</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {sites.map((site) => (
            <li
              key={site.id}
              className={`rounded-md border border-linen-200 p-3 text-sm ${editing === site.id ? 'sm:col-span-2' : ''}`}
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">
                  {site.name}
                  {site.archived && <span className="ml-2 text-linen-700">(removed)</span>}
                </p>
                {!site.archived && editing !== site.id && (
                  <div className="flex shrink-0 gap-3">
                    <button
                      type="button"
                      onClick={() => setEditing(site.id)}
                      className="text-sm underline underline-offset-4"
                    >
                      Edit<span className="sr-only"> {site.name}</span>
                    </button>
                    <RemoveSite companyId={companyId} site={site} />
                  </div>
                )}
              </div>
              <p>{[site.address, site.city, site.eircode].join(', ')}</p>
              {(site.contact_name || site.contact_phone) && (
                <p>
                  Contact:{' '}
                  {[site.contact_name, formatPhone(site.contact_phone)].filter(Boolean).join(', ')}
                </p>
              )}
              {site.delivery_notes && <p className="text-linen-700">{site.delivery_notes}</p>}
              {editing === site.id && (
                <CompanySiteForm companyId={companyId} site={site} onDone={close} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RemoveSite({ companyId, site }: { companyId: number; site: CompanySite }) {
  const mutation = useArchiveSite();
  return (
    <ConfirmedRemoval
      mutation={mutation}
      variables={{ id: companyId, siteId: site.id }}
      trigger={
        <>
          Remove<span className="sr-only"> {site.name}</span>
        </>
      }
      title={`Remove ${site.name}?`}
      description="Checkouts no longer offer it; orders that name it keep it."
      confirmLabel="Remove site"
      busyLabel="Removing…"
      failed="The site could not be removed."
      done="Site removed"
    />
  );
}

function RecentOrdersPanel({ orders }: { orders: Detail['recent_orders'] }) {
  return (
    <section aria-labelledby="company-orders-title" className={panelClassName}>
      <h2 id="company-orders-title" className="text-lg font-semibold">
        Recent orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No orders yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className={th}>
                  Tracking ID
                </th>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Buyer
                </th>
                <th scope="col" className={th}>
                  Product
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className="py-2 pr-4 font-mono">
                    <Link
                      to={`/admin/orders/${o.id}`}
                      className="text-walnut-700 underline-offset-4 hover:underline"
                    >
                      {o.trackingId}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(o.orderDate)}</td>
                  <td className="py-2 pr-4">{o.buyer}</td>
                  <td className="py-2 pr-4">
                    {o.product_name} × {o.quantity}
                  </td>
                  <td className="py-2 pr-4">
                    {o.cancelled ? 'Cancelled' : o.deliveryStatus}
                    {o.paid ? ' · paid' : ''}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatEuro(o.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
