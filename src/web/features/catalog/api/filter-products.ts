import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '../../../../shared/domain/catalog-rules';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/domain/catalog-rules';
import { api } from '../../../lib/api-client';
import { EMPTY_PRODUCT_PAGE, type ProductPage } from '../types';

export type FilterProductsBody = {
  categories: string[];
  sizes: string[];
  /** Only for viewers who may see prices: the server ignores it for visitors (ADR 0003). */
  priceRange?: { min: number; max: number };
  sort: ProductSort;
  page: number;
  limit?: number;
};

export async function filterProducts(
  body: FilterProductsBody,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  const response = await api.post<ProductPage>(
    '/api/product/products/filter',
    { limit: DEFAULT_PAGE_SIZE, ...body },
    { signal },
  );
  // Storefront §8: success=false reads as an empty result, not as an error.
  return response.success ? response : EMPTY_PRODUCT_PAGE;
}

export function getFilterProductsQueryOptions(body: FilterProductsBody) {
  const key = { limit: DEFAULT_PAGE_SIZE, ...body };
  return queryOptions({
    queryKey: ['products', 'filter', key],
    queryFn: ({ signal }) => filterProducts(key, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFilterProducts(body: FilterProductsBody) {
  return useQuery(getFilterProductsQueryOptions(body));
}
