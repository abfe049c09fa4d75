import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { DetailField } from '#src/web/components/ui/detail-field';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useUserOrder } from '../api/get-user-order';
import { isCancelledOrder, quoteNote } from '../lib/order-display';
import { OrderActions } from './order-actions';
import { OrderDelivery } from './order-delivery';

const backLinkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

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
    return (
      <QueryFailure
        error={query.error}
        notFoundMessage={ORDER_NOT_FOUND}
        back={{ to: '/orders', label: 'Back to My Orders', className: backLinkClassName }}
      />
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
            <DetailField term="Tracking ID">{order.trackingId}</DetailField>
            <DetailField term="Order Date">
              <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
            </DetailField>
            <DetailField term="Delivery Status">
              {cancelled ? <span className="text-red-700">cancelled</span> : order.deliveryStatus}
            </DetailField>
          </dl>
          <OrderActions order={order} />
        </div>
        {order.delivery && !cancelled && (
          <div className="mt-6 border-t border-linen-200 pt-4">
            <OrderDelivery delivery={order.delivery} checkoutNumber={order.checkoutNumber} />
          </div>
        )}
        {!cancelled && renderProgress && (
          <div className="mt-8">{renderProgress(order.deliveryStatus)}</div>
        )}
      </div>

      <div className="flex flex-col gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-linen-200 sm:flex-row">
        <ProductThumb
          src={order.product_image}
          alt={order.product_name}
          eager
          className="size-40 rounded-lg bg-linen-100"
        />
        <div className="min-w-0 flex-1">
          <h2 className={`text-2xl ${cancelled ? 'line-through' : ''}`}>{order.product_name}</h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailField term="Size">{order.size_name ?? '—'}</DetailField>
            <DetailField term="Fabric">{order.fabric_name ?? '—'}</DetailField>
            <DetailField term="Fabric Colour">{order.fabric_color_name ?? '—'}</DetailField>
            {/* Storage is a choice of beds: "Non Ottoman" says nothing (as on the card). */}
            {order.storageType !== 'Non Ottoman' && (
              <DetailField term="Storage">{order.storageType}</DetailField>
            )}
            <DetailField term="Quantity">{order.quantity}</DetailField>
            <DetailField term="Unit Price">{formatEuro(order.unit_price)}</DetailField>
            <DetailField term="VAT per unit">{formatEuro(order.vat)}</DetailField>
            <DetailField term="Total">{formatEuro(order.total_price)}</DetailField>
            <DetailField term="Payment">{order.paid ? 'Paid' : 'Not yet paid'}</DetailField>
            <DetailField term="Reference Number">{order.referenceNumber || '—'}</DetailField>
            <DetailField term="Shipping Address">
              <span className="whitespace-pre-line">{order.shipping_address}</span>
            </DetailField>
            <DetailField term="Special Instructions">
              {note ? (
                <>
                  {note.text || '—'}
                  {note.fileName && (
                    <span className="block text-sm font-normal text-linen-700">
                      Attached file:{' '}
                      <a
                        href={`/api/order/user-orders/${encodeURIComponent(order.trackingId)}/quote-file`}
                        download={note.fileName}
                        className="underline hover:text-walnut-700"
                      >
                        {note.fileName}
                      </a>
                    </span>
                  )}
                </>
              ) : (
                'None'
              )}
            </DetailField>
          </dl>
        </div>
      </div>

      <Link to="/orders" className={backLinkClassName}>
        Back to My Orders
      </Link>
    </article>
  );
}
