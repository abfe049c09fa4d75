import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '#src/shared/domain/catalog-rules';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { api, inlinedAnswer } from '#src/web/lib/api-client';
import { EMPTY_PRODUCT_PAGE, type ProductPage } from '../types';

export type FilterProductsBody = {
  categories: string[];
  sizes: string[];
  /** Only for viewers who may see prices: the server ignores it for visitors (ADR 0003). */
  /** No max: no upper bound. */
  priceRange?: { min: number; max?: number };
  sort: ProductSort;
  page: number;
  limit?: number;
};

export async function filterProducts(
  body: FilterProductsBody,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  return pageOf(
    await api.post<ProductPage>(FILTER_PATH, { limit: DEFAULT_PAGE_SIZE, ...body }, { signal }),
  );
}

const FILTER_PATH = '/api/product/products/filter';

// docs/screens.md "Catalogue screens": success=false reads as an empty result, not as an error.
const pageOf = (response: ProductPage) => (response.success ? response : EMPTY_PRODUCT_PAGE);

export function getFilterProductsQueryOptions(body: FilterProductsBody) {
  const key = { limit: DEFAULT_PAGE_SIZE, ...body };
  return queryOptions({
    queryKey: ['products', 'filter', key],
    queryFn: ({ signal }) => filterProducts(key, { signal }),
    // A visitor's first page: the answer came with it.
    initialData: () => {
      const inlined = inlinedAnswer<ProductPage>('POST', FILTER_PATH, key);
      return inlined && pageOf(inlined);
    },
    placeholderData: keepPreviousData,
  });
}

export function useFilterProducts(body: FilterProductsBody) {
  return useQuery(getFilterProductsQueryOptions(body));
}
