import { CheckoutView } from '../../features/checkout/components/checkout-view';

export function CheckoutPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Checkout</h1>
      <div className="mt-8">
        <CheckoutView />
      </div>
    </section>
  );
}
