import { PlaceholderPage } from './placeholder-page';

export function OrdersPage() {
  return (
    <PlaceholderPage title="My Orders">
      Your active, cancelled and delivered orders.
    </PlaceholderPage>
  );
}
