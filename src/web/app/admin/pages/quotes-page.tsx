import { Route, Routes, useParams } from 'react-router';
import { QuotePage } from '#src/web/features/admin-quotes/components/quote-page';
import { QuotesQueue } from '#src/web/features/admin-quotes/components/quotes-queue';

function QuoteRoute() {
  // Any other text is a quote that does not exist: the server answers 404, as it does here.
  const number = useParams().number ?? '';
  if (number === '' || number.length > 40) {
    return <p className="text-linen-700">There is no such quote.</p>;
  }
  return <QuotePage key={number} number={number} />;
}

/** /admin/quotes (the queue) and /admin/quotes/{number} (one quote). */
export function QuotesPage() {
  return (
    <Routes>
      <Route index element={<QuotesQueue />} />
      <Route path=":number" element={<QuoteRoute />} />
    </Routes>
  );
}
