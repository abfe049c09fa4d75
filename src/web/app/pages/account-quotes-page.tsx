import { QuotesView } from '../../features/quotes/components/quotes-view';

export function AccountQuotesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Quotes</h1>
      <div className="mt-3">
        <QuotesView />
      </div>
    </section>
  );
}
