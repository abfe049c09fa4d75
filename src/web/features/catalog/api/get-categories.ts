import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type Category = {
  id: number;
  category_name: string;
  /** Staff's uploaded picture; null: the generated one at /category-images/{name}.jpg. */
  image_url: string | null;
  product_count: number;
};

export type GetCategoriesResponse = {
  success: true;
  categories: Category[];
};

export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  Category[]
> {
  const response = await api.get<GetCategoriesResponse>('/api/category/categories', { signal });
  return response.categories;
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    // Staff add a category a few times a year; the header and home page share this copy.
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
