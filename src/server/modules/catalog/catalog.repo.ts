import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { queryRows, type ReadOptions } from '#src/db/query-rows';
import { labelCard, labelDetail } from './lead-time-json';
import { BEDS_CATEGORY, type ProductSort } from '#src/shared/domain/catalog-rules';
import { centsFromDecimal } from '#src/shared/domain/money';
import type { StorageSurcharges } from '#src/shared/domain/pricing';

export interface ProductQuery {
  categoryIds?: number[] | undefined;
  sizeIds?: number[] | undefined;
  priceRange?: { min: number; max?: number | undefined } | undefined;
  excludeId?: number | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/**
 * Every catalogue read: rows nobody changes, read outside transactions, so identical
 * reads waiting for the database share one statement (ReadOptions.shareQueued).
 */
const rowsOf = <T>(db: Database, query: SQL, options: ReadOptions = {}) =>
  queryRows<T>(db, query, { ...options, shareQueued: true });

/**
 * An int[] parameter written as an array literal: one statement text whatever the list's
 * length (so one prepared plan), and the same on both drivers.
 */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The conditions of a listing, filter or search other than its words (which
 * catalog-search.repo.ts adds).
 */
export function whereOf(q: ProductQuery): SQL {
  const parts: SQL[] = [sql`p.status <> 'archived'`];
  // The product's own copies of its links (kept by triggers): no join to plan or run.
  // coalesce() hides the operator from the planner, whose generic estimate for `&&`
  // (almost no rows) would sort the whole table instead of walking the listing index.
  if (q.categoryIds?.length) {
    parts.push(sql`coalesce(p.category_ids && ${intArray(q.categoryIds)}, false)`);
  }
  if (q.sizeIds?.length) parts.push(sql`coalesce(p.size_ids && ${intArray(q.sizeIds)}, false)`);
  if (q.priceRange) {
    const { min, max } = q.priceRange;
    // The price a buyer can pay, "From €…" (migration 0016), as the cards show it.
    parts.push(
      max === undefined ? sql`p.from_price >= ${min}` : sql`p.from_price between ${min} and ${max}`,
    );
  }
  if (q.excludeId) parts.push(sql`p.id <> ${q.excludeId}`);
  return sql.join(parts, sql` and `);
}

/** Category and size ids by lower-cased name: filters arrive as names. */
export async function findFilterIds(
  db: Database,
): Promise<{ categories: Map<string, number>; sizes: Map<string, number> }> {
  const rows = await rowsOf<{ kind: 'category' | 'size'; id: number; name: string }>(
    db,
    sql`select 'category' as kind, id, lower(category_name) as name from categories
      union all select 'size', id, lower(size) from sizes`,
  );
  const pick = (kind: string) =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [r.name, r.id]));
  return { categories: pick('category'), sizes: pick('size') };
}

export const ORDER: Record<ProductSort, SQL> = {
  name: sql`p.product_name, p.id`,
  // NULLS LAST matches products_listed_newest_idx.
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  // By the "From" price (products_listed_from_price_idx).
  'price-asc': sql`p.from_price, p.id`,
  'price-desc': sql`p.from_price desc, p.id desc`,
};

/** A lead time as `{ min_days, max_days }` (lead-time-json.ts adds its words), or null. */
const leadTimeJson = (min: SQL, max: SQL) =>
  sql`case when ${min} is null or ${max} is null then null
    else json_build_object('min_days', ${min}, 'max_days', ${max}) end`;

const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A product card as JSON, built by the database: the API sends the text as it comes,
 * with no parsing and re-serialising in Node. Prices only when `showPrices`.
 */
const cardFields = (showPrices: boolean) => sql`'id', p.id, 'product_name', p.product_name,
  'sku', p.sku, 'description', p.description,
  'price_euro', case when ${showPrices}::boolean then p.price_euro end,
  'from_price_euro', case when ${showPrices}::boolean then p.from_price end,
  'stock', p.stock, 'status', p.status, 'createdAt', ${isoTime(sql`p.created_at`)},
  'lead_time', ${leadTimeJson(sql`p.lead_time_min_days`, sql`p.lead_time_max_days`)},
  'product_image', (select pi.image_url from product_images pi where pi.product_id = p.id
    order by pi.sort_order, pi.id limit 1),
  'images', coalesce((select json_agg(json_build_object('image_url', pi.image_url)
    order by pi.sort_order, pi.id) from product_images pi where pi.product_id = p.id), '[]'::json),
  'Categories', coalesce((select json_agg(json_build_object('id', c.id, 'category_name', c.category_name)
    order by c.sort_order, c.id) from product_categories pc join categories c on c.id = pc.category_id
    where pc.product_id = p.id), '[]'::json)`;

/**
 * The ids of one page of products, in order, from the listing indexes (no product data
 * is read here). A search's page is catalog-search.repo.ts's.
 */
export async function findProductPage(
  db: Database,
  q: ProductQuery,
): Promise<{ ids: number[]; total: number | undefined }> {
  const where = whereOf(q);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from products p where ${where}
      order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
  );
  return { ids: rows.map((r) => r.id), total: undefined };
}

/** How many products match (not archived). */
export async function countProducts(db: Database, q: ProductQuery): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p where ${whereOf(q)}`,
  );
  return row?.total ?? 0;
}

/** Product cards as JSON text by id, built by the database. */
export async function findCardsJson(
  db: Database,
  ids: number[],
  showPrices: boolean,
): Promise<Map<number, string>> {
  const rows = await rowsOf<{ id: number; card: string }>(
    db,
    sql`select p.id, json_build_object(${cardFields(showPrices)})::text as card
      from products p where p.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, labelCard(r.card)]));
}

