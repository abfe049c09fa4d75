import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cents } from './money';

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Both ends of a lead time or neither; 0 ≤ min ≤ max ≤ 250 working days. */
const leadTimeCheck = (t: { leadTimeMinDays: AnyPgColumn; leadTimeMaxDays: AnyPgColumn }) =>
  sql`(${t.leadTimeMinDays} is null and ${t.leadTimeMaxDays} is null) or (${t.leadTimeMinDays} between 0 and ${t.leadTimeMaxDays} and ${t.leadTimeMaxDays} <= 250)`;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    categoryName: text('category_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Staff-uploaded picture; null means the generated one at /category-images/{name}.jpg. */
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.categoryName})`)],
);

export const productStatus = pgEnum('product_status', ['available', 'unavailable', 'archived']);

const listed = sql`status <> 'archived'`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    /** Staff-written HTML, sanitised on save (docs/business-rules.md "Staff HTML"). */
    description: text('description').notNull().default(''),
    specialInstructions: text('special_instructions').notNull().default(''),
    priceCents: cents('price_euro', { precision: 10 }).notNull(),
    /**
     * The price a buyer can actually pay: the cheapest orderable configuration's unit price
     * ("From €…"), kept by triggers from sizes, fabrics, colours and variations (migration
     * 0016; docs/business-rules.md "Prices"). Listings sort and filter by it.
     */
    fromPriceCents: cents('from_price', { precision: 10 }).notNull().default(0),
    /** -1 means unlimited stock. */
    stock: integer('stock').notNull().default(-1),
    status: productStatus('status').notNull().default('available'),
    /**
     * Made to order: ready in this many working days (docs/business-rules.md "Delivery
     * days"); null: the Beds default for a Beds product, else from stock.
     */
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    /** Lower-cased name, SKU and tag-stripped description: one trigram index serves search. */
    /**
     * Copies of the product's category and size links, kept by triggers (migration 0004):
     * listing filters test them in place instead of joining (docs/decisions/0006).
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    sizeIds: integer('size_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`lower(${products.productName} || ' ' || ${products.sku} || ' ' || regexp_replace(${products.description}, '<[^>]*>', ' ', 'g'))`,
    ),
    /**
     * The storefront's word search, without accents: name and SKU, categories, sizes and
     * fabrics, description (kept by triggers of migration 0015, docs/business-rules.md
     * "Search").
     */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    // One per listing order, over what listings show (not archived): a page is read in
    // index order instead of sorting the catalogue.
    index('products_listed_name_idx').on(t.productName, t.id).where(listed),
    index('products_listed_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(listed),
    index('products_listed_from_price_idx').on(t.fromPriceCents, t.id).where(listed),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // SKU substrings ("a local, case-insensitive substring match").
    index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
    check('products_lead_time_check', leadTimeCheck(t)),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  size: text('size').notNull().unique(),
  /** Centimetres. */
  length: numeric('length', { precision: 6, scale: 1, mode: 'number' }),
  width: numeric('width', { precision: 6, scale: 1, mode: 'number' }),
  height: numeric('height', { precision: 6, scale: 1, mode: 'number' }),
  /** Scales the storage surcharge for this size (docs/business-rules.md "Prices"). */
  multiplier: numeric('multiplier', { precision: 6, scale: 3, mode: 'number' })
    .notNull()
    .default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const fabrics = pgTable('fabrics', {
  id: serial('id').primaryKey(),
  fabricName: text('fabric_name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const fabricColors = pgTable(
  'fabric_colors',
  {
    id: serial('id').primaryKey(),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    /** Swatch picture. */
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('fabric_colors_fabric_name_uq').on(t.fabricId, t.colorName)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeId] }),
    index('product_sizes_size_idx').on(t.sizeId, t.productId),
  ],
);

export const productFabrics = pgTable(
  'product_fabrics',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'restrict' }),
    /** This fabric's lead time on this product (it comes from further away); null: the product's. */
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.fabricId] }),
    index('product_fabrics_fabric_idx').on(t.fabricId, t.productId),
    check('product_fabrics_lead_time_check', leadTimeCheck(t)),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** A price per size/fabric/colour; a size-only variation has no fabric and no colour. */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'restrict' }),
    fabricColorId: integer('fabric_color_id').references(() => fabricColors.id, {
      onDelete: 'restrict',
    }),
    priceCents: cents('price_euro', { precision: 10 }).notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    unique('variations_combination_uq')
      .on(t.productId, t.sizeId, t.fabricId, t.fabricColorId)
      .nullsNotDistinct(),
  ],
);

/** Storage surcharges (Beds): ottoman and cloud bases, scaled by the size multiplier. */
export const storagePrices = pgTable('storage_prices', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  ottomanBaseCents: cents('ottoman_base', { precision: 10 }).notNull().default(0),
  cloudBaseCents: cents('cloud_base', { precision: 10 }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every word of the catalogue's search documents (letters only, four or more), kept by
 * triggers (migration 0015): a mistyped search word is matched to its nearest words here.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
