import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { categories, productCategories, productFabrics, products } from '#src/db/schema/catalog';
import { BEDS_CATEGORY } from '#src/shared/domain/catalog-rules';
import type { LeadTime } from '#src/shared/domain/delivery-days';
import type { LeadTimeFacts } from '../orders/order-lines';

type FabricLead = [fabricId: number, minDays: number | null, maxDays: number | null];

const leadTimeOf = (minDays: number | null, maxDays: number | null): LeadTime | null =>
  minDays === null || maxDays === null ? null : { minDays, maxDays };

/**
 * What a cart's delivery days need of its products, in one statement: whether each is
 * sold, a bed, its lead time and its fabrics' own (docs/business-rules.md "Delivery
 * days"). The checkout prices lines with `loadProductFacts`; the delivery options only
 * need this, and answer within the bench's 20 ms (docs/performance.md "Delivery days").
 */
export async function readLeadTimeFacts(
  db: Queryable,
  ids: number[],
): Promise<Map<number, LeadTimeFacts & { status: string }>> {
  const unique = [...new Set(ids)];
  const facts = new Map<number, LeadTimeFacts & { status: string }>();
  if (unique.length === 0) return facts;
  const rows = await db
    .select({
      id: products.id,
      status: products.status,
      minDays: products.leadTimeMinDays,
      maxDays: products.leadTimeMaxDays,
      // Outer columns written out: Drizzle leaves a one-table select's columns bare.
      isBed: sql<boolean>`exists (select 1 from ${productCategories}
        join ${categories} on ${categories.id} = ${productCategories.categoryId}
        where ${productCategories.productId} = "products"."id"
          and lower(btrim(${categories.categoryName})) = ${BEDS_CATEGORY})`,
      fabrics: sql<string>`coalesce((select json_agg(json_build_array(
          ${productFabrics.fabricId}, ${productFabrics.leadTimeMinDays},
          ${productFabrics.leadTimeMaxDays}))
        from ${productFabrics} where ${productFabrics.productId} = "products"."id"), '[]')::text`,
    })
    .from(products)
    .where(inArray(products.id, unique));
  for (const row of rows) {
    const fabrics = JSON.parse(row.fabrics) as FabricLead[];
    facts.set(row.id, {
      status: row.status,
      isBed: row.isBed,
      leadTime: leadTimeOf(row.minDays, row.maxDays),
      fabrics: new Map(fabrics.map(([id, min, max]) => [id, { leadTime: leadTimeOf(min, max) }])),
    });
  }
  return facts;
}
