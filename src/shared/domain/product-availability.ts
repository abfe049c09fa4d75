import { isBedsCategory } from './catalog-rules';

/**
 * What a product's availability is, for its label on cards and its page and for the
 * page's structured data (docs/business-rules.md "Catalogue", "Delivery days"): a product
 * staff made unavailable says so and nothing else; one with its own lead time is made to
 * order ("Made to order: ready in N–M working days") unless it is sold from a stock that
 * has run out; a Beds product without one keeps the specification's lead time label;
 * else In Stock (stock above 0, or −1 for unlimited), else Out of Stock.
 */
export type Availability = 'unavailable' | 'own-lead-time' | 'beds' | 'in-stock' | 'out-of-stock';

export interface AvailabilityFacts {
  status?: string | undefined;
  stock: number;
  Categories: ReadonlyArray<{ category_name: string }>;
  lead_time?: { min_days: number; max_days: number } | null | undefined;
}

export const isBedsProduct = (p: Pick<AvailabilityFacts, 'Categories'>) =>
  p.Categories.some((c) => isBedsCategory(c.category_name));

export function productAvailability(
  product: AvailabilityFacts,
  { forceLeadTime = false }: { forceLeadTime?: boolean } = {},
): Availability {
  if (product.status === 'unavailable') return 'unavailable';
  const beds = forceLeadTime || isBedsProduct(product);
  const inStock = product.stock > 0 || product.stock === -1;
  // Beds take no stock; anything else cannot be ordered once its stock has run out.
  if (product.lead_time) return beds || inStock ? 'own-lead-time' : 'out-of-stock';
  if (beds) return 'beds';
  return inStock ? 'in-stock' : 'out-of-stock';
}

/** Made to order (schema.org MadeToOrder): Beds, or a product with its own lead time. */
export const isMadeToOrder = (a: Availability) => a === 'own-lead-time' || a === 'beds';