/** Beds are made to order (docs/business-rules.md "Catalogue"): they take no stock. */
const madeToOrder = sql`exists (select 1 from product_categories pc
  join categories c on c.id = pc.category_id
  where pc.product_id = p.id and lower(btrim(c.category_name)) = ${BEDS_CATEGORY})`;

/**
 * The units a buyer may order now, for a product sold from a limited stock; null when it
 * is made to order or its stock is unlimited (-1). Shown to visitors too
 * (docs/decisions/0027-stock-on-the-product-page.md).
 */
const availableStock = sql`case when ${madeToOrder} or p.stock < 0 then null
  else p.stock end`;

/** A product with everything its page needs, as `{ product, variations }` JSON text, in one statement. */
export async function findProductDetailJson(
  db: Database,
  id: number,
  showPrices: boolean,
): Promise<string | undefined> {
  const [row] = await rowsOf<{ json: string }>(
    db,
    sql`select json_build_object(
      'product', json_build_object(${cardFields(showPrices)},
        'made_to_order', ${madeToOrder}, 'available_stock', ${availableStock},
        'special_instructions', p.special_instructions,
        'Sizes', coalesce((select json_agg(json_build_object('id', s.id, 'size', s.size,
            'length', s.length, 'width', s.width, 'height', s.height, 'multiplier', s.multiplier)
            order by s.sort_order, s.id)
          from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = p.id), '[]'::json),
        'Fabrics', coalesce((select json_agg(json_build_object('id', f.id, 'fabric_name', f.fabric_name,
            'lead_time', ${leadTimeJson(sql`pf.lead_time_min_days`, sql`pf.lead_time_max_days`)},
            'fabricColors', coalesce((select json_agg(json_build_object('id', fc.id,
                'color_name', fc.color_name, 'image_url', fc.image_url) order by fc.sort_order, fc.id)
              from fabric_colors fc where fc.fabric_id = f.id), '[]'::json))
            order by f.sort_order, f.id)
          from product_fabrics pf join fabrics f on f.id = pf.fabric_id where pf.product_id = p.id), '[]'::json)),
      'variations', coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id,
          'sizeId', v.size_id, 'fabricId', v.fabric_id, 'fabricColorId', v.fabric_color_id,
          'price_euro', case when ${showPrices}::boolean then v.price_euro end,
          'image_url', v.image_url) order by v.id)
        from variations v where v.product_id = p.id), '[]'::json))::text as json
    from products p where p.id = ${id} and p.status <> 'archived'`,
  );
  return row && labelDetail(row.json);
}

export interface CategoryRow {
  id: number;
  category_name: string;
  image_url: string | null;
  product_count: number;
}

export const findCategories = (db: Database) =>
  rowsOf<CategoryRow>(
    db,
    sql`select c.id, c.category_name, c.image_url, count(p.id)::int as product_count
      from categories c
      left join product_categories pc on pc.category_id = c.id
      left join products p on p.id = pc.product_id and p.status <> 'archived'
      group by c.id order by c.sort_order, c.id`,
  );

export async function findCategory(
  db: Database,
  nameOrId: string,
): Promise<{ id: number; category_name: string } | undefined> {
  const byId = /^\d{1,9}$/.test(nameOrId);
  const [row] = await rowsOf<{ id: number; category_name: string }>(
    db,
    byId
      ? sql`select id, category_name from categories where id = ${Number(nameOrId)}`
      : sql`select id, category_name from categories where lower(category_name) = ${nameOrId.toLowerCase()}`,
  );
  return row;
}

/** The mega menu's product columns, by category name, capped per column. */
export const findMenuProducts = (db: Database, categoryNames: string[], perCategory: number) =>
  rowsOf<{ category_name: string; products: Array<{ id: number; product_name: string }> }>(
    db,
    sql`select c.category_name, coalesce((select json_agg(x) from (
        select p.id, p.product_name from product_categories pc
        join products p on p.id = pc.product_id
        where pc.category_id = c.id and p.status <> 'archived'
        order by p.product_name, p.id limit ${perCategory}) x), '[]'::json) as products
      from categories c
      where lower(c.category_name) in ${categoryNames.map((n) => n.toLowerCase())}
      order by c.sort_order`,
  );

export interface SizeRow {
  id: number;
  size: string;
  length: number | null;
  width: number | null;
  height: number | null;
  multiplier: number;
}

export const findSizes = (db: Database) =>
  rowsOf<SizeRow>(
    db,
    sql`select id, size, length::float8 as length, width::float8 as width,
      height::float8 as height, multiplier::float8 as multiplier
      from sizes order by sort_order, id`,
  );

export async function findStoragePrices(
  db: Database,
  categoryId: number,
): Promise<StorageSurcharges | undefined> {
  const [row] = await rowsOf<{ ottomanBase: string; cloudBase: string }>(
    db,
    sql`select ottoman_base::text as "ottomanBase", cloud_base::text as "cloudBase"
      from storage_prices where category_id = ${categoryId}`,
  );
  return row
    ? {
        ottomanBaseCents: centsFromDecimal(row.ottomanBase),
        cloudBaseCents: centsFromDecimal(row.cloudBase),
      }
    : undefined;
}
