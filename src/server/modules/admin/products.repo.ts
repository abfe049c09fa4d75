import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import { fromCents, toCents } from '#src/shared/domain/money';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  variations,
} from '#src/db/schema/catalog';
import { auditLog } from '#src/db/schema/audit';
import type {
  AdminProduct,
  AdminProductRow,
  AdminProductSort,
  FabricLeadTime,
  ProductInput,
  ProductStatus,
  VariationRow,
} from '#src/shared/schemas/admin-products';

/** LIKE pattern for staff's text: their % and _ are literal characters. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const ORDER: Record<AdminProductSort, SQL> = {
  updated: sql`p.updated_at desc, p.id desc`,
  name: sql`lower(p.product_name), p.id`,
  sku: sql`lower(p.sku), p.id`,
  'price-asc': sql`p.price_euro, p.id`,
  'price-desc': sql`p.price_euro desc, p.id desc`,
};

export interface ListFilter {
  search: string;
  status: ProductStatus | '';
  category: number;
  sort: AdminProductSort;
  limit: number;
  offset: number;
}

/** One page of the console's product list (archived ones too) and the total that matches. */
export async function listProducts(
  db: Database,
  q: ListFilter,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.search) where.push(sql`p.search_text like ${containing(q.search)}`);
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.category) where.push(sql`${q.category}::int = any(p.category_ids)`);
  const rows = await queryRows<AdminProductRow & { total: number }>(
    db,
    sql`select p.id, p.product_name, p.sku, p.price_euro::float8 as price_euro, p.stock,
        p.status::text as status,
        (select pi.image_url from product_images pi where pi.product_id = p.id
          order by pi.sort_order, pi.id limit 1) as image_url,
        coalesce((select array_agg(c.category_name order by c.sort_order, c.id)
          from categories c where c.id = any(p.category_ids)), '{}') as categories,
        (select count(*)::int from variations v where v.product_id = p.id) as variation_count,
        to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
        count(*) over ()::int as total
      from products p where ${sql.join(where, sql` and `)}
      order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: count on its own so the pager still knows the last page.
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p where ${sql.join(where, sql` and `)}`,
    );
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Everything the editor shows of one product, or undefined. `lock` holds it for a change. */
export async function findProduct(
  db: Queryable,
  id: number,
  { lock = false } = {},
): Promise<AdminProduct | undefined> {
  const base = db.select().from(products).where(eq(products.id, id));
  const [p] = lock ? await base.for('update') : await base;
  if (!p) return undefined;
  const [cats, szs, fabs, images, grid, version] = await Promise.all([
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id)),
    db.select({ id: productSizes.sizeId }).from(productSizes).where(eq(productSizes.productId, id)),
    db
      .select({
        id: productFabrics.fabricId,
        min: productFabrics.leadTimeMinDays,
        max: productFabrics.leadTimeMaxDays,
      })
      .from(productFabrics)
      .where(eq(productFabrics.productId, id)),
    findImages(db, id),
    findVariations(db, id),
    editVersion(db, id),
  ]);
  const sorted = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
  return {
    id: p.id,
    product_name: p.productName,
    sku: p.sku,
    description: p.description,
    special_instructions: p.specialInstructions,
    price_euro: fromCents(p.priceCents),
    stock: p.stock,
    status: p.status,
    categoryIds: sorted(cats),
    sizeIds: sorted(szs),
    fabricIds: sorted(fabs),
    lead_time_min_days: p.leadTimeMinDays,
    lead_time_max_days: p.leadTimeMaxDays,
    fabric_lead_times: fabs
      .flatMap((f) =>
        f.min === null || f.max === null
          ? []
          : [{ fabricId: f.id, lead_time_min_days: f.min, lead_time_max_days: f.max }],
      )
      .sort((a, b) => a.fabricId - b.fabricId),
    images,
    variations: grid,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    editVersion: version,
  };
}

