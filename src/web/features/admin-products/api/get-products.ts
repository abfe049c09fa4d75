import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProductList, AdminProductSort, ProductStatus } from '../types';
import { productsKey } from './keys';

export interface ProductsParams {
  search: string;
  status: ProductStatus | '';
  category: number;
  sort: AdminProductSort;
  page: number;
}

export const PRODUCTS_PAGE_SIZE = 25;

export function getProducts(
  { search, status, category, sort, page }: ProductsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProductList> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(PRODUCTS_PAGE_SIZE),
    sort,
  });
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  if (category) query.set('category', String(category));
  return api.get<AdminProductList>(`/api/admin/products?${query.toString()}`, { signal });
}

export function getProductsQueryOptions(params: ProductsParams) {
  return queryOptions({
    queryKey: [...productsKey, 'list', params],
    queryFn: ({ signal }) => getProducts(params, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductsParams) {
  return useQuery(getProductsQueryOptions(params));
}
