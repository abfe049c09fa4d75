import { PlaceholderPage } from './placeholder-page';

export function TrackPage() {
  return (
    <PlaceholderPage title="Track Your Order">
      Enter your tracking ID or reference number to follow your delivery.
    </PlaceholderPage>
  );
}
