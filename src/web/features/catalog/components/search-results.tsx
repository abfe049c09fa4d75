import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '#src/web/components/ui/spinner';
import { useSearchProducts } from '../api/search-products';
import { useCanSeePrices } from '../hooks/use-can-see-prices';
import type { SearchSort } from '#src/shared/domain/catalog-rules';
import {
  DEFAULT_SORT,
  filtersFromSearch,
  hasPriceRange,
  priceRangeOf,
  searchFromFilters,
  type ProductFilters,
} from '../lib/product-filters';
import { EMPTY_PRODUCT_PAGE } from '../types';
import type { Pagination } from '#src/shared/schemas/pagination';
import { CatalogResults } from './catalog-results';
import type { FilterSelection } from './product-filters-panel';
import { ProductGrid } from './product-grid';
import { SearchBox } from '#src/web/components/ui/search-box';
import { ALL_ITEMS, SearchCategoryTabs } from './search-category-tabs';

export const SEARCH_PROMPT = 'Type a product name or SKU to search';
export const SEARCH_FAILED = 'Search failed. Please try again.';

/**
 * What the /search page shows; the URL carries all of it: ?q=&category= plus the /products
 * filter parameters (sizes, min, max, sort, page). The tabs pick the one category, so the
 * filters' category list stays empty.
 */
type SearchState = Omit<ProductFilters, 'sort'> & { q: string; category: string; sort: SearchSort };

function stateFromUrl(params: URLSearchParams, canSeePrices: boolean): SearchState {
  const filters = filtersFromSearch(params, canSeePrices);
  const sortParam = params.get('sort');
  return {
    // Sizes, price range and page are read exactly as /products reads them: a price sort or
    // range from a visitor falls back to the default (docs/api.md "Catalogue"), which is
    // relevance here (docs/business-rules.md "Search").
    ...filters,
    sort: sortParam !== null && sortParam === filters.sort ? filters.sort : 'relevance',
    categories: [],
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
  };
}

/** Writes only what differs from the defaults, so /search?q=bed stays short. */
function urlFromState({ q, category, sort, ...filters }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  for (const [name, value] of searchFromFilters({
    ...filters,
    sort: DEFAULT_SORT,
    categories: [],
  })) {
    params.set(name, value);
  }
  // Relevance is the default here; every other sort is written, before the page.
  const page = params.get('page');
  params.delete('page');
  if (sort !== 'relevance') params.set('sort', sort);
  if (page) params.set('page', page);
  return params;
}

function resultHeading({ totalProducts: total, totalIsAtLeast }: Pagination, q: string): string {
  if (totalIsAtLeast) return `${total}+ results for "${q}"`;
  return `${total} ${total === 1 ? 'result' : 'results'} for "${q}"`;
}

/** The /search page: text box, category tabs, filters, sort, results grid and pagination. */
export function SearchResults() {
  const canSeePrices = useCanSeePrices();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFromUrl(searchParams, canSeePrices);
  const resultsId = useId();
  const gridTop = useRef<HTMLDivElement>(null);

  const query = useSearchProducts({
    search: state.q,
    ...(state.category ? { category: state.category } : {}),
    sizes: state.sizes,
    // ADR 0003: never send a price range the server would ignore anyway.
    ...(canSeePrices && hasPriceRange(state) ? { priceRange: priceRangeOf(state) } : {}),
    ...(state.sort === 'relevance' ? {} : { sort: state.sort }),
    page: state.page,
  });
  // docs/screens.md "Catalogue screens": a failed search shows empty results with zeroed
  // pagination.
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
  // docs/screens.md "Catalogue screens": any filter change starts again from page 1.
  const applySelection = ({ sizes, min, max }: FilterSelection) => {
    update({ ...state, sizes, min, max, page: 1 });
  };
  const changePage = (page: number) => {
    update({ ...state, page });
    gridTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const selection: FilterSelection = {
    categories: [],
    sizes: state.sizes,
    min: state.min,
    max: state.max,
  };

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
    const suggestions = result.suggestions ?? [];
    body = (
      <div className="py-12 text-center text-linen-700">
        <p>No products found for "{state.q}"</p>
        {suggestions.length > 0 && (
          <nav aria-label="Suggestions" className="mt-4">
            <p>Did you mean:</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {suggestions.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => search(name)}
                    className="rounded-full px-3 py-1 text-linen-900 underline ring-1 ring-linen-300 hover:bg-linen-100"
                  >
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    );
  } else {
    body = <ProductGrid products={result.products} busy={query.isPlaceholderData} />;
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Search</h1>
      <div className="mt-8">
        <SearchBox
          label="Search products"
          placeholder="Product name or SKU"
          value={state.q}
          onSearch={search}
          autoFocus={state.q === ''}
        />
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
            className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10"
          >
            <CatalogResults
              filtersLabel="Search filters"
              selection={selection}
              onApplySelection={applySelection}
              canSeePrices={canSeePrices}
              withCategories={false}
              wrapToolbar
              status={
                <h2 aria-live="polite" className="min-w-0 text-lg text-linen-800">
                  {searching
                    ? `Searching for "${state.q}"…`
                    : resultHeading(result.pagination, state.q)}
                </h2>
              }
              sort={state.sort}
              withRelevance
              onSortChange={(sort) => {
                update({ ...state, sort, page: 1 });
              }}
              currentPage={result.pagination.currentPage}
              totalPages={result.pagination.totalPages}
              onPageChange={changePage}
            >
              {body}
            </CatalogResults>
          </div>
        </div>
      )}
    </section>
  );
}
