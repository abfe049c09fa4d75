import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';

/** How many products the storefront lists (not archived). */
export async function countListedProducts(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products where status <> 'archived'`,
  );
  return row?.count ?? 0;
}

export const findCategoryNames = (db: Database) =>
  queryRows<{ category_name: string }>(
    db,
    sql`select category_name from categories order by sort_order, id`,
  );

/** One slice of the listed products by id, with the time each last changed (UTC). */
export const findListedProducts = (db: Database, offset: number, limit: number) =>
  queryRows<{ id: number; lastmod: string }>(
    db,
    sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
      from products where status <> 'archived'
      order by id limit ${limit} offset ${offset}`,
  );
