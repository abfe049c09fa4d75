import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderCard as Order } from '#src/shared/schemas/orders';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { isCancelledOrder, quoteNote } from '../lib/order-display';
import { OrderActions } from './order-actions';
import { OrderDelivery } from './order-delivery';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-linen-700">{term}:</dt>
      <dd className="min-w-0 font-medium break-words text-linen-950">{children}</dd>
    </div>
  );
}

/**
 * One order of My Orders (docs/screens.md "My Orders and tracking"). Another member's order
 * in the company view (`mine` false) says who ordered it and links to its tracking view,
 * with no Cancel or Reorder: those are the buyer's own.
 */
export function OrderCard({
  order,
  mine = true,
  movesDelivery = mine,
}: {
  order: Order;
  mine?: boolean;
  /** May move or accept its delivery: the buyer's own, or an owner's or approver's. */
  movesDelivery?: boolean;
}) {
  const cancelled = isCancelledOrder(order);
  const note = quoteNote(order);

  return (
    <article
      aria-label={`Order ${order.trackingId}`}
      className="rounded-xl bg-white shadow-sm ring-1 ring-linen-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-linen-200 px-5 py-3 text-sm">
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <Detail term="Tracking ID">{order.trackingId}</Detail>
          <Detail term="Order Date">
            <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
          </Detail>
          <Detail term="Status">
            {cancelled ? <span className="text-red-700">cancelled</span> : order.deliveryStatus}
          </Detail>
          <Detail term="Checkout">
            {mine ? (
              <Link
                to={`/checkout/confirmation/${encodeURIComponent(order.checkoutNumber)}`}
                className="text-walnut-700 underline hover:text-walnut-800"
              >
                {order.checkoutNumber}
              </Link>
            ) : (
              order.checkoutNumber
            )}
          </Detail>
          {order.poNumber && <Detail term="PO">{order.poNumber}</Detail>}
          {order.buyer && <Detail term="Ordered by">{order.buyer.full_name}</Detail>}
          {order.site !== undefined && <Detail term="Site">{order.site?.name ?? '—'}</Detail>}
        </dl>
        {mine && <OrderActions order={order} />}
      </header>
      {order.delivery && !cancelled && (
        <div className="border-b border-linen-200 px-5 py-3">
          <OrderDelivery
            delivery={order.delivery}
            checkoutNumber={order.checkoutNumber}
            mine={movesDelivery}
          />
        </div>
      )}
      <div className="flex gap-4 p-5">
        <ProductThumb src={order.product_image} className="size-24 rounded-lg bg-linen-100" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg">
            <Link
              to={
                mine
                  ? `/orders/${encodeURIComponent(order.trackingId)}`
                  : `/order-tracking/${encodeURIComponent(order.trackingId)}`
              }
              className={`font-medium text-linen-950 hover:text-walnut-700 hover:underline ${cancelled ? 'line-through' : ''}`}
            >
              {order.product_name}
            </Link>
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <Detail term="Fabric">{order.fabric_name ?? '—'}</Detail>
            <Detail term="Fabric Color">{order.fabric_color_name ?? '—'}</Detail>
            <Detail term="Size">{order.size_name ?? '—'}</Detail>
            {order.storageType !== 'Non Ottoman' && (
              <Detail term="Storage">{order.storageType}</Detail>
            )}
            <Detail term="Reference Number">{order.referenceNumber || '—'}</Detail>
            <Detail term="Quantity">{order.quantity}</Detail>
            <Detail term="Price">{formatEuro(order.total_price)}</Detail>
          </dl>
          {note && (
            <p className="mt-3 rounded-md bg-linen-100 px-3 py-2 text-sm text-linen-800">
              <span className="font-medium">Instructions:</span> {note.text}
              {note.fileName && <span className="block">Attached file: {note.fileName}</span>}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
