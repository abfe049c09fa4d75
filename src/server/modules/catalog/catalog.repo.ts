import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import type { ProductSort } from '../../../shared/schemas/catalog';

export interface ProductQuery {
  categoryNames?: string[];
  categoryIds?: number[];
  sizeNames?: string[];
  priceRange?: { min: number; max: number } | undefined;
  search?: string | undefined;
  excludeId?: number | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface ProductCardRow {
  id: number;
  product_name: string;
  sku: string;
  description: string;
  price_euro: number;
  stock: number;
  status: string;
  created_at: Date | string;
  images: Array<{ image_url: string }>;
  categories: Array<{ id: number; category_name: string }>;
}

const rowsOf = queryRows;

/** LIKE pattern for a user's text: their % and _ are literal characters. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function whereOf(q: ProductQuery): SQL {
  const parts: SQL[] = [sql`p.status <> 'archived'`];
  if (q.categoryNames?.length) {
    const lowered = q.categoryNames.map((n) => n.toLowerCase());
    parts.push(sql`p.id in (select pc.product_id from product_categories pc
      join categories c on c.id = pc.category_id
      where lower(c.category_name) in ${lowered})`);
  }
  if (q.categoryIds?.length) {
    parts.push(sql`p.id in (select pc.product_id from product_categories pc
      where pc.category_id in ${q.categoryIds})`);
  }
  if (q.sizeNames?.length) {
    const lowered = q.sizeNames.map((n) => n.toLowerCase());
    parts.push(sql`p.id in (select ps.product_id from product_sizes ps
      join sizes s on s.id = ps.size_id where lower(s.size) in ${lowered})`);
  }
  if (q.priceRange) {
    parts.push(sql`p.price_euro between ${q.priceRange.min} and ${q.priceRange.max}`);
  }
  if (q.search) parts.push(sql`p.search_text like ${containing(q.search)}`);
  if (q.excludeId) parts.push(sql`p.id <> ${q.excludeId}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<ProductSort, SQL> = {
  name: sql`p.product_name asc, p.id asc`,
  newest: sql`p.created_at desc, p.id desc`,
  'price-asc': sql`p.price_euro asc, p.id asc`,
  'price-desc': sql`p.price_euro desc, p.id desc`,
};

const CARD_COLUMNS = sql`p.id, p.product_name, p.sku, p.description,
  p.price_euro::float8 as price_euro, p.stock, p.status::text as status, p.created_at,
  coalesce((select json_agg(json_build_object('image_url', pi.image_url) order by pi.sort_order, pi.id)
    from product_images pi where pi.product_id = p.id), '[]'::json) as images,
  coalesce((select json_agg(json_build_object('id', c.id, 'category_name', c.category_name) order by c.sort_order)
    from product_categories pc join categories c on c.id = pc.category_id
    where pc.product_id = p.id), '[]'::json) as categories`;

/** One page of product cards and the total: two statements whatever the page size. */
export async function findProducts(
  db: Database,
  q: ProductQuery,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const where = whereOf(q);
  const [rows, counted] = await Promise.all([
    rowsOf<ProductCardRow>(
      db,
      sql`select ${CARD_COLUMNS} from products p where ${where}
        order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from products p where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export interface ProductDetailRow extends ProductCardRow {
  special_instructions: string;
  sizes: Array<{
    id: number;
    size: string;
    length: number | null;
    width: number | null;
    height: number | null;
    multiplier: number;
  }>;
  fabrics: Array<{
    id: number;
    fabric_name: string;
    fabricColors: Array<{ id: number; color_name: string; image_url: string | null }>;
  }>;
  variations: Array<{
    id: number;
    productId: number;
    sizeId: number;
    fabricId: number | null;
    fabricColorId: number | null;
    price_euro: number;
    image_url: string | null;
  }>;
}

/** A product with everything its page needs, in one statement. */
export async function findProductDetail(
  db: Database,
  id: number,
): Promise<ProductDetailRow | undefined> {
  const [row] = await rowsOf<ProductDetailRow>(
    db,
    sql`select ${CARD_COLUMNS}, p.special_instructions,
      coalesce((select json_agg(json_build_object('id', s.id, 'size', s.size,
          'length', s.length, 'width', s.width, 'height', s.height, 'multiplier', s.multiplier)
          order by s.sort_order, s.id)
        from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = p.id), '[]'::json) as sizes,
      coalesce((select json_agg(json_build_object('id', f.id, 'fabric_name', f.fabric_name,
          'fabricColors', coalesce((select json_agg(json_build_object('id', fc.id,
              'color_name', fc.color_name, 'image_url', fc.image_url) order by fc.sort_order, fc.id)
            from fabric_colors fc where fc.fabric_id = f.id), '[]'::json))
          order by f.sort_order, f.id)
        from product_fabrics pf join fabrics f on f.id = pf.fabric_id where pf.product_id = p.id), '[]'::json) as fabrics,
      coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id,
          'sizeId', v.size_id, 'fabricId', v.fabric_id, 'fabricColorId', v.fabric_color_id,
          'price_euro', v.price_euro, 'image_url', v.image_url) order by v.id)
        from variations v where v.product_id = p.id), '[]'::json) as variations
    from products p where p.id = ${id} and p.status <> 'archived'`,
  );
  return row;
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

export const findSizes = (db: Database) =>
  rowsOf<ProductDetailRow['sizes'][number]>(
    db,
    sql`select id, size, length::float8 as length, width::float8 as width,
      height::float8 as height, multiplier::float8 as multiplier
      from sizes order by sort_order, id`,
  );

export async function findStoragePrices(
  db: Database,
  categoryId: number,
): Promise<{ ottomanBase: number; cloudBase: number } | undefined> {
  const [row] = await rowsOf<{ ottomanBase: number; cloudBase: number }>(
    db,
    sql`select ottoman_base::float8 as "ottomanBase", cloud_base::float8 as "cloudBase"
      from storage_prices where category_id = ${categoryId}`,
  );
  return row;
}
