import { BEDS_LEAD_TIME_LABEL, leadTimeLabel } from '#src/shared/domain/delivery-days';
import {
  productAvailability,
  type AvailabilityFacts,
} from '#src/shared/domain/product-availability';

/** The specification's Beds label (docs/business-rules.md "Delivery days"). */
export const LEAD_TIME_LABEL = BEDS_LEAD_TIME_LABEL;
export const IN_STOCK_LABEL = 'In Stock';
export const OUT_OF_STOCK_LABEL = 'Out of Stock';
export const UNAVAILABLE_LABEL = 'Unavailable';

/** Stock of -1 means the product is made to order without limit. */
export const UNLIMITED_STOCK = -1;

/** The words of a lead time from the API: "Made to order: ready in 5–10 working days". */
export const ownLeadTimeLabel = (lead: { min_days: number; max_days: number; label?: string }) =>
  lead.label ?? leadTimeLabel({ minDays: lead.min_days, maxDays: lead.max_days });

/**
 * docs/business-rules.md "Catalogue", "Delivery days": a product staff made unavailable says
 * so and nothing else (never also "In Stock"); a product with its own lead time says
 * "Made to order: ready in N–M working days" (unless sold from a stock that ran out);
 * otherwise the Beds lead time (Beds, or forced by the Beds category page) beats In Stock
 * (stock above 0, or unlimited), which beats Out of Stock.
 */
export function availabilityLabel(
  product: AvailabilityFacts,
  { forceLeadTime = false }: { forceLeadTime?: boolean } = {},
): string {
  switch (productAvailability(product, { forceLeadTime })) {
    case 'unavailable':
      return UNAVAILABLE_LABEL;
    case 'own-lead-time':
      return ownLeadTimeLabel(product.lead_time!);
    case 'beds':
      return LEAD_TIME_LABEL;
    case 'in-stock':
      return IN_STOCK_LABEL;
    case 'out-of-stock':
      return OUT_OF_STOCK_LABEL;
  }
}
