import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

/** Inserts many rows in chunks: one statement per chunk stays under PostgreSQL's parameter limit. */
export async function insertInChunks<T extends PgTable>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
  chunkSize = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}
