import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';

export function DashboardPage() {
  return <Dashboard />;
}
