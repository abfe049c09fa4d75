import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATALOG_COLUMNS_CLASS,
  LISTING_SECTION_CLASS,
  LISTING_TITLE_CLASS,
  productCount,
  RESULTS_STATUS_CLASS,
  SCROLL_TARGET_CLASS,
} from '#src/shared/site/first-paint';
import { PAGE_TITLES } from '#src/shared/site/page-titles';
import { Spinner } from '#src/web/components/ui/spinner';
import { useFilterProducts } from '../api/filter-products';
import { useCanSeePrices } from '../hooks/use-can-see-prices';
import {
  filtersFromSearch,
  hasPriceRange,
  priceRangeOf,
  searchFromFilters,
  type ProductFilters,
} from '../lib/product-filters';
import { EMPTY_PRODUCT_PAGE } from '../types';
import { CatalogResults } from './catalog-results';
import type { FilterSelection } from './product-filters-panel';
import { ProductGrid } from './product-grid';

/** The /products page: filters, sort, grid and pagination, all kept in the URL. */
export function ProductsCatalog() {
  const canSeePrices = useCanSeePrices();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams, canSeePrices);
  const gridTop = useRef<HTMLDivElement>(null);

  const query = useFilterProducts({
    categories: filters.categories,
    sizes: filters.sizes,
    // ADR 0003: never send a price range or price sort the server would ignore anyway.
    ...(canSeePrices && hasPriceRange(filters) ? { priceRange: priceRangeOf(filters) } : {}),
    sort: filters.sort,
    page: filters.page,
  });
  // docs/screens.md "Catalogue screens": a failed filter call shows an empty list and zeroed
  // pagination.
  const result = query.isError ? EMPTY_PRODUCT_PAGE : (query.data ?? EMPTY_PRODUCT_PAGE);

  const update = (next: ProductFilters) => {
    // Renders synchronously (app/start.tsx), so a ticked box never flickers back.
    setSearchParams(searchFromFilters(next));
  };
  // docs/screens.md "Catalogue screens": any filter change starts again from page 1.
  const applySelection = (selection: FilterSelection) => {
    update({ ...filters, ...selection, page: 1 });
  };
  const changePage = (page: number) => {
    update({ ...filters, page });
    gridTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const selection: FilterSelection = {
    categories: filters.categories,
    sizes: filters.sizes,
    min: filters.min,
    max: filters.max,
  };

  return (
    <section className={LISTING_SECTION_CLASS}>
      <h1 className={LISTING_TITLE_CLASS}>{PAGE_TITLES['/products']}</h1>
      <div className={CATALOG_COLUMNS_CLASS}>
        <CatalogResults
          ref={gridTop}
          className={SCROLL_TARGET_CLASS}
          filtersLabel="Product filters"
          selection={selection}
          onApplySelection={applySelection}
          canSeePrices={canSeePrices}
          // One line at every width: a toolbar that wrapped when the web fonts arrived
          // pushed the grid down (layout shift).
          wrapToolbar={false}
          status={
            <p aria-live="polite" className={RESULTS_STATUS_CLASS}>
              {query.isPending
                ? 'Loading products…'
                : productCount(result.pagination.totalProducts)}
            </p>
          }
          sort={filters.sort}
          onSortChange={(sort) => {
            update({ ...filters, sort, page: 1 });
          }}
          currentPage={result.pagination.currentPage}
          totalPages={result.pagination.totalPages}
          onPageChange={changePage}
        >
          {query.isPending ? (
            <Spinner label="Loading products" />
          ) : result.products.length === 0 ? (
            <p className="py-12 text-center text-linen-700">No products found</p>
          ) : (
            <ProductGrid products={result.products} busy={query.isPlaceholderData} />
          )}
        </CatalogResults>
      </div>
    </section>
  );
}
