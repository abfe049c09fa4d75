import { Link, useSearchParams } from 'react-router';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { pageParam } from '#src/web/lib/page-param';
import { useAdminOrders } from '../api/get-admin-orders';
import {
  exportUrl,
  filterQuery,
  filtersFrom,
  hasFilters,
  type OrderFilters,
} from '../lib/order-filters';
import { secondaryButtonClassName } from '../lib/styles';
import { DeliveryBadge, OrderStateBadge } from './order-badges';
import { OrderFiltersForm } from './order-filters-form';

export const ORDERS_FAILED = 'The orders could not be loaded. Please try again.';

/** Every customer's orders: filters in the URL, newest first, 25 a page, CSV export. */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageParam(params);
  const orders = useAdminOrders({ filters, page });

  const apply = (next: OrderFilters) => {
    setParams(filterQuery(next));
  };
  const goTo = (next: number) => {
    const query = filterQuery(filters);
    if (next > 1) query.set('page', String(next));
    setParams(query);
  };
  const total = orders.data?.pagination.total;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl">Orders</h1>
          {total !== undefined && (
            <p className="mt-1 text-sm text-linen-700">
              {total === 1 ? '1 order' : `${total.toLocaleString('en-IE')} orders`}
              {hasFilters(filters) ? ` ${total === 1 ? 'matches' : 'match'} these filters` : ''}
            </p>
          )}
        </div>
        <a href={exportUrl(filters)} download className={secondaryButtonClassName}>
          Export CSV
        </a>
      </div>

      {/* The text boxes follow the URL (Back, Clear); the selects keep focus while used. */}
      <OrderFiltersForm
        key={`${filters.customer ?? ''}\n${filters.q ?? ''}`}
        filters={filters}
        onApply={apply}
      />

      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : orders.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {serverMessage(orders.error) ?? ORDERS_FAILED}
        </p>
      ) : orders.data.orders.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
          {orders.data.pagination.total > 0 ? (
            // An address past the last page (a bookmark, or orders cancelled since).
            <>
              There is no page {page}.{' '}
              <button
                type="button"
                onClick={() => {
                  goTo(1);
                }}
                className="font-medium text-walnut-700 underline"
              >
                Go to the first page
              </button>
            </>
          ) : hasFilters(filters) ? (
            'No orders match these filters.'
          ) : (
            'No orders yet.'
          )}
        </p>
      ) : (
        <div
          className={`overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-linen-200 ${
            orders.isPlaceholderData ? 'opacity-60' : ''
          }`}
          aria-busy={orders.isPlaceholderData}
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead className="bg-linen-50 text-xs tracking-wide text-linen-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Order
                </th>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3">
                  Product
                </th>
                <th scope="col" className="px-4 py-3">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {orders.data.orders.map((order) => (
                <tr key={order.id} className="hover:bg-linen-50">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Link
                      to={`/admin/orders/${order.id}`}
                      className="font-medium text-walnut-800 underline underline-offset-4"
                    >
                      {order.trackingId}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.orderDate)}</td>
                  <td className="px-4 py-3">
                    <span className="block font-medium">{order.customer.fullName}</span>
                    {order.customer.companyName && (
                      <span className="block text-linen-700">{order.customer.companyName}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {order.quantity} × {order.productName}
                    {order.sizeName && <span className="text-linen-700"> ({order.sizeName})</span>}
                  </td>
                  <td className="px-4 py-3">{order.referenceNumber}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {formatEuro(order.totalPrice)}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      <OrderStateBadge order={order} />
                      <DeliveryBadge
                        status={order.deliveryStatus}
                        cancelled={order.status === 'cancelled'}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {orders.data && (
        <Pagination
          currentPage={orders.data.pagination.currentPage}
          totalPages={orders.data.pagination.totalPages}
          onPageChange={goTo}
        />
      )}
    </section>
  );
}
