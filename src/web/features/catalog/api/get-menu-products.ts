import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type MenuProduct = { id: number; product_name: string };

// docs/screens.md "Layout": the mega menu has one column per category named here.
export const MENU_CATEGORY_NAMES = ['Headboards', 'Mattresses'] as const;
export type MenuCategoryName = (typeof MENU_CATEGORY_NAMES)[number];

export type MenuProducts = Record<MenuCategoryName, MenuProduct[]>;

export type GetMenuProductsResponse = {
  success: true;
  data: Partial<Record<string, MenuProduct[]>>;
};

export async function getMenuProducts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MenuProducts> {
  const response = await api.post<GetMenuProductsResponse>(
    '/api/category/menus-categories-products',
    { category_names: MENU_CATEGORY_NAMES },
    { signal },
  );
  // A category staff renamed or emptied comes back missing: an empty column, not a crash.
  return {
    Headboards: response.data.Headboards ?? [],
    Mattresses: response.data.Mattresses ?? [],
  };
}

export function getMenuProductsQueryOptions() {
  return queryOptions({
    queryKey: ['menu-products', MENU_CATEGORY_NAMES],
    queryFn: ({ signal }) => getMenuProducts({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMenuProducts() {
  return useQuery(getMenuProductsQueryOptions());
}
