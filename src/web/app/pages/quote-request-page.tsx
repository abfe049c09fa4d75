import { QuoteRequestView } from '../../features/quotes/components/quote-request-view';

export function QuoteRequestPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Request a quote</h1>
      <div className="mt-3">
        <QuoteRequestView />
      </div>
    </section>
  );
}