/**
 * The version of the product's details (the form's fields): its last audit record that
 * changed them, 0 before any. Pictures and the price grid do not count: a form open in
 * one tab is not out of date because a picture was added in another.
 */
export async function editVersion(db: Queryable, id: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'product'),
        eq(auditLog.entityId, String(id)),
        inArray(auditLog.action, ['created', 'updated', 'archived']),
      ),
    );
  return Number(row?.version ?? 0);
}

export const findImages = (db: Queryable, productId: number) =>
  db
    .select({
      id: productImages.id,
      image_url: productImages.imageUrl,
      sort_order: productImages.sortOrder,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));

export async function findVariations(db: Queryable, productId: number) {
  const rows = await db
    .select({
      id: variations.id,
      sizeId: variations.sizeId,
      fabricId: variations.fabricId,
      fabricColorId: variations.fabricColorId,
      priceCents: variations.priceCents,
    })
    .from(variations)
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.id));
  return rows.map(({ priceCents, ...r }) => ({ ...r, price_euro: fromCents(priceCents) }));
}

/** The product with this SKU (case-insensitive) other than `exceptId`, if any. */
export async function findSkuOwner(db: Queryable, sku: string, exceptId: number | undefined) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.sku}) = ${sku.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
      ),
    );
  return row;
}

/** Which of these ids exist in each reference table. */
export async function existingIds(
  db: Queryable,
  input: Pick<ProductInput, 'categoryIds' | 'sizeIds' | 'fabricIds'>,
) {
  const some = async <T extends { id: number }>(ids: number[], load: () => Promise<T[]>) =>
    ids.length ? new Set((await load()).map((r) => r.id)) : new Set<number>();
  return {
    categories: await some(input.categoryIds, () =>
      db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, input.categoryIds)),
    ),
    sizes: await some(input.sizeIds, () =>
      db.select({ id: sizes.id }).from(sizes).where(inArray(sizes.id, input.sizeIds)),
    ),
    fabrics: await some(input.fabricIds, () =>
      db.select({ id: fabrics.id }).from(fabrics).where(inArray(fabrics.id, input.fabricIds)),
    ),
  };
}

const productValues = (input: ProductInput, description: string) => ({
  productName: input.product_name,
  sku: input.sku,
  description,
  specialInstructions: input.special_instructions,
  priceCents: toCents(input.price_euro),
  stock: input.stock,
  status: input.status,
  // Left out: the product keeps its lead time (null clears it).
  ...(input.lead_time_min_days === undefined && input.lead_time_max_days === undefined
    ? {}
    : {
        leadTimeMinDays: input.lead_time_min_days ?? null,
        leadTimeMaxDays: input.lead_time_max_days ?? null,
      }),
});

export async function insertProduct(db: Queryable, input: ProductInput, description: string) {
  const [row] = await db
    .insert(products)
    .values(productValues(input, description))
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: Queryable,
  id: number,
  input: ProductInput,
  description: string,
) {
  await db
    .update(products)
    .set({ ...productValues(input, description), updatedAt: new Date() })
    .where(eq(products.id, id));
}

/**
 * Replaces the product's category, size and fabric links (each fabric with its own lead
 * time from `fabricLeadTimes`, if any), and drops the prices of sizes and fabrics it no
 * longer has (a grid row must belong to the product).
 */
