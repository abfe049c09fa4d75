import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ProductPage } from '../types';

export const RELATED_PRODUCTS_LIMIT = 4;

export type RelatedProductsParams = { categoryIds: number[]; excludeId: number; limit?: number };

/** GET /api/category/{ids}?exclude=&limit= — other products of the same categories. */
export async function getRelatedProducts(
  { categoryIds, excludeId, limit = RELATED_PRODUCTS_LIMIT }: RelatedProductsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  const query = new URLSearchParams({ exclude: String(excludeId), limit: String(limit) });
  return api.get<ProductPage>(`/api/category/${categoryIds.join(',')}?${query.toString()}`, {
    signal,
  });
}

export function getRelatedProductsQueryOptions({
  categoryIds,
  excludeId,
  limit = RELATED_PRODUCTS_LIMIT,
}: RelatedProductsParams) {
  // Sorted, so the same categories in another order share one cache entry.
  const ids = [...categoryIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['products', 'related', ids, { exclude: excludeId, limit }],
    queryFn: ({ signal }) => getRelatedProducts({ categoryIds: ids, excludeId, limit }, { signal }),
  });
}

export function useRelatedProducts(params: RelatedProductsParams) {
  return useQuery({
    ...getRelatedProductsQueryOptions(params),
    enabled: params.categoryIds.length > 0,
  });
}
