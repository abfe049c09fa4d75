import { PlaceholderPage } from './placeholder-page';

export function CheckoutPage() {
  return (
    <PlaceholderPage title="Checkout">
      Confirm your contact details, delivery address and payment method.
    </PlaceholderPage>
  );
}
