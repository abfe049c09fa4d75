import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSort } from '#src/shared/domain/catalog-rules';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { api } from '#src/web/lib/api-client';
import { EMPTY_PRODUCT_PAGE, type ProductPage } from '../types';

/** Exactly what `POST /api/product/search` accepts: the body is strict. */
export type SearchProductsBody = {
  search: string;
  /** A category name; left out for "All items". */
  category?: string;
  /** Size names from the filter panel; left out when none is ticked. */
  sizes?: string[];
  /** Only for viewers who may see prices: the server ignores it for visitors (ADR 0003). */
  /** No max: no upper bound. */
  priceRange?: { min: number; max?: number };
  /** Left out: by relevance (the server's default for a search). */
  sort?: SearchSort;
  page: number;
  limit?: number;
};

export async function searchProducts(
  body: SearchProductsBody,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  const response = await api.post<ProductPage>(
    '/api/product/search',
    { limit: DEFAULT_PAGE_SIZE, ...body },
    { signal },
  );
  // docs/screens.md "Catalogue screens": success=false reads as an empty result (the page tells it
  // apart by `success`).
  return response.success ? response : EMPTY_PRODUCT_PAGE;
}

export function getSearchProductsQueryOptions(body: SearchProductsBody) {
  const { category, sizes, priceRange, ...rest } = body;
  // Undefined or empty filters would still be keys in the cache key (and the body);
  // leave them out instead, so an unfiltered search stays one cache entry.
  const key = {
    limit: DEFAULT_PAGE_SIZE,
    ...rest,
    ...(category ? { category } : {}),
    ...(sizes?.length ? { sizes } : {}),
    ...(priceRange ? { priceRange } : {}),
  };
  return queryOptions({
    queryKey: ['products', 'search', key],
    queryFn: ({ signal }) => searchProducts(key, { signal }),
    // Typing, paging and sorting keep the last results on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
  });
}

/** Nothing is asked for while the search text is empty. */
export function useSearchProducts(body: SearchProductsBody) {
  return useQuery({ ...getSearchProductsQueryOptions(body), enabled: body.search !== '' });
}
