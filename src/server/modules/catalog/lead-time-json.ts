import { leadTimeLabel } from '#src/shared/domain/delivery-days';

/**
 * Lead times in the catalogue's JSON (docs/business-rules.md "Delivery days"): the
 * database writes `{ min_days, max_days }` or null; the label is added here, by the one
 * rule that words it everywhere (shared/domain/delivery-days.ts).
 */

type Wire = { min_days: number; max_days: number; label?: string } | null | undefined;

const label = (lead: Wire) => {
  if (lead) lead.label = leadTimeLabel({ minDays: lead.min_days, maxDays: lead.max_days });
};

/** A card's JSON text with its lead time's label, compact. */
export function labelCard(text: string): string {
  const card = JSON.parse(text) as { lead_time?: Wire };
  label(card.lead_time);
  return JSON.stringify(card);
}

/** A product page's JSON text with the labels of its and its fabrics' lead times, compact. */
export function labelDetail(text: string): string {
  const detail = JSON.parse(text) as {
    product: { lead_time?: Wire; Fabrics?: Array<{ lead_time?: Wire }> };
  };
  label(detail.product.lead_time);
  for (const fabric of detail.product.Fabrics ?? []) label(fabric.lead_time);
  return JSON.stringify(detail);
}
