import { isBedsCategory } from '#src/shared/domain/catalog-rules';
import type { ListedProduct } from '../types';

export const LEAD_TIME_LABEL = 'Lead time: 2 to 4 weeks';
export const IN_STOCK_LABEL = 'In Stock';
export const OUT_OF_STOCK_LABEL = 'Out of Stock';
export const UNAVAILABLE_LABEL = 'Unavailable';

export type AvailabilityLabel =
  | typeof LEAD_TIME_LABEL
  | typeof IN_STOCK_LABEL
  | typeof OUT_OF_STOCK_LABEL
  | typeof UNAVAILABLE_LABEL;

/** Stock of -1 means the product is made to order without limit. */
export const UNLIMITED_STOCK = -1;

/**
 * docs/business-rules.md "Catalogue": a product staff made unavailable says so and nothing
 * else (never also "In Stock"); otherwise lead time (Beds, or forced by the Beds category
 * page) beats In Stock (stock above 0, or unlimited), which beats Out of Stock.
 */
export function availabilityLabel(
  product: Pick<ListedProduct, 'stock' | 'Categories'> & { status?: string },
  { forceLeadTime = false }: { forceLeadTime?: boolean } = {},
): AvailabilityLabel {
  if (product.status === 'unavailable') return UNAVAILABLE_LABEL;
  if (forceLeadTime || product.Categories.some((c) => isBedsCategory(c.category_name))) {
    return LEAD_TIME_LABEL;
  }
  if (product.stock > 0 || product.stock === UNLIMITED_STOCK) return IN_STOCK_LABEL;
  return OUT_OF_STOCK_LABEL;
}
