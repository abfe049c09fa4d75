import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import { useQuotes, type QuoteListParams } from '../api/get-quotes';
import { quoteListParamsOf, quoteListSearchOf } from '../lib/quotes-params';
import { LoadFailure } from './load-failure';
import { QuoteFilters } from './quote-filters';
import { QuotesTable } from './quotes-table';

export const QUOTES_INTRO =
  'The prices we quote for your projects: read each version, answer it, and accept it to place the orders.';
export const NO_QUOTES_YET =
  'No quotes yet. Ask for one from your cart or from a product page (Request a quote).';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

/**
 * My Account → Quotes: the company's quotes (a buyer's own; the server decides), filtered
 * by state with their counts, searched by number or title, twenty a page.
 */
export function QuotesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = quoteListParamsOf(searchParams);
  const quotes = useQuotes(params);
  const listTop = useRef<HTMLDivElement>(null);

  const show = (next: QuoteListParams, { replace = true } = {}) => {
    setSearchParams(quoteListSearchOf(next), { replace });
  };
  const filtered = params.status !== undefined || params.q !== '';

  let body;
  if (quotes.isPending) {
    body = <Spinner label="Loading your quotes" />;
  } else if (quotes.isError) {
    body = <LoadFailure error={quotes.error} onRetry={() => void quotes.refetch()} />;
  } else if (quotes.data.quotes.length === 0) {
    body = (
      <p className="rounded-lg bg-white px-6 py-10 text-center text-linen-800 ring-1 ring-linen-200">
        {!filtered
          ? NO_QUOTES_YET
          : params.q
            ? `No quotes found for “${params.q}”.`
            : 'No quotes in this state.'}
      </p>
    );
  } else {
    const { total, totalPages } = quotes.data.pageInfo;
    body = (
      <>
        <p className="mb-3 text-sm text-linen-700">{total === 1 ? '1 quote' : `${total} quotes`}</p>
        <QuotesTable quotes={quotes.data.quotes} busy={quotes.isPlaceholderData} />
        <Pagination
          className="mt-6"
          currentPage={params.page}
          totalPages={totalPages}
          onPageChange={(page) => {
            show({ ...params, page }, { replace: false });
            listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <div ref={listTop} className="scroll-mt-24 space-y-6">
      <p className="max-w-3xl text-linen-800">
        {QUOTES_INTRO}{' '}
        <Link to="/cart" className={linkClassName}>
          Request a quote from your cart
        </Link>
      </p>
      <QuoteFilters
        status={params.status}
        q={params.q}
        counts={quotes.data?.counts}
        onChange={(change) => {
          show({ ...params, ...change, page: 1 });
        }}
      />
      {body}
    </div>
  );
}
