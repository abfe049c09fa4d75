import { Link } from 'react-router';
import type { Checkout } from '#src/shared/schemas/orders';
import { ReorderAll } from '#src/web/components/orders/reorder-all';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { serverMessage } from '#src/web/lib/form-errors';
import { useUserCheckouts } from '../api/get-user-checkouts';
import { OrderCard } from './order-card';
import { OrderDelivery } from './order-delivery';

function CheckoutGroup({ checkout }: { checkout: Checkout }) {
  const count = checkout.orders.length;
  const headingId = `checkout-${checkout.checkoutId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-linen-100 p-4 sm:p-5">
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-lg">
          <Link
            to={`/checkout/confirmation/${encodeURIComponent(checkout.checkoutNumber)}`}
            className="font-semibold text-walnut-700 underline hover:text-walnut-800"
          >
            {checkout.checkoutNumber}
          </Link>
          {checkout.poNumber && ' '}
          {checkout.poNumber && (
            <span className="ml-2 text-base font-normal text-linen-800">
              PO: {checkout.poNumber}
            </span>
          )}
        </h2>
        <p className="text-sm text-linen-800">
          <time dateTime={checkout.placedAt}>{formatDate(checkout.placedAt)}</time> ·{' '}
          {count === 1 ? '1 line' : `${count} lines`} ·{' '}
          <span className="font-semibold text-linen-950">{formatEuro(checkout.total)}</span> incl.
          VAT
        </p>
        <p className="w-full text-sm text-linen-700">Delivery to {checkout.shipping_address}</p>
        {checkout.delivery && (
          <div className="w-full">
            <OrderDelivery delivery={checkout.delivery} checkoutNumber={checkout.checkoutNumber} />
          </div>
        )}
        <div className="w-full">
          <ReorderAll checkoutNumber={checkout.checkoutNumber} orders={checkout.orders} />
        </div>
      </header>
      <ul className="space-y-4">
        {checkout.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My Orders by checkout (docs/screens.md "My Orders and tracking"): each checkout with its
 * number, PO, date, total, address and booked delivery day above its lines, newest first, a
 * page at a time.
 */
export function CheckoutGroups({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const query = useUserCheckouts(page);
  if (query.isPending) return <Spinner label="Loading your orders" />;
  if (query.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        {serverMessage(query.error) ?? GENERIC_ERROR_MESSAGE}
      </p>
    );
  }
  const { checkouts, pagination } = query.data;
  if (pagination.total === 0) {
    return <p className="py-12 text-center text-linen-700">No orders found</p>;
  }
  return (
    <>
      <div className="space-y-6" aria-busy={query.isPlaceholderData}>
        {checkouts.map((checkout) => (
          <CheckoutGroup key={checkout.checkoutId} checkout={checkout} />
        ))}
      </div>
      <Pagination
        className="mt-8"
        currentPage={Math.min(page, Math.max(1, pagination.totalPages))}
        totalPages={pagination.totalPages}
        onPageChange={onPageChange}
      />
    </>
  );
}
