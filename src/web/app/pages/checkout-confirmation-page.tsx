import { useParams } from 'react-router';
import { CheckoutConfirmation } from '../../features/checkout/components/checkout-confirmation';

export function CheckoutConfirmationPage() {
  const { checkoutNumber = '' } = useParams();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Order Confirmation</h1>
      <div className="mt-8">
        <CheckoutConfirmation key={checkoutNumber} checkoutNumber={checkoutNumber} />
      </div>
    </section>
  );
}
