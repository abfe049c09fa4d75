import { Dashboard } from '#src/web/features/admin-dashboard/components/dashboard';
import { QuotesStatsCard } from '#src/web/features/admin-quotes/components/quotes-stats-card';

export function DashboardPage() {
  return (
    <Dashboard>
      <QuotesStatsCard />
    </Dashboard>
  );
}
