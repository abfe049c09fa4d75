import { Route, Routes, useParams } from 'react-router';
import { AdminOrderDetail } from '#src/web/features/admin-orders/components/admin-order-detail';
import { OrdersList } from '#src/web/features/admin-orders/components/orders-list';

function OrderRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return <p className="text-linen-700">There is no such order.</p>;
  }
  return <AdminOrderDetail key={id} id={id} />;
}

/** /admin/orders (the list) and /admin/orders/{id} (one order). */
export function AdminOrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderRoute />} />
    </Routes>
  );
}
