import { inArray, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { products } from '#src/db/schema/catalog';

export { loadProductFacts } from '../orders/pricing-facts.repo';

/**
 * The products of these SKUs (lower-cased), by lower-cased SKU: one read over the SKU's
 * unique index, whatever the number of lines.
 */
export async function productIdsBySku(
  db: Db,
  lowerSkus: string[],
): Promise<Map<string, { id: number; sku: string }>> {
  const found = new Map<string, { id: number; sku: string }>();
  if (lowerSkus.length === 0) return found;
  const rows = await db
    .select({ id: products.id, sku: products.sku, lower: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, lowerSkus));
  for (const row of rows) found.set(row.lower, { id: row.id, sku: row.sku });
  return found;
}
