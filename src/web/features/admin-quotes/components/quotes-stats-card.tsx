import { Link } from 'react-router';
import type { QuoteStats } from '#src/shared/schemas/quotes';
import { formatEuro } from '#src/web/lib/format';
import { useQuoteStats } from '../api/get-quote-stats';

/** "38 %", or "—" while no quote of the period was decided. */
export const conversionText = (rate: number | null) =>
  rate === null ? '—' : `${Math.round(rate)} %`;

const countOf = (counts: QuoteStats['counts'], ...states: Array<keyof QuoteStats['counts']>) =>
  states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);

function Figure({ term, value }: { term: string; value: string | number }) {
  return (
    <div>
      <dt className="text-sm text-linen-700">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold text-linen-950 tabular-nums">{value}</dd>
    </div>
  );
}

/** The dashboard's Quotes card: how quotes convert, what they are worth, who must act. */
export function QuotesStatsCard() {
  const query = useQuoteStats();
  return (
    <section
      aria-labelledby="quotes-card-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quotes-card-title" className="text-lg font-semibold">
          Quotes
        </h2>
        <Link
          to="/admin/quotes"
          className="text-sm font-medium text-walnut-700 underline underline-offset-4"
        >
          Open the quotes queue
        </Link>
      </div>
      {query.isPending && <p className="mt-3 text-sm text-linen-700">Loading the quotes…</p>}
      {query.isError && (
        <p className="mt-3 text-sm text-red-700">The quotes figures could not load.</p>
      )}
      {query.data && (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
            <Figure term="Conversion rate" value={conversionText(query.data.conversion_rate)} />
            <Figure term="Value accepted" value={formatEuro(query.data.accepted_value)} />
            <Figure term="Value quoted" value={formatEuro(query.data.quoted_value)} />
            <Figure
              term="Awaiting staff"
              value={countOf(query.data.counts, 'requested', 'revision_requested')}
            />
            <Figure term="Awaiting buyer" value={countOf(query.data.counts, 'quoted')} />
          </dl>
          <p className="mt-3 text-xs text-linen-700">Over the last {query.data.days} days.</p>
        </>
      )}
    </section>
  );
}
