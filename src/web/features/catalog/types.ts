import type { ProductCard } from '#src/shared/schemas/catalog';
import type { Pagination } from '#src/shared/schemas/pagination';

/** A product as the listings, the filter and the category route return it. */
export type ListedProduct = ProductCard;

export type ProductPage = {
  success: boolean;
  message?: string;
  products: ListedProduct[];
  pagination: Pagination;
  /** Search only: when nothing was found, the names of the closest products. */
  suggestions?: string[];
};

/**
 * docs/screens.md "Catalogue screens": a failed or unsuccessful filter call shows nothing, on page
 * 1.
 */
export const EMPTY_PRODUCT_PAGE: ProductPage = {
  success: false,
  products: [],
  pagination: {
    totalProducts: 0,
    totalPages: 0,
    currentPage: 1,
    hasNextPage: false,
    hasPreviousPage: false,
  },
};
