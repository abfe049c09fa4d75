import {
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRODUCT_SORTS,
  type ProductSort,
} from '#src/shared/domain/catalog-rules';
import { pageParam } from '#src/web/lib/page-param';

/** Everything the /products page filters by; the URL carries all of it. */
export type ProductFilters = {
  categories: string[];
  sizes: string[];
  min: number;
  max: number;
  sort: ProductSort;
  page: number;
};

export const DEFAULT_SORT: ProductSort = 'newest';
const PRICE_SORTS: readonly ProductSort[] = ['price-asc', 'price-desc'];

export const DEFAULT_FILTERS: ProductFilters = {
  categories: [],
  sizes: [],
  min: PRICE_FILTER_MIN,
  max: PRICE_FILTER_MAX,
  sort: DEFAULT_SORT,
  page: 1,
};

export const SORT_OPTIONS: { value: ProductSort; label: string; needsPrices: boolean }[] = [
  { value: 'name', label: 'Name', needsPrices: false },
  { value: 'newest', label: 'Newest', needsPrices: false },
  // docs/api.md "Catalogue": "High", not the original client's "Hight".
  { value: 'price-asc', label: 'Price Low - High', needsPrices: true },
  { value: 'price-desc', label: 'Price High - Low', needsPrices: true },
];

export function isPriceSort(sort: ProductSort): boolean {
  return PRICE_SORTS.includes(sort);
}

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean);
}

function wholeNumber(value: string | null, fallback: number, lowest: number, highest: number) {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(highest, Math.max(lowest, Number(value)));
}

/** Reads the filters from the query string; anything malformed falls back to its default. */
export function filtersFromSearch(params: URLSearchParams, canSeePrices: boolean): ProductFilters {
  const sortParam = params.get('sort');
  let sort = PRODUCT_SORTS.find((s) => s === sortParam) ?? DEFAULT_SORT;
  if (!canSeePrices && isPriceSort(sort)) sort = DEFAULT_SORT;

  let min = PRICE_FILTER_MIN;
  let max = PRICE_FILTER_MAX;
  if (canSeePrices) {
    min = wholeNumber(params.get('min'), PRICE_FILTER_MIN, PRICE_FILTER_MIN, PRICE_FILTER_MAX);
    max = wholeNumber(params.get('max'), PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_MAX);
    if (min > max) [min, max] = [max, min];
  }

  return {
    categories: list(params.get('categories')),
    sizes: list(params.get('sizes')),
    min,
    max,
    sort,
    page: pageParam(params),
  };
}

/** Writes only what differs from the defaults, so a plain /products stays plain. */
export function searchFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.sizes.length) params.set('sizes', filters.sizes.join(','));
  if (filters.min !== PRICE_FILTER_MIN) params.set('min', String(filters.min));
  if (filters.max !== PRICE_FILTER_MAX) params.set('max', String(filters.max));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

export function hasPriceRange(filters: Pick<ProductFilters, 'min' | 'max'>): boolean {
  return filters.min !== PRICE_FILTER_MIN || filters.max !== PRICE_FILTER_MAX;
}

/**
 * The price range as the filter call takes it. The slider ends at PRICE_FILTER_MAX, but
 * products cost more: its top handle at the end means no upper bound, so a raised minimum
 * keeps the dearer products.
 */
export function priceRangeOf(filters: Pick<ProductFilters, 'min' | 'max'>) {
  return filters.max >= PRICE_FILTER_MAX
    ? { min: filters.min }
    : { min: filters.min, max: filters.max };
}
