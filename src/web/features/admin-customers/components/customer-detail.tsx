import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PanelHeading } from '#src/web/components/admin/panel-heading';
import { DetailField } from '#src/web/components/ui/detail-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useCustomer } from '../api/get-customer';
import { formatDateTime, panelClassName, STATUS_LABELS } from '../lib/display';
import type { CustomerDetail as Detail } from '../types';
import { AccountStatusActions } from './account-status-actions';
import { AuditHistory } from './audit-history';
import { CreditLimitForm } from './credit-limit-form';
import { CustomerDetailsForm } from './customer-details-form';
import { StatusBadge } from './status-badge';
import { usePageTitle } from '#src/web/lib/page-title';
import { formatPhone } from '#src/shared/domain/phone';

const backLink = (
  <Link to="/admin/customers" className="text-sm underline underline-offset-4">
    ← All customers
  </Link>
);

/** The customer page at /admin/customers/:id. */
export function CustomerDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCustomer(valid ? id : 0);
  usePageTitle(query.data?.customer.full_name);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <section>
        {backLink}
        <h1 className="mt-4 text-2xl">No such customer</h1>
      </section>
    );
  }
  if (query.isPending) return <Spinner label="Loading the customer" className="py-24" />;
  if (query.isError) {
    return <p role="alert">The customer could not load. Please reload the page.</p>;
  }
  const { customer } = query.data;

  return (
    <section aria-labelledby="customer-title" className="space-y-6">
      <div>
        {backLink}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="customer-title" className="flex items-center gap-3 text-2xl">
              {customer.full_name} <StatusBadge status={customer.status} />
            </h1>
            <p className="text-linen-700">
              {customer.company ? (
                <Link
                  to={`/admin/companies/${customer.company.id}`}
                  className="text-walnut-700 underline underline-offset-4"
                >
                  {customer.company.short_name}
                </Link>
              ) : (
                customer.company_name
              )}{' '}
              · customer since {formatDate(customer.created_at)}
            </p>
          </div>
          <AccountStatusActions customer={customer} />
        </div>
        {customer.status !== 'approved' && customer.status_changed_at && (
          <p className="mt-3 rounded-md bg-linen-200 px-4 py-2 text-sm [overflow-wrap:anywhere]">
            {STATUS_LABELS[customer.status]} on {formatDateTime(customer.status_changed_at)}
            {customer.status_changed_by?.name ? ` by ${customer.status_changed_by.name}` : ''}
            {customer.status_reason ? `: ${customer.status_reason}` : ''}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfilePanel customer={customer} />
        <CreditPanel detail={query.data} />
      </div>
      <OpenOrdersPanel openOrders={query.data.open_orders} email={customer.email} />
      <AuditHistory customerId={customer.id} />
    </section>
  );
}

function ProfilePanel({ customer: c }: { customer: Detail['customer'] }) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="profile-title"
      // The form takes the row: its addresses want the width.
      className={`${panelClassName} ${editing ? 'lg:col-span-2' : ''}`}
    >
      <PanelHeading
        id="profile-title"
        title="Profile"
        action={!editing && { label: 'Correct details', onClick: () => setEditing(true) }}
      />
      {editing ? (
        <CustomerDetailsForm customer={c} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <DetailField term="Email">{c.email}</DetailField>
          <DetailField term="Invoice email">{c.invoice_email}</DetailField>
          <DetailField term="Phone">{formatPhone(c.phone_number)}</DetailField>
          <DetailField term="Country">{c.country}</DetailField>
          <DetailField term="Office address">
            {[c.office_address, c.office_city, c.office_eir_code].filter(Boolean).join(', ')}
          </DetailField>
          <DetailField term="Delivery address">
            {[c.delivery_address, c.delivery_city, c.delivery_eir_code].filter(Boolean).join(', ')}
          </DetailField>
          <DetailField term="Newsletter">{c.subscribe ? 'Subscribed' : 'No'}</DetailField>
        </dl>
      )}
    </section>
  );
}

function CreditPanel({ detail }: { detail: Detail }) {
  const [editing, setEditing] = useState(false);
  const { credit, customer } = detail;
  const editable = customer.status === 'approved' || customer.status === 'suspended';
  const last = credit.last_change;

  return (
    <section aria-labelledby="credit-title" className={panelClassName}>
      <PanelHeading
        id="credit-title"
        title="Credit"
        action={
          editable && !editing && { label: 'Change credit limit', onClick: () => setEditing(true) }
        }
      />
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <DetailField term="Credit limit">{formatEuro(credit.limit)}</DetailField>
        <DetailField term="Held by unpaid invoices, open orders and approvals">
          {formatEuro(detail.open_orders.total)}
        </DetailField>
        <DetailField term="Available credit">
          <span className={credit.available < 0 ? 'text-red-700' : ''}>
            {formatEuro(credit.available)}
          </span>
        </DetailField>
      </dl>
      <p className="mt-3 text-sm text-linen-700">
        {last
          ? `Last changed ${formatDateTime(last.changed_at)} by ${
              last.changed_by.name ?? last.changed_by.email ?? 'a former member of staff'
            } (from ${formatEuro(last.old_limit)})${last.note ? `: ${last.note}` : ''}`
          : 'The limit has not been changed by staff.'}
      </p>
      {editing && (
        <CreditLimitForm
          customerId={customer.id}
          current={credit.limit}
          held={detail.open_orders.total}
          onDone={() => setEditing(false)}
        />
      )}
    </section>
  );
}

function OpenOrdersPanel({
  openOrders,
  email,
}: {
  openOrders: Detail['open_orders'];
  email: string;
}) {
  return (
    <section aria-labelledby="open-orders-title" className={panelClassName}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="open-orders-title" className="text-lg font-semibold">
          Open orders ({openOrders.count})
        </h2>
        <Link
          to={`/admin/orders?${new URLSearchParams({ customer: email }).toString()}`}
          className="text-sm underline underline-offset-4"
        >
          All their orders
        </Link>
      </div>
      {openOrders.orders.length < openOrders.count && (
        <p className="mt-2 text-sm text-linen-700">
          {`The newest ${openOrders.orders.length} of them; all their orders are in the orders list.`}
        </p>
      )}
      {openOrders.orders.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No open orders.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Tracking ID
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Product
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {openOrders.orders.map((o) => (
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
                  <td className="py-2 pr-4">
                    {o.product_name} × {o.quantity}
                  </td>
                  <td className="py-2 pr-4">{o.referenceNumber}</td>
                  <td className="py-2 pr-4">{o.deliveryStatus}</td>
                  <td className="py-2 text-right tabular-nums">{formatEuro(o.total_price)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5} className="py-2 pr-4 text-right font-medium">
                  Held against the company’s credit (every member’s open orders and orders awaiting
                  approval)
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">
                  {formatEuro(openOrders.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
