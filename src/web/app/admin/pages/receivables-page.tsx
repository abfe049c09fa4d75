import { ReceivablesOverview } from '#src/web/features/admin-receivables/components/receivables-overview';

/** /admin/receivables. */
export function ReceivablesPage() {
  return <ReceivablesOverview />;
}
