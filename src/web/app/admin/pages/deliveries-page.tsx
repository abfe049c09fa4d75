import { DeliveriesScreen } from '#src/web/features/admin-deliveries/components/deliveries-screen';

/** /admin/deliveries: the planner and its settings (docs/screens.md "Staff console: deliveries"). */
export function DeliveriesPage() {
  return <DeliveriesScreen />;
}
