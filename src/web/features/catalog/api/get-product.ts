import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail, Variation } from '#src/shared/schemas/catalog';
import { api, inlinedAnswer } from '#src/web/lib/api-client';

export type ProductResponse = { success: true; product: ProductDetail; variations: Variation[] };

/** GET /api/product/{id}: 404 (ApiError) when there is no such product. */
export async function getProduct(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductResponse> {
  return api.get<ProductResponse>(productPath(id), { signal });
}

const productPath = (id: number) => `/api/product/${id}`;

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
    // A visitor's first page: the answer came with it.
    initialData: () => inlinedAnswer<ProductResponse>('GET', productPath(id)),
  });
}

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id));
}
