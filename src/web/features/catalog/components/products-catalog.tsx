import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useFilterProducts } from '../api/filter-products';
import { useCanSeePrices } from '../hooks/use-can-see-prices';
import {
  filtersFromSearch,
  hasPriceRange,
  searchFromFilters,
  type ProductFilters,
} from '../lib/product-filters';
import { EMPTY_PRODUCT_PAGE } from '../types';
import { CatalogResults } from './catalog-results';
import type { FilterSelection } from './product-filters-panel';
import { ProductGrid } from './product-grid';

function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

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
    ...(canSeePrices && hasPriceRange(filters)
      ? { priceRange: { min: filters.min, max: filters.max } }
      : {}),
    sort: filters.sort,
    page: filters.page,
  });
  // Storefront §8: a failed filter call shows an empty list and zeroed pagination.
  const result = query.isError ? EMPTY_PRODUCT_PAGE : (query.data ?? EMPTY_PRODUCT_PAGE);

  const update = (next: ProductFilters) => {
    // Renders synchronously (main.tsx), so a ticked box never flickers back.
    setSearchParams(searchFromFilters(next));
  };
  // Storefront §4: any filter change starts again from page 1.
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
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">All Products</h1>
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <CatalogResults
          ref={gridTop}
          className="scroll-mt-24"
          filtersLabel="Product filters"
          selection={selection}
          onApplySelection={applySelection}
          canSeePrices={canSeePrices}
          // One line at every width: a toolbar that wrapped when the web fonts arrived
          // pushed the grid down (layout shift).
          wrapToolbar={false}
          status={
            <p aria-live="polite" className="min-w-0 truncate text-sm text-linen-700">
              {query.isPending ? 'Loading products…' : resultCount(result.pagination.totalProducts)}
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
