import { useParams } from 'react-router';
import { QuoteDetailView } from '../../features/quotes/components/quote-detail-view';

export function AccountQuotePage() {
  const { number = '' } = useParams();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <QuoteDetailView number={number} />
    </section>
  );
}
