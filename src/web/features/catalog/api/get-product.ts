import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail, Variation } from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';

export type ProductResponse = { success: true; product: ProductDetail; variations: Variation[] };

/** GET /api/product/{id}: 404 (ApiError) when there is no such product. */
export async function getProduct(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductResponse> {
  return api.get<ProductResponse>(`/api/product/${id}`, { signal });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id));
}
