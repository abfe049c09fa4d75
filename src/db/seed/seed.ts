import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { deliveryStatuses } from '../schema/orders';
import { seedDemoAccounts } from './demo-accounts';
import { PRODUCTS } from './demo-catalogue';
import { seedDemoOrders } from './demo-orders';
import { generatedProducts } from './generated-catalogue';
import { demoProductImageUrls, poolImageUrls } from './media-urls';
import { seedProducts, seedReferenceData } from './seed-catalogue';

export interface SeedOptions {
  /** Demo accounts and orders (CONTRACT.md); false seeds no people and no orders. */
  demo: boolean;
  /** Generate this many products instead of the 44 demo products (benchmarks). */
  generatedProducts?: number | undefined;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/** Seeds a fresh database (no delivery statuses yet) in one transaction; else does nothing. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(deliveryStatuses);
  if ((row?.n ?? 0) > 0) return { seeded: false, products: 0 };

  const result = await db.transaction(async (tx) => {
    const ids = await seedReferenceData(tx);
    const generated = options.generatedProducts ?? 0;
    const defs = generated > 0 ? generatedProducts(generated) : options.demo ? PRODUCTS : [];
    await seedProducts(tx, ids, defs, generated > 0 ? poolImageUrls : demoProductImageUrls);
    if (options.demo) {
      const { tradeUserId } = await seedDemoAccounts(tx);
      await seedDemoOrders(tx, tradeUserId);
    }
    return { seeded: true, products: defs.length };
  });
  if (result.products > 0) {
    // A bulk load leaves the products table several times its size, as a restore would
    // not: every link to a category or size rewrites its product's row (the triggers of
    // migration 0004), and indexes filled row by row grow larger and slower than built
    // in one go. At 100,000 products the table took 333 MB for 112 MB of rows, so a
    // search that stops at its 501st match read 28,000 pages (200 ms on PGlite), and the
    // SKU trigram index took 21 MB and 5–8 ms a lookup (5 MB and 0.6 ms rebuilt). The
    // table and its indexes are written again, compact.
    await db.execute(sql`vacuum full products`);
  }
  // Fresh statistics and visibility map: the planner then picks the listing indexes and
  // counts with index-only scans from the first request.
  await db.execute(sql`vacuum analyze`);
  return result;
}
