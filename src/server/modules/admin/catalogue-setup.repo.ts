import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import { categories, sizes, storagePrices, type fabrics } from '#src/db/schema/catalog';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import type {
  AdminCategory,
  AdminColor,
  AdminFabric,
  AdminSize,
} from '#src/shared/schemas/admin-catalogue-setup';

// The catalogue set-up screens' statements: reads, with how much uses each record (the
// screens show it, and deleting refuses while anything does), and the writes the service
// runs in its transactions. Fabrics' and colours' writes: catalogue-setup-fabrics.repo.ts.

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
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** A foreign key refused the change (PostgreSQL 23503), however deeply the driver wrapped it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Whether another row has this name, whatever its case (the storefront's filters match so). */
export async function nameTaken(
  tx: Queryable,
  table: typeof categories | typeof sizes | typeof fabrics,
  column: typeof categories.categoryName | typeof sizes.size | typeof fabrics.fabricName,
  value: string,
  exceptId?: number,
) {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${column}) = lower(${value})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The next free place at the end of a list (categories, sizes, fabrics). */
export const nextSortOrder = (table: 'categories' | 'sizes' | 'fabrics') =>
  sql`(select coalesce(max(sort_order), 0) + 1 from ${sql.raw(table)})`;

// ---- categories ----

export const categoryNameTaken = (tx: Queryable, name: string, exceptId?: number) =>
  nameTaken(tx, categories, categories.categoryName, name, exceptId);

/** The category's row, locked until the transaction ends; undefined when there is none. */
export async function lockCategory(tx: Queryable, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** A new category, last in the storefront's order. */
export async function insertCategory(tx: Queryable, name: string) {
  const [row] = await tx
    .insert(categories)
    .values({ categoryName: name, sortOrder: nextSortOrder('categories') })
    .returning();
  return row!;
}

export async function setCategoryName(tx: Queryable, id: number, name: string) {
  await tx.update(categories).set({ categoryName: name }).where(eq(categories.id, id));
}

/** A staff-uploaded picture for the category (content.images.ts). */
export async function setCategoryImage(tx: Queryable, id: number, imageUrl: string) {
  await tx.update(categories).set({ imageUrl }).where(eq(categories.id, id));
}

/** Every category's id in storefront order, all locked. */
export const lockCategoryOrder = (tx: Queryable) =>
  tx
    .select({ id: categories.id, sortOrder: categories.sortOrder })
    .from(categories)
    .orderBy(categories.sortOrder, categories.id)
    .for('update');

/** Numbers the categories 1..n in the order of `ids`, writing only the places that change. */
export async function setCategoryOrder(tx: Queryable, ids: number[]) {
  await tx.execute(sql`update categories c set sort_order = x.position
      from unnest(${intArray(ids)}) with ordinality as x(id, position)
      where c.id = x.id and c.sort_order is distinct from x.position`);
}

export async function deleteCategoryRow(tx: Queryable, id: number) {
  await tx.delete(categories).where(eq(categories.id, id));
}

// ---- sizes ----

export type SizeValues = Pick<
  typeof sizes.$inferInsert,
  'size' | 'length' | 'width' | 'height' | 'multiplier'
>;

export const sizeNameTaken = (tx: Queryable, name: string, exceptId?: number) =>
  nameTaken(tx, sizes, sizes.size, name, exceptId);

/** The size's row, locked until the transaction ends; undefined when there is none. */
export async function lockSize(tx: Queryable, id: number) {
  const [row] = await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
  return row;
}

/** A new size, last in the list. */
export async function insertSize(tx: Queryable, values: SizeValues) {
  const [row] = await tx
    .insert(sizes)
    .values({ ...values, sortOrder: nextSortOrder('sizes') })
    .returning();
  return row!;
}

export async function setSizeValues(tx: Queryable, id: number, values: SizeValues) {
  await tx.update(sizes).set(values).where(eq(sizes.id, id));
}

export async function deleteSizeRow(tx: Queryable, id: number) {
  await tx.delete(sizes).where(eq(sizes.id, id));
}

// ---- storage prices ----

export type StoragePriceCents = Pick<
  typeof storagePrices.$inferInsert,
  'ottomanBaseCents' | 'cloudBaseCents'
>;

/** Locks the category's row (its id only) until the transaction ends; undefined when none. */
export async function lockCategoryId(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  return row;
}

/** The category's storage prices, undefined when none were ever set. */
export async function storagePricesOf(tx: Queryable, categoryId: number) {
  const [row] = await tx
    .select()
    .from(storagePrices)
    .where(eq(storagePrices.categoryId, categoryId));
  return row;
}

export async function saveStoragePrices(
  tx: Queryable,
  categoryId: number,
  cents: StoragePriceCents,
) {
  await tx
    .insert(storagePrices)
    .values({ categoryId, ...cents })
    .onConflictDoUpdate({
      target: storagePrices.categoryId,
      set: { ...cents, updatedAt: new Date() },
    });
}
