import { formatDeliveryDay } from '#src/web/lib/delivery-options';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderDetail as Detail } from '#src/shared/schemas/admin-orders';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { quoteFileUrl, useAdminOrder } from '../api/get-admin-order';
import { panelClassName } from '../lib/styles';
import { DeliveryStatusControl } from './delivery-status-control';
import { DeliveryBadge, OrderStateBadge } from './order-badges';
import { OrderHistory } from './order-history';
import { OrderStaffActions } from './order-staff-actions';
import { usePageTitle } from '#src/web/lib/page-title';
import { formatPhone } from '#src/shared/domain/phone';
import { documentPdfUrl } from '#src/web/components/admin/ledger-views';

export const ORDER_FAILED = 'The order could not be loaded. Please try again.';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panelClassName}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * Terms and values. `amounts`: every value is an amount, kept whole and right-aligned while
 * the terms wrap; otherwise the terms keep their width and a long value (an address) wraps,
 * which with a long term broke an amount inside ("€50,000.0 / 0").
 */
function Facts({ rows, amounts = false }: { rows: Array<[string, ReactNode]>; amounts?: boolean }) {
  return (
    <dl
      className={`grid ${amounts ? 'grid-cols-[1fr_auto]' : 'grid-cols-[auto_1fr]'} gap-x-4 gap-y-1 text-sm`}
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-linen-700">{term}</dt>
          <dd
            className={
              amounts ? 'text-right whitespace-nowrap tabular-nums' : 'min-w-0 break-words'
            }
          >
            {value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OrderLine({ order }: { order: Detail['order'] }) {
  const choice = [order.sizeName, order.fabricName, order.fabricColorName].filter(Boolean);
  return (
    <Facts
      rows={[
        ['Product', `${order.quantity} × ${order.productName}`],
        ['Options', choice.join(', ') || '—'],
        // Storage is a choice of beds: "Non Ottoman" says nothing.
        ...(order.storageType === 'Non Ottoman'
          ? []
          : [['Storage', order.storageType] as [string, string]]),
        ['Unit price', `${formatEuro(order.unitPrice)} + VAT ${formatEuro(order.vat)}`],
        ['Line total', <strong key="t">{formatEuro(order.totalPrice)}</strong>],
        ['Reference', order.referenceNumber],
        ['Ship to', order.shippingAddress],
        // The crew's facts of the site, as the company keeps them now.
        ...(order.site
          ? ([
              [
                'Site contact',
                [order.site.contactName, formatPhone(order.site.contactPhone)]
                  .filter(Boolean)
                  .join(', ') || '—',
              ],
              [
                'Delivery notes',
                <span key="n" className="whitespace-pre-line">
                  {order.site.deliveryNotes || '—'}
                </span>,
              ],
            ] as Array<[string, ReactNode]>)
          : []),
      ]}
    />
  );
}

function Quote({ order }: { order: Detail['order'] }) {
  if (!order.quoteText && !order.quoteFileName) {
    return <p className="text-sm text-linen-700">No special quote on this order.</p>;
  }
  return (
    <div className="space-y-2 text-sm">
      {order.quoteText && <p className="whitespace-pre-wrap">{order.quoteText}</p>}
      {order.quoteFileName && (
        <a
          href={quoteFileUrl(order.id)}
          download
          className="text-walnut-800 underline underline-offset-4"
        >
          Download {order.quoteFileName}
        </a>
      )}
    </div>
  );
}

const INVOICE_STATUS = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  credited: 'Credited',
} as const;

/** The invoice the order is on, its PDF as staff download it, and what it still owes. */
function Invoice({ invoice, order }: { invoice: Detail['invoice']; order: Detail['order'] }) {
  if (!invoice && order.status === 'cancelled') {
    return <p className="text-sm text-linen-700">Cancelled before it was invoiced.</p>;
  }
  if (!invoice && order.paidAt) {
    return (
      <p className="text-sm text-linen-700">
        Paid before invoicing began: an order paid that way has no invoice.
      </p>
    );
  }
  if (!invoice) {
    return (
      <p className="text-sm text-linen-700">
        Not invoiced yet. An order is invoiced when it is delivered (by the day’s run while other
        orders of its checkout are still on their way).
      </p>
    );
  }
  return (
    <Facts
      rows={[
        [
          'Invoice',
          <a
            key="i"
            href={documentPdfUrl(invoice.number)}
            className="text-walnut-800 underline underline-offset-4"
          >
            Invoice {invoice.number}
          </a>,
        ],
        ['Issued', formatDate(invoice.issueDate)],
        ['Due', formatDate(invoice.dueDate)],
        ['Still owes', <strong key="o">{formatEuro(invoice.openAmount)}</strong>],
        ['Status', INVOICE_STATUS[invoice.status]],
      ]}
    />
  );
}

const BOOKING_STATE: Record<NonNullable<Detail['delivery']>['state'], string> = {
  requested: 'booked by the buyer, to confirm',
  proposed: 'proposed to the buyer',
  confirmed: 'confirmed',
  released: 'released: every order of it was cancelled',
};

/** The checkout's delivery day and where staff plan it (docs/screens.md "Staff console: deliveries"). */
function DeliveryDay({ delivery }: { delivery: Detail['delivery'] }) {
  if (!delivery) {
    return <p className="text-sm text-linen-700">Placed before delivery days were booked.</p>;
  }
  const planner = delivery.day
    ? `/admin/deliveries?week=${delivery.day}${delivery.region ? `&region=${delivery.region.id}` : ''}`
    : '/admin/deliveries';
  return (
    <div className="space-y-2 text-sm">
      <p>
        {delivery.day ? (
          <>
            <strong>
              <time dateTime={delivery.day}>{formatDeliveryDay(delivery.day)}</time>
            </strong>{' '}
            — {BOOKING_STATE[delivery.state]}
          </>
        ) : (
          <>No day yet: to agree with the buyer.</>
        )}
      </p>
      <p className="text-linen-700">
        {delivery.region
          ? `Region ${delivery.region.name}`
          : 'No delivery region covers the address'}{' '}
        · ready from{' '}
        <time dateTime={delivery.earliestOn}>{formatDeliveryDay(delivery.earliestOn)}</time>
      </p>
      <Link to={planner} className="text-walnut-800 underline underline-offset-4">
        {delivery.day ? 'Open the day in the planner' : 'Open the planner'}
      </Link>
    </div>
  );
}

function CheckoutOrders({ id, lines }: { id: number; lines: Detail['checkoutOrders'] }) {
  if (lines.length <= 1)
    return <p className="text-sm text-linen-700">This order was placed on its own.</p>;
  return (
    <ul className="divide-y divide-linen-200 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          {line.id === id ? (
            <span aria-current="page" className="font-semibold">
              {line.trackingId} (this order)
            </span>
          ) : (
            <Link
              to={`/admin/orders/${line.id}`}
              className="text-walnut-800 underline underline-offset-4"
            >
              {line.trackingId}
            </Link>
          )}
          <span className="min-w-0 flex-1">
            {line.quantity} × {line.productName} · {line.referenceNumber}
          </span>
          <span className="tabular-nums">{formatEuro(line.totalPrice)}</span>
          <DeliveryBadge status={line.deliveryStatus} cancelled={line.status === 'cancelled'} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/orders/{id}: everything staff need to handle one order. */
export function AdminOrderDetail({ id }: { id: number }) {
  const query = useAdminOrder(id);
  usePageTitle(query.data && `Order ${query.data.order.trackingId}`);
  if (query.isPending) return <Spinner label="Loading the order" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {missing ? 'There is no such order.' : (serverMessage(query.error) ?? ORDER_FAILED)}
        </p>
        <Link to="/admin/orders" className="underline underline-offset-4">
          Back to orders
        </Link>
      </div>
    );
  }
  const { order, customer, credit, invoice } = query.data;

  return (
    <article className="space-y-6">
      <Link to="/admin/orders" className="text-sm underline underline-offset-4">
        ← All orders
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl">Order {order.trackingId}</h1>
          <p className="mt-1 text-sm text-linen-700">
            Placed {formatDate(order.orderDate)} · #{order.id} · checkout {order.checkoutNumber}
            {order.poNumber && ` · PO ${order.poNumber}`}
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <OrderStateBadge order={order} />
            <DeliveryBadge status={order.deliveryStatus} cancelled={order.status === 'cancelled'} />
          </div>
        </div>
        <OrderStaffActions order={order} invoice={invoice} />
      </header>

      {order.status === 'cancelled' && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Cancelled {order.cancelledAt ? formatDate(order.cancelledAt) : ''}
          {order.cancelledByName ? ` by ${order.cancelledByName}` : ''}.
        </p>
      )}
      {order.paidAt && (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          Paid {formatDate(order.paidAt)}
          {order.paidByName ? `, recorded by ${order.paidByName}` : ''}.
        </p>
      )}

      <Panel title="Delivery status">
        <DeliveryStatusControl
          order={order}
          invoice={invoice}
          deliveryStatuses={query.data.deliveryStatuses}
        />
        <p className="mt-3 text-sm text-linen-700">
          {order.customerCanCancel
            ? 'The customer can still cancel this order.'
            : 'The customer can no longer cancel this order.'}
        </p>
      </Panel>

      <Panel title="Delivery day">
        <DeliveryDay delivery={query.data.delivery} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Order line">
          <OrderLine order={order} />
        </Panel>
        <Panel title="Special quote">
          <Quote order={order} />
        </Panel>
        <Panel title="Customer">
          <Facts
            rows={[
              [
                'Name',
                <Link
                  key="c"
                  to={`/admin/customers/${customer.id}`}
                  className="underline underline-offset-4"
                >
                  {customer.fullName}
                </Link>,
              ],
              [
                'Company',
                <Link
                  key="co"
                  to={`/admin/companies/${order.companyId}`}
                  className="underline underline-offset-4"
                >
                  {customer.companyName ?? `Company #${order.companyId}`}
                </Link>,
              ],
              [
                'Email',
                <a
                  key="e"
                  href={`mailto:${customer.email}`}
                  className="underline underline-offset-4"
                >
                  {customer.email}
                </a>,
              ],
              ['Phone', customer.phoneNumber && formatPhone(customer.phoneNumber)],
              ['Account', customer.status],
            ]}
          />
        </Panel>
        <Panel title="Invoice">
          <Invoice invoice={invoice} order={order} />
        </Panel>
        <Panel title="Credit effect">
          <Facts
            amounts
            rows={[
              // Once invoiced, the invoice holds the credit until it is paid, not the order.
              invoice
                ? ['Its invoice still owes', formatEuro(invoice.openAmount)]
                : ['This order holds', formatEuro(credit.openAmount)],
              ['Credit limit', formatEuro(credit.creditLimit)],
              [
                'Held by unpaid invoices, open orders and approvals',
                formatEuro(credit.openOrdersTotal),
              ],
              ['Available credit', <strong key="a">{formatEuro(credit.availableCredit)}</strong>],
            ]}
          />
          {!invoice && credit.openAmount > 0 && (
            <p className="mt-2 text-sm text-linen-700">
              Cancelling or marking it paid releases {formatEuro(credit.openAmount)}.
            </p>
          )}
        </Panel>
      </div>

      <Panel title="Orders placed together">
        <CheckoutOrders id={order.id} lines={query.data.checkoutOrders} />
      </Panel>

      <Panel title="History">
        <OrderHistory events={query.data.events} audit={query.data.audit} />
      </Panel>
    </article>
  );
}
