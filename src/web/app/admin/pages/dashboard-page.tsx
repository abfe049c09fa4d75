import { Dashboard } from '#src/web/features/admin-dashboard/components/dashboard';

export function DashboardPage() {
  return <Dashboard />;
}
