import { TrackOrderForm } from '../../features/tracking/components/track-order-form';

export function TrackPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Track Your Order</h1>
      <p className="mt-4 max-w-prose text-linen-700">
        Enter your tracking ID or reference number to follow your delivery.
      </p>
      <TrackOrderForm
        label="Tracking ID or Reference Number"
        placeholder="e.g. TRK-7F3K9QW2XM"
        className="mt-8 max-w-xl"
      />
    </section>
  );
}
