import { Link, useLocation } from 'react-router';
import { AGREE_A_DAY } from '#src/shared/schemas/delivery-options';
import {
  CHECKOUT_NOT_FOUND,
  type OrderCard,
  type PlacedDelivery,
} from '#src/shared/schemas/orders';
import { ReorderAll } from '#src/web/components/orders/reorder-all';
import { DetailField } from '#src/web/components/ui/detail-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { formatDeliveryDay } from '#src/web/lib/delivery-options';
import { useCheckout } from '../api/get-checkout';

/** What the checkout that led here booked (its answer, passed by the checkout screen). */
function bookedDelivery(state: unknown): PlacedDelivery | null | undefined {
  if (typeof state !== 'object' || state === null || !('delivery' in state)) return undefined;
  return state.delivery as PlacedDelivery | null;
}

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

/** Size, fabric, colour and storage of a line, as far as it has them. */
export function optionsOf(line: OrderCard): string {
  return [
    line.size_name,
    line.fabric_name,
    line.fabric_color_name,
    line.storageType === 'Non Ottoman' ? null : line.storageType,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Line({ line }: { line: OrderCard }) {
  return (
    <li className="flex gap-4 py-4">
      <ProductThumb src={line.product_image} className="size-16 shrink-0 rounded-md bg-linen-100" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-linen-950">{line.product_name}</p>
        {optionsOf(line) && <p className="text-linen-700">{optionsOf(line)}</p>}
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          <div className="flex gap-1">
            <dt className="text-linen-700">Reference:</dt>
            <dd className="font-medium">{line.referenceNumber}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-linen-700">Tracking ID:</dt>
            <dd>
              <Link to={`/orders/${encodeURIComponent(line.trackingId)}`} className={linkClassName}>
                {line.trackingId}
              </Link>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-linen-700">Quantity:</dt>
            <dd className="font-medium">{line.quantity}</dd>
          </div>
        </dl>
      </div>
      <p className="shrink-0 text-sm font-semibold">{formatEuro(line.total_price)}</p>
    </li>
  );
}

/**
 * /checkout/confirmation/{number}: where a checkout ends (docs/screens.md "Cart and
 * checkout"): its number and PO, every line with its tracking ID, the totals, where it
 * goes and the credit left now. It reads the checkout afresh, so it also serves a
 * bookmark or a reload.
 */
export function CheckoutConfirmation({ checkoutNumber }: { checkoutNumber: string }) {
  const query = useCheckout(checkoutNumber);
  const placed = bookedDelivery(useLocation().state);

  if (query.isPending) return <Spinner label="Loading your order" />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        notFoundMessage={CHECKOUT_NOT_FOUND}
        back={{ to: '/orders', label: 'Go to My Orders', className: linkClassName }}
      />
    );
  }

  const { checkout, available_credit: creditLeft } = query.data;
  const count = checkout.orders.length;
  // The checkout as read now (a reload or a bookmark too); just placed, the answer's.
  const delivery = checkout.delivery ?? placed;
  return (
    <div className="space-y-6">
      <div
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900"
      >
        <p className="text-lg font-semibold">Thank you: your order is placed on your account.</p>
        <p className="mt-1 text-sm">
          {count === 1 ? 'Its line is' : `Its ${count} lines are`} tracked separately, each with its
          own tracking ID. A confirmation has been emailed to you.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="confirmation-lines"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200"
        >
          <h2 id="confirmation-lines" className="text-xl">
            {count === 1 ? '1 order line' : `${count} order lines`}
          </h2>
          <ul className="divide-y divide-linen-200">
            {checkout.orders.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ul>
        </section>
        <aside className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200">
          <dl className="grid gap-4">
            <DetailField term="Checkout number">{checkout.checkoutNumber}</DetailField>
            {checkout.poNumber && (
              <DetailField term="Your purchase order">{checkout.poNumber}</DetailField>
            )}
            <DetailField term="Placed">
              <time dateTime={checkout.placedAt}>{formatDate(checkout.placedAt)}</time>
            </DetailField>
            <DetailField term="Delivery to">{checkout.shipping_address}</DetailField>
            {delivery !== undefined && (
              <DetailField term="Delivery day">
                {delivery?.day ? (
                  <>
                    <time dateTime={delivery.day}>{formatDeliveryDay(delivery.day)}</time>
                    <span className="block text-xs text-linen-700">
                      Booked: we confirm it with you before the day.
                    </span>
                  </>
                ) : (
                  AGREE_A_DAY
                )}
              </DetailField>
            )}
          </dl>
          <OrderTotals totals={checkout} largeTotal className="border-t border-linen-200 pt-4" />
          <p className="text-xs text-linen-700">VAT at 23% is included in the order total.</p>
          <dl className="grid grid-cols-[1fr_auto] border-t border-linen-200 pt-4 text-sm">
            <dt className="text-linen-700">Credit left on your account</dt>
            <dd className="text-right font-semibold">{formatEuro(creditLeft)}</dd>
          </dl>
          <div className="flex flex-wrap gap-4 pt-2 text-sm">
            <Link to="/orders" className={linkClassName}>
              Go to My Orders
            </Link>
            <Link to="/products" className={linkClassName}>
              Continue shopping
            </Link>
          </div>
          <div className="border-t border-linen-200 pt-4">
            <ReorderAll checkoutNumber={checkout.checkoutNumber} orders={checkout.orders} />
          </div>
        </aside>
      </div>
    </div>
  );
}
