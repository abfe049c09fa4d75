import { Route, Routes, useParams } from 'react-router';
import { QuotePage } from '#src/web/features/admin-quotes/components/quote-page';
import { QuotesQueue } from '#src/web/features/admin-quotes/components/quotes-queue';

function QuoteRoute() {
  const number = useParams().number ?? '';
  if (!/^Q-\d{4}-\d{6}$/.test(number)) {
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