export async function replaceLinks(
  db: Queryable,
  productId: number,
  input: ProductInput,
  fabricLeadTimes: readonly FabricLeadTime[],
) {
  const leadOf = new Map(fabricLeadTimes.map((f) => [f.fabricId, f]));
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  await db.delete(productSizes).where(eq(productSizes.productId, productId));
  await db.delete(productFabrics).where(eq(productFabrics.productId, productId));
  if (input.categoryIds.length) {
    await db
      .insert(productCategories)
      .values(input.categoryIds.map((categoryId) => ({ productId, categoryId })));
  }
  if (input.sizeIds.length) {
    await db.insert(productSizes).values(input.sizeIds.map((sizeId) => ({ productId, sizeId })));
  }
  if (input.fabricIds.length) {
    await db.insert(productFabrics).values(
      input.fabricIds.map((fabricId) => ({
        productId,
        fabricId,
        leadTimeMinDays: leadOf.get(fabricId)?.lead_time_min_days ?? null,
        leadTimeMaxDays: leadOf.get(fabricId)?.lead_time_max_days ?? null,
      })),
    );
  }
  const keptSizes = `{${input.sizeIds.join(',')}}`;
  const keptFabrics = `{${input.fabricIds.join(',')}}`;
  await db.delete(variations).where(
    and(
      eq(variations.productId, productId),
      sql`(not ${variations.sizeId} = any(${keptSizes}::int[])
          or (${variations.fabricId} is not null
            and not ${variations.fabricId} = any(${keptFabrics}::int[])))`,
    ),
  );
}

export const touchProduct = (db: Queryable, id: number) =>
  db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));

export const setStatus = (db: Queryable, id: number, status: ProductStatus) =>
  db.update(products).set({ status, updatedAt: new Date() }).where(eq(products.id, id));

export async function addImages(db: Queryable, productId: number, urls: string[]) {
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${productImages.sortOrder}), -1)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = Number(row?.top ?? -1) + 1;
  await db
    .insert(productImages)
    .values(urls.map((imageUrl, n) => ({ productId, imageUrl, sortOrder: start + n })));
}

export async function reorderImages(db: Queryable, productId: number, ids: number[]) {
  for (const [n, id] of ids.entries()) {
    await db
      .update(productImages)
      .set({ sortOrder: n })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  }
}

export async function deleteImage(db: Queryable, productId: number, imageId: number) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ image_url: productImages.imageUrl });
  return row?.image_url;
}

/** How many products still show this picture (seeded pictures are shared). */
export async function imageUses(db: Queryable, url: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.imageUrl, url));
  return Number(row?.n ?? 0);
}

/** The colours of these fabrics, by colour id → fabric id. */
export async function colourOwners(db: Queryable, fabricIds: number[]) {
  if (!fabricIds.length) return { owners: new Map<number, number>(), coloured: new Set<number>() };
  const rows = await db
    .select({ id: fabricColors.id, fabricId: fabricColors.fabricId })
    .from(fabricColors)
    .where(inArray(fabricColors.fabricId, fabricIds));
  return {
    owners: new Map(rows.map((r) => [r.id, r.fabricId])),
    coloured: new Set(rows.map((r) => r.fabricId)),
  };
}

export async function replaceVariations(db: Queryable, productId: number, rows: VariationRow[]) {
  await db.delete(variations).where(eq(variations.productId, productId));
  if (rows.length) {
    await db.insert(variations).values(
      rows.map((r) => ({
        productId,
        sizeId: r.sizeId,
        fabricId: r.fabricId,
        fabricColorId: r.fabricColorId,
        priceCents: toCents(r.price_euro),
      })),
    );
  }
}

/** Every category, size and fabric (with colours) the editor offers. */
export async function formOptions(db: Database) {
  const [cats, szs, fabs, colours] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.categoryName })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ id: sizes.id, name: sizes.size })
      .from(sizes)
      .orderBy(asc(sizes.sortOrder), asc(sizes.id)),
    db
      .select({ id: fabrics.id, name: fabrics.fabricName })
      .from(fabrics)
      .orderBy(asc(fabrics.sortOrder), asc(fabrics.id)),
    db
      .select({
        id: fabricColors.id,
        fabricId: fabricColors.fabricId,
        name: fabricColors.colorName,
        image_url: fabricColors.imageUrl,
      })
      .from(fabricColors)
      .orderBy(asc(fabricColors.sortOrder), asc(fabricColors.id)),
  ]);
  return {
    categories: cats,
    sizes: szs,
    fabrics: fabs.map((f) => ({
      ...f,
      colors: colours
        .filter((c) => c.fabricId === f.id)
        .map(({ id, name, image_url }) => ({ id, name, image_url })),
    })),
  };
}
