import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/domain/catalog-rules';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useSearchProducts } from '../api/search-products';
import { useCanSeePrices } from '../hooks/use-can-see-prices';
import { DEFAULT_SORT, isPriceSort, parsePage, SORT_OPTIONS } from '../lib/product-filters';
import { EMPTY_PRODUCT_PAGE } from '../types';
import { ProductGrid } from './product-grid';
import { SearchBox } from './search-box';
import { ALL_ITEMS, SearchCategoryTabs } from './search-category-tabs';

export const SEARCH_PROMPT = 'Type a product name or SKU to search';
export const SEARCH_FAILED = 'Search failed. Please try again.';

/** What the /search page shows; the URL (?q=&category=&sort=&page=) carries all of it. */
type SearchState = { q: string; category: string; sort: ProductSort; page: number };

function stateFromUrl(params: URLSearchParams, canSeePrices: boolean): SearchState {
  const sortParam = params.get('sort');
  let sort = PRODUCT_SORTS.find((s) => s === sortParam) ?? DEFAULT_SORT;
  // The server would ignore a price sort for a visitor (DECISIONS #1); do not pretend.
  if (!canSeePrices && isPriceSort(sort)) sort = DEFAULT_SORT;
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort,
    page: parsePage(params.get('page')),
  };
}

/** Writes only what differs from the defaults, so /search?q=bed stays short. */
function urlFromState({ q, category, sort, page }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page !== 1) params.set('page', String(page));
  return params;
}

function resultHeading(total: number, q: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for "${q}"`;
}

/** The /search page: text box, category tabs, sort, results grid and pagination. */
export function SearchResults() {
  const canSeePrices = useCanSeePrices();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFromUrl(searchParams, canSeePrices);
  const resultsId = useId();
  const gridTop = useRef<HTMLDivElement>(null);

  const query = useSearchProducts({
    search: state.q,
    ...(state.category ? { category: state.category } : {}),
    sort: state.sort,
    page: state.page,
  });
  // Spec §8: a failed search shows empty results with zeroed pagination.
  const failed = query.isError || (query.isSuccess && !query.data.success);
  const result = query.isError ? EMPTY_PRODUCT_PAGE : (query.data ?? EMPTY_PRODUCT_PAGE);
  const searching = query.isPending || query.isPlaceholderData;

  const update = (next: SearchState, { replace = false } = {}) => {
    setSearchParams(urlFromState(next), { replace });
  };
  // A new text, category or sort is a new result list: back to page 1.
  const search = (q: string) => {
    // Typing must not fill the history with every pause: the address is replaced.
    update({ ...state, q, page: 1 }, { replace: true });
  };
  const changePage = (page: number) => {
    update({ ...state, page });
    gridTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const sortOptions = SORT_OPTIONS.filter((option) => canSeePrices || !option.needsPrices);

  let body;
  if (query.isPending) {
    body = <Spinner label="Searching products" />;
  } else if (failed) {
    body = (
      <p role="alert" className="py-12 text-center text-red-700">
        {SEARCH_FAILED}
      </p>
    );
  } else if (result.products.length === 0) {
    body = <p className="py-12 text-center text-linen-700">No products found for "{state.q}"</p>;
  } else {
    body = <ProductGrid products={result.products} busy={query.isPlaceholderData} />;
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Search</h1>
      <div className="mt-8">
        <SearchBox value={state.q} onSearch={search} autoFocus={state.q === ''} />
      </div>
      {state.q === '' ? (
        <p className="py-12 text-center text-linen-700">{SEARCH_PROMPT}</p>
      ) : (
        <div ref={gridTop} className="mt-8 scroll-mt-24">
          <SearchCategoryTabs
            value={state.category}
            controls={resultsId}
            onChange={(category) => {
              update({ ...state, category, page: 1 });
            }}
          />
          <div
            id={resultsId}
            role="tabpanel"
            aria-label={state.category || ALL_ITEMS}
            className="mt-6"
          >
            <div className="mb-6 flex min-h-10 flex-wrap items-center justify-between gap-3">
              <h2 aria-live="polite" className="min-w-0 text-lg text-linen-800">
                {searching
                  ? `Searching for "${state.q}"…`
                  : resultHeading(result.pagination.totalProducts, state.q)}
              </h2>
              <label className="flex items-center gap-2 text-sm text-linen-800">
                Sort by
                <select
                  value={state.sort}
                  onChange={(event) => {
                    const sort = event.target.value as ProductSort;
                    if (!canSeePrices && isPriceSort(sort)) return;
                    update({ ...state, sort, page: 1 });
                  }}
                  className="h-10 rounded-md bg-white px-3 ring-1 ring-linen-300"
                >
                  {sortOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {body}
            <Pagination
              className="mt-10"
              currentPage={result.pagination.currentPage}
              totalPages={result.pagination.totalPages}
              onPageChange={changePage}
            />
          </div>
        </div>
      )}
    </section>
  );
}
