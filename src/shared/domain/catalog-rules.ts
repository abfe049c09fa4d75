// Catalogue constants the storefront and the server share. Kept free of Zod so that
// the pages importing them do not download the validation library.

/** Products page size of both specifications; a larger page asked for is served at the cap. */
export const DEFAULT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 48;

export const PRODUCT_SORTS = ['name', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * A search also sorts by relevance, its default: the products with the most of the words
 * first (docs/business-rules.md "Search").
 */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** docs/business-rules.md "Catalogue": the price slider runs from 1 to 1000 euro. */
export const PRICE_FILTER_MIN = 1;
export const PRICE_FILTER_MAX = 1000;

/**
 * The category whose products take storage (Ottoman, Cloud) and always show a lead time
 * (docs/business-rules.md "Catalogue"). Staff can neither rename nor delete it.
 */
export const BEDS_CATEGORY = 'beds';

export function isBedsCategory(name: string): boolean {
  return name.trim().toLowerCase() === BEDS_CATEGORY;
}
