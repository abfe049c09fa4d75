import { PlaceholderPage } from './placeholder-page';

export function SignupPage() {
  return (
    <PlaceholderPage title="Apply For Trade Account">
      Apply for a trade account to see trade prices, place orders and track deliveries.
    </PlaceholderPage>
  );
}
