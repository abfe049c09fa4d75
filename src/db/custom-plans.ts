import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './database';

/**
 * Runs `read` in a read-only transaction whose statements are planned for their values.
 * The server's connections keep one generic plan per statement (client.ts), right for the
 * catalogue's reads; a read whose best plan depends on its values (a company's share of
 * the orders, a search prefix an index can bound only once it is known, how many rows a
 * page takes) is planned each time instead: a millisecond of planning against a plan
 * that reads every row (docs/performance.md "The company view of My Orders"). The
 * statements run one after another on the transaction's connection. Give it the
 * database, never a transaction: inside one it would be a savepoint, not read-only, and
 * the setting would last until that transaction ends.
 */
export async function withCustomPlans<T>(
  db: Database,
  read: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
