import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProduct } from '../types';
import { productKey } from './keys';

export const getProduct = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ product: AdminProduct }>(`/api/admin/products/${id}`, { signal })
    .then((answer) => answer.product);

export const getProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id));
}
