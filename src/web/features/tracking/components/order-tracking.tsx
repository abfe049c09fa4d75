import type { ReactNode } from 'react';
import { ORDER_NOT_FOUND } from '../../../../shared/schemas/orders';
import { Spinner } from '../../../components/ui/spinner';
import { formatEuro } from '../../../lib/format';
import { useTrackedOrder } from '../api/get-tracked-order';
import { DeliveryProgress } from './delivery-progress';
import { TrackOrderForm } from './track-order-form';

const PLACEHOLDER_IMAGE = '/media/placeholder.webp';

// The shop is in Ireland: dates read the same wherever the browser is.
const dateFormat = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeZone: 'Europe/Dublin',
});
const orderDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-linen-700">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-linen-950">{children}</dd>
    </div>
  );
}

/**
 * The public tracking view (accounts §2, DECISIONS #8): the order found by tracking ID
 * or reference number, its delivery progress, and a box to track another one.
 */
export function OrderTracking({ slug }: { slug: string }) {
  const query = useTrackedOrder(slug);

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label="Loading your order" />;
  } else if (query.isError || !query.data.success) {
    // Accounts §8: a missing order and a failed lookup read the same.
    body = (
      <p role="alert" className="py-12 text-center text-xl text-red-700">
        {ORDER_NOT_FOUND}
      </p>
    );
  } else {
    const order = query.data.order;
    body = (
      <article
        aria-label={`Order ${order.trackingId}`}
        className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-linen-200"
      >
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field term="Tracking ID">{order.trackingId}</Field>
          <Field term="Reference Number">{order.referenceNumber}</Field>
          <Field term="Order Date">{orderDate(order.orderDate)}</Field>
          <Field term="Delivery Status">{order.deliveryStatus}</Field>
        </dl>
        <div className="mt-8">
          <h2 className="text-xl">Delivery progress</h2>
          <div className="mt-4">
            <DeliveryProgress current={order.deliveryStatus} />
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-6 border-t border-linen-200 pt-6 sm:flex-row">
          <img
            src={order.product_image ?? PLACEHOLDER_IMAGE}
            alt={order.product_name}
            className="size-32 shrink-0 rounded-lg bg-linen-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl">{order.product_name}</h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <Field term="Fabric">{order.fabric_name ?? '—'}</Field>
              <Field term="Fabric Colour">{order.fabric_color_name ?? '—'}</Field>
              <Field term="Quantity">{order.quantity}</Field>
              <Field term="Total">{formatEuro(order.total_price)}</Field>
              <Field term="Shipping Address">
                <span className="whitespace-pre-line">{order.shipping_address}</span>
              </Field>
            </dl>
          </div>
        </div>
      </article>
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
