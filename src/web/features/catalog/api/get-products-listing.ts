import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { api } from '#src/web/lib/api-client';
import type { ProductPage } from '../types';

export type ProductsListingParams = { page: number; limit?: number };

export async function getProductsListing(
  { page, limit = DEFAULT_PAGE_SIZE }: ProductsListingParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return api.get<ProductPage>(`/api/product/products-listing?${query.toString()}`, { signal });
}

export function getProductsListingQueryOptions({
  page,
  limit = DEFAULT_PAGE_SIZE,
}: ProductsListingParams) {
  return queryOptions({
    queryKey: ['products', 'listing', { page, limit }],
    queryFn: ({ signal }) => getProductsListing({ page, limit }, { signal }),
    // The previous page stays on screen while the next one loads: no flash of emptiness.
    placeholderData: keepPreviousData,
  });
}

export function useProductsListing(params: ProductsListingParams) {
  return useQuery(getProductsListingQueryOptions(params));
}
