import { and, eq, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { products } from '#src/db/schema/catalog';

/**
 * Takes `quantity` units from a product's stock if it has them, in one statement (a
 * concurrent order waits for this one's row and sees what it left): the stock left, or
 * undefined when there were not enough.
 */
export async function takeStock(db: Db, productId: number, quantity: number) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ stock: products.stock });
  return row?.stock;
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? 0;
}
