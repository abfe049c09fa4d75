import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ORDER_NOT_FOUND,
  TRACKING_SIGN_IN_HINT,
  type DeliveryView,
  type TrackedOrder,
} from '#src/shared/schemas/orders';
import { DetailField } from '#src/web/components/ui/detail-field';
import { deliveryText } from '#src/web/lib/delivery-day';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useTrackedOrder } from '../api/get-tracked-order';
import { DeliveryProgress } from './delivery-progress';
import { TrackOrderForm } from './track-order-form';

type Tracked = DeliveryView &
  Partial<Pick<TrackedOrder, 'trackingId' | 'total_price' | 'shipping_address'>>;

/** One order's tracking view: whole (by tracking ID, or for its owner) or delivery only. */
function TrackedOrderView({ order }: { order: Tracked }) {
  const full = order.trackingId !== undefined;
  return (
    <article
      aria-label={full ? `Order ${order.trackingId}` : `Order ${order.referenceNumber}`}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-linen-200"
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {full && <DetailField term="Tracking ID">{order.trackingId}</DetailField>}
        <DetailField term="Reference Number">{order.referenceNumber}</DetailField>
        <DetailField term="Order Date">{formatDate(order.orderDate)}</DetailField>
        <DetailField term="Delivery Status">{order.deliveryStatus}</DetailField>
        {order.delivery && order.deliveryStatus !== 'Cancelled' && (
          <DetailField term="Delivery Day">{deliveryText(order.delivery)}</DetailField>
        )}
      </dl>
      <div className="mt-8">
        <h2 className="text-xl">Delivery progress</h2>
        <div className="mt-4">
          <DeliveryProgress current={order.deliveryStatus} />
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-6 border-t border-linen-200 pt-6 sm:flex-row">
        <ProductThumb
          src={order.product_image}
          alt={order.product_name}
          eager
          className="size-32 rounded-lg bg-linen-100"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl">{order.product_name}</h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <DetailField term="Fabric">{order.fabric_name ?? '—'}</DetailField>
            <DetailField term="Fabric Colour">{order.fabric_color_name ?? '—'}</DetailField>
            <DetailField term="Quantity">{order.quantity}</DetailField>
            {order.total_price !== undefined && (
              <DetailField term="Total">{formatEuro(order.total_price)}</DetailField>
            )}
            {order.shipping_address !== undefined && (
              <DetailField term="Shipping Address">
                <span className="whitespace-pre-line">{order.shipping_address}</span>
              </DetailField>
            )}
          </dl>
        </div>
      </div>
    </article>
  );
}

/**
 * The public tracking view (docs/business-rules.md "Tracking"): the order found by tracking ID or
 * reference number, its delivery progress, and a box to track another one. Found by reference
 * without its owner's session, it is the delivery view, and the page says how to see more; the
 * owner sees every one of their orders with that reference.
 */
export function OrderTracking({ slug }: { slug: string }) {
  const query = useTrackedOrder(slug);
  const location = useLocation();

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label="Loading your order" />;
  } else if (query.isError || !query.data.success) {
    // docs/screens.md "My Orders and tracking": a missing order and a failed lookup read the same.
    body = (
      <p role="alert" className="py-12 text-center text-xl text-red-700">
        {ORDER_NOT_FOUND}
      </p>
    );
  } else {
    const answer = query.data;
    // Spec clients' answers carry `order` alone.
    const found: Tracked[] = answer.orders?.length ? answer.orders : [answer.order];
    body = (
      <>
        {answer.view === 'delivery' && (
          <p className="mb-6 rounded-lg bg-linen-100 px-4 py-3 text-linen-900">
            {TRACKING_SIGN_IN_HINT}{' '}
            <Link
              to="/signin"
              state={{ from: location }}
              className="font-medium text-walnut-700 underline hover:text-walnut-800"
            >
              Sign in
            </Link>
          </p>
        )}
        {found.length > 1 && (
          <p className="mb-4 text-linen-800">{`${found.length} of your orders have this reference.`}</p>
        )}
        <ul className="space-y-6">
          {found.map((order, index) => (
            <li key={order.trackingId ?? index}>
              <TrackedOrderView order={order} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Order Tracking</h1>
      <div className="mt-8">{body}</div>
      <TrackOrderForm
        label="Track another order"
        placeholder="Enter Tracking ID or Ref No"
        className="mt-10 max-w-xl"
      />
    </section>
  );
}
