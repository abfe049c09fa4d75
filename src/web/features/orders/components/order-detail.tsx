import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_NOT_FOUND } from '../../../../shared/schemas/orders';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatEuro } from '../../../lib/format';
import { serverMessage } from '../../../lib/form-errors';
import { useUserOrder } from '../api/get-user-order';
import {
  formatOrderDate,
  isCancelledOrder,
  PLACEHOLDER_IMAGE,
  quoteNote,
} from '../lib/order-display';
import { OrderActions } from './order-actions';

const backLinkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-linen-700">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-linen-950">{children}</dd>
    </div>
  );
}

export interface OrderDetailProps {
  trackingId: string;
  /** The delivery progress of a live order, drawn by the page (it belongs to tracking). */
  renderProgress?: (deliveryStatus: string) => ReactNode;
}

/** /orders/{trackingId}: every field of one of the user's orders, with Cancel and Reorder. */
export function OrderDetail({ trackingId, renderProgress }: OrderDetailProps) {
  const query = useUserOrder(trackingId);

  if (query.isPending) return <Spinner label="Loading your order" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="py-12 text-center">
        <p role="alert" className={notFound ? 'text-2xl text-linen-950' : 'text-red-700'}>
          {notFound ? ORDER_NOT_FOUND : (serverMessage(query.error) ?? GENERIC_ERROR_MESSAGE)}
        </p>
        <Link to="/orders" className={`mt-6 inline-block ${backLinkClassName}`}>
          Back to My Orders
        </Link>
      </div>
    );
  }

  const order = query.data.order;
  const cancelled = isCancelledOrder(order);
  const note = quoteNote(order);

  return (
    <article aria-label={`Order ${order.trackingId}`} className="space-y-6">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-linen-200">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <dl className="grid flex-1 gap-4 sm:grid-cols-3">
            <Field term="Tracking ID">{order.trackingId}</Field>
            <Field term="Order Date">
              <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
            </Field>
            <Field term="Delivery Status">
              {cancelled ? <span className="text-red-700">cancelled</span> : order.deliveryStatus}
            </Field>
          </dl>
          <OrderActions order={order} />
        </div>
        {!cancelled && renderProgress && (
          <div className="mt-8">{renderProgress(order.deliveryStatus)}</div>
        )}
      </div>

      <div className="flex flex-col gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-linen-200 sm:flex-row">
        <img
          src={order.product_image ?? PLACEHOLDER_IMAGE}
          alt={order.product_name}
          className="size-40 shrink-0 rounded-lg bg-linen-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 className={`text-2xl ${cancelled ? 'line-through' : ''}`}>{order.product_name}</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field term="Size">{order.size_name ?? '—'}</Field>
            <Field term="Fabric">{order.fabric_name ?? '—'}</Field>
            <Field term="Fabric Colour">{order.fabric_color_name ?? '—'}</Field>
            <Field term="Storage">{order.storageType}</Field>
            <Field term="Quantity">{order.quantity}</Field>
            <Field term="Unit Price">{formatEuro(order.unit_price)}</Field>
            <Field term="VAT per unit">{formatEuro(order.vat)}</Field>
            <Field term="Total">{formatEuro(order.total_price)}</Field>
            <Field term="Payment">{order.paid ? 'Paid' : 'Not yet paid'}</Field>
            <Field term="Reference Number">{order.referenceNumber || '—'}</Field>
            <Field term="Shipping Address">
              <span className="whitespace-pre-line">{order.shipping_address}</span>
            </Field>
            <Field term="Special Instructions">
              {note ? (
                <>
                  {note.text || '—'}
                  {note.fileName && (
                    <span className="block text-sm font-normal text-linen-700">
                      Attached file: {note.fileName}
                    </span>
                  )}
                </>
              ) : (
                'None'
              )}
            </Field>
          </dl>
        </div>
      </div>

      <Link to="/orders" className={backLinkClassName}>
        Back to My Orders
      </Link>
    </article>
  );
}
