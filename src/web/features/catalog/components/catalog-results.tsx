import type { ReactNode, Ref } from 'react';
import type { SearchSort } from '#src/shared/domain/catalog-rules';
import { FILTERS_ASIDE_CLASS, resultsToolbarClass } from '#src/shared/site/first-paint';
import { Pagination } from '#src/web/components/ui/pagination';
import { isPriceSort, SORT_OPTIONS } from '../lib/product-filters';
import { ProductFiltersDialog } from './product-filters-dialog';
import { ProductFiltersPanel, type FilterSelection } from './product-filters-panel';

type CatalogResultsProps<S extends SearchSort> = {
  /** Names the filters sidebar for screen readers. */
  filtersLabel: string;
  selection: FilterSelection;
  onApplySelection: (next: FilterSelection) => void;
  canSeePrices: boolean;
  /** See ProductFiltersPanel. */
  withCategories?: boolean;
  /** The live line at the start of the toolbar: the count, or what is loading. */
  status: ReactNode;
  /** /products keeps its toolbar on one line (see there); /search lets it wrap. */
  wrapToolbar?: boolean;
  /** 'relevance' only where `withRelevance` offers it (/search). */
  sort: S;
  onSortChange: (sort: S) => void;
  /** /search sorts by relevance first (docs/business-rules.md "Search"). */
  withRelevance?: boolean;
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The results column, for pages that scroll to it on a page change. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** The grid, or what stands in its place (spinner, empty or failure message). */
  children: ReactNode;
};

/**
 * What /products and /search share below their own headers: the filters sidebar (a modal
 * on phones and tablets), the sort toolbar, the results and the pagination.
 */
export function CatalogResults<S extends SearchSort>({
  filtersLabel,
  selection,
  onApplySelection,
  canSeePrices,
  withCategories = true,
  status,
  wrapToolbar = false,
  sort,
  onSortChange,
  withRelevance = false,
  currentPage,
  totalPages,
  onPageChange,
  ref,
  className,
  children,
}: CatalogResultsProps<S>) {
  const sortOptions = [
    ...(withRelevance ? [{ value: 'relevance' as const, label: 'Relevance' }] : []),
    ...SORT_OPTIONS.filter((option) => canSeePrices || !option.needsPrices),
  ];

  return (
    <>
      <aside aria-label={filtersLabel} className={FILTERS_ASIDE_CLASS}>
        <ProductFiltersPanel
          value={selection}
          onChange={onApplySelection}
          canSeePrices={canSeePrices}
          withCategories={withCategories}
        />
      </aside>
      <div ref={ref} className={className}>
        <div className={resultsToolbarClass(wrapToolbar)}>
          {status}
          <div className="flex items-center gap-3">
            <div className="lg:hidden">
              <ProductFiltersDialog
                value={selection}
                onApply={onApplySelection}
                canSeePrices={canSeePrices}
                withCategories={withCategories}
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-linen-800">
              Sort by
              <select
                value={sort}
                onChange={(event) => {
                  const next = event.target.value as S;
                  // A visitor never gets a price sort (docs/api.md "Catalogue").
                  if (!canSeePrices && next !== 'relevance' && isPriceSort(next)) return;
                  onSortChange(next);
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
        </div>
        {children}
        <Pagination
          className="mt-10"
          currentPage={currentPage}
          totalPages={totalPages}
          onPageChange={onPageChange}
        />
      </div>
    </>
  );
}
