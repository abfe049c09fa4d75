import { useCategories } from '../../features/catalog/api/get-categories';
import { useMenuProducts } from '../../features/catalog/api/get-menu-products';
import { categoryPath, productPath, type SiteLink } from './site-links';

// docs/business-rules.md "Catalogue": these two have their own columns and are left out of All
// Products.
const OWN_COLUMN_CATEGORIES = new Set(['mattresses', 'headboards']);

export type CollectionsMenu = {
  categories: SiteLink[];
  headboards: SiteLink[];
  mattresses: SiteLink[];
};

/** The links of the Collections menu, shared by the desktop mega menu and the mobile drawer. */
export function useCollectionsMenu(): CollectionsMenu {
  const { data: categories = [] } = useCategories();
  const { data: products } = useMenuProducts();
  const toLink = (product: { id: number; product_name: string }): SiteLink => ({
    to: productPath(product.id),
    label: product.product_name,
  });
  return {
    categories: categories
      .filter((category) => !OWN_COLUMN_CATEGORIES.has(category.category_name.toLowerCase()))
      .map((category) => ({
        to: categoryPath(category.category_name),
        label: category.category_name,
      })),
    headboards: products?.Headboards.map(toLink) ?? [],
    mattresses: products?.Mattresses.map(toLink) ?? [],
  };
}
