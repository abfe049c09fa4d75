import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import type {
  AdminCategory,
  AdminColor,
  AdminFabric,
  AdminSize,
} from '#src/shared/schemas/admin-catalogue-setup';

// Reads of the catalogue set-up screens, with how much uses each record: the screens
// show it, and deleting refuses while anything does.

export const listCategories = async (db: Database): Promise<AdminCategory[]> =>
  (
    await queryRows<AdminCategory & { ottomanBase: string; cloudBase: string }>(
      db,
      sql`select c.id, c.category_name, c.sort_order, c.image_url,
        (select count(*)::int from product_categories pc where pc.category_id = c.id)
          as product_count,
        coalesce(sp.ottoman_base, 0)::text as "ottomanBase",
        coalesce(sp.cloud_base, 0)::text as "cloudBase"
        from categories c left join storage_prices sp on sp.category_id = c.id
        order by c.sort_order, c.id`,
    )
  ).map((row) => ({
    ...row,
    ottomanBase: fromCents(centsFromDecimal(row.ottomanBase)),
    cloudBase: fromCents(centsFromDecimal(row.cloudBase)),
  }));

export const listSizes = (db: Database) =>
  queryRows<AdminSize>(
    db,
    sql`select s.id, s.size, s.length::float8 as length, s.width::float8 as width,
      s.height::float8 as height, s.multiplier::float8 as multiplier,
      (select count(*)::int from product_sizes ps where ps.size_id = s.id) as product_count,
      (select count(*)::int from variations v where v.size_id = s.id) as variation_count,
      (select count(*)::int from orders o where o.size_id = s.id) as order_count
      from sizes s order by s.sort_order, s.id`,
  );

export async function listFabrics(db: Database): Promise<AdminFabric[]> {
  const [fabricRows, colorRows] = await Promise.all([
    queryRows<Omit<AdminFabric, 'colors'>>(
      db,
      sql`select f.id, f.fabric_name,
        (select count(*)::int from product_fabrics pf where pf.fabric_id = f.id) as product_count,
        (select count(*)::int from variations v where v.fabric_id = f.id) as variation_count,
        (select count(*)::int from orders o where o.fabric_id = f.id) as order_count
        from fabrics f order by f.sort_order, f.id`,
    ),
    queryRows<AdminColor & { fabric_id: number }>(
      db,
      sql`select fc.id, fc.fabric_id, fc.color_name, fc.image_url,
        (select count(*)::int from variations v where v.fabric_color_id = fc.id)
          as variation_count,
        (select count(*)::int from orders o where o.fabric_color_id = fc.id) as order_count
        from fabric_colors fc order by fc.sort_order, fc.id`,
    ),
  ]);
  return fabricRows.map((fabric) => ({
    ...fabric,
    colors: colorRows
      .filter((c) => c.fabric_id === fabric.id)
      .map(({ fabric_id: _fabricId, ...color }) => color),
  }));
}

/** A `select count(*) as n …` inside a transaction (both drivers answer `{ rows }`). */
export async function countOf(tx: Queryable, query: SQL): Promise<number> {
  const result: unknown = await tx.execute(query);
  return Number((result as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
}

/** Uses of a size, fabric or colour, in words ("2 products and 1 order"), or '' when unused. */
export async function usesOf(
  tx: Queryable,
  kind: 'size' | 'fabric' | 'color',
  id: number,
): Promise<string> {
  const column = { size: 'size_id', fabric: 'fabric_id', color: 'fabric_color_id' }[kind];
  const links = { size: 'product_sizes', fabric: 'product_fabrics', color: undefined }[kind];
  const products = links
    ? await countOf(
        tx,
        sql`select count(*) as n from ${sql.raw(links)} where ${sql.raw(column)} = ${id}`,
      )
    : 0;
  const variations = await countOf(
    tx,
    sql`select count(*) as n from variations where ${sql.raw(column)} = ${id}`,
  );
  const orders = await countOf(
    tx,
    sql`select count(*) as n from orders where ${sql.raw(column)} = ${id}`,
  );
  // A fabric's colours are deleted with it: their uses count as the fabric's.
  const colorVariations =
    kind === 'fabric'
      ? await countOf(
          tx,
          sql`select count(*) as n from variations v join fabric_colors fc
            on fc.id = v.fabric_color_id where fc.fabric_id = ${id}`,
        )
      : 0;
  const parts = [
    [products, 'product'],
    [Math.max(variations, colorVariations), 'variation'],
    [orders, 'order'],
  ] as const;
  const words = parts
    .filter(([n]) => n > 0)
    .map(([n, noun]) => `${n} ${noun}${n === 1 ? '' : 's'}`);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const productCountOfCategory = (tx: Queryable, categoryId: number) =>
  countOf(tx, sql`select count(*) as n from product_categories where category_id = ${categoryId}`);

/** An int[] parameter as one array literal, the same on both drivers. */
export const intArray = (ids: number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** A foreign key refused the change (PostgreSQL 23503), however deeply the driver wrapped it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
