import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import type { Database } from '../database';
import { isUndefinedTable } from '../errors';
import { deliveryStatuses } from '../schema/orders';
import { seedDemoAccounts, type HashPassword } from './demo-accounts';
import { PRODUCTS } from './demo-catalogue';
import { seedDemoLists } from './demo-lists';
import { seedDemoOrders } from './demo-orders';
import { generatedProducts } from './generated-catalogue';
import { demoProductImageUrls, poolImageUrls } from './media-urls';
import { seedProducts, seedReferenceData } from './seed-catalogue';

export interface SeedOptions {
  /** Demo accounts and orders (docs/business-rules.md "The demo shop"); false: none. */
  demo: boolean;
  /** Generate this many products instead of the 44 demo products (benchmarks). */
  generatedProducts?: number | undefined;
  /** The server's password hasher (server/lib/password), for the demo accounts. */
  hashPassword: HashPassword;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/** Whether the database has been migrated and seeded (it has delivery statuses). */
export async function isSeeded(db: Database): Promise<boolean> {
  try {
    const [row] = await db.select({ n: count() }).from(deliveryStatuses);
    return (row?.n ?? 0) > 0;
  } catch (error) {
    if (isUndefinedTable(error)) return false; // not migrated yet
    throw error;
  }
}

/** Seeds a fresh database (no delivery statuses yet) in one transaction; else does nothing. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  if (await isSeeded(db)) return { seeded: false, products: 0 };

  const result = await db.transaction(async (tx) => {
    const ids = await seedReferenceData(tx);
    const generated = options.generatedProducts ?? 0;
    const defs = generated > 0 ? generatedProducts(generated) : options.demo ? PRODUCTS : [];
    await seedProducts(tx, ids, defs, generated > 0 ? poolImageUrls : demoProductImageUrls);
    if (options.demo) {
      const { tradeUserId } = await seedDemoAccounts(tx, options.hashPassword);
      await seedDemoOrders(tx, tradeUserId);
      await seedDemoLists(tx, tradeUserId);
    }
    return { seeded: true, products: defs.length };
  });
  if (result.products > 0) {
    // Every product row was written three times (inserted, then its words and its "From"
    // price set by the fabric links' and the prices' triggers), so the table holds three
    // times the pages it needs, each read by every search: at 100,000 products 64,760
    // pages, rewritten 16,119, and first-time word searches' p95 27 → 18 ms. Its indexes,
    // filled row by row, end up several times larger and slower than built in one go (the
    // SKU trigram index 21 MB and 5–8 ms a lookup, rebuilt 5 MB and 0.6 ms). VACUUM FULL
    // rewrites the table and rebuilds its indexes, as a restore would.
    await db.execute(sql`vacuum full products`);
  }
  // Fresh statistics and visibility map: the planner then picks the listing indexes and
  // counts with index-only scans from the first request.
  await db.execute(sql`vacuum analyze`);
  return result;
}

/**
 * What every start does: apply the migrations and seed a fresh database, one process at
 * a time when several share a PostgreSQL server (`DatabaseHandle.exclusive`).
 */
export function migrateAndSeed(
  database: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedResult> {
  return database.exclusive(async () => {
    await database.migrate();
    return seedIfEmpty(database.db, options);
  });
}
