import { Route, Routes } from 'react-router';
import { CustomerDetail } from '#src/web/features/admin-customers/components/customer-detail';
import { CustomerList } from '#src/web/features/admin-customers/components/customer-list';

/** /admin/customers and /admin/customers/:id. */
export function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
