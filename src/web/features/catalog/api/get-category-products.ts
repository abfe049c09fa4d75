import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { api, inlinedAnswer } from '#src/web/lib/api-client';
import type { ProductPage } from '../types';

export type CategoryProductsParams = { categoryName: string; page: number; limit?: number };

export async function getCategoryProducts(
  { categoryName, page, limit = DEFAULT_PAGE_SIZE }: CategoryProductsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  return api.get<ProductPage>(categoryPath({ categoryName, page, limit }), { signal });
}

function categoryPath({ categoryName, page, limit = DEFAULT_PAGE_SIZE }: CategoryProductsParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return `/api/category/${encodeURIComponent(categoryName)}/products?${query.toString()}`;
}

export function getCategoryProductsQueryOptions({
  categoryName,
  page,
  limit = DEFAULT_PAGE_SIZE,
}: CategoryProductsParams) {
  const category = categoryName.toLowerCase();
  return queryOptions({
    queryKey: ['products', 'category', category, { page, limit }],
    queryFn: ({ signal }) => getCategoryProducts({ categoryName, page, limit }, { signal }),
    // A visitor's first page: the answer came with it.
    initialData: () =>
      inlinedAnswer<ProductPage>('GET', categoryPath({ categoryName, page, limit })),
    // Paging keeps the previous page on screen; another category must not show this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === category ? previous : undefined,
  });
}

export function useCategoryProducts(params: CategoryProductsParams) {
  return useQuery(getCategoryProductsQueryOptions(params));
}
