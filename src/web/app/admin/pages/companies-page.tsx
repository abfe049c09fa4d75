import { Route, Routes } from 'react-router';
import { CompanyDetail } from '#src/web/features/admin-companies/components/company-detail';
import { CompanyList } from '#src/web/features/admin-companies/components/company-list';

/** /admin/companies and /admin/companies/:id. */
export function CompaniesPage() {
  return (
    <Routes>
      <Route index element={<CompanyList />} />
      <Route path=":id" element={<CompanyDetail />} />
    </Routes>
  );
}
