import { z } from 'zod';
import { PRODUCT_SORTS, SEARCH_SORTS } from '../domain/catalog-rules';
import { limit, page, paginationSchema } from './pagination';

/**
 * Price fields are null for anyone not allowed to see trade prices
 * (docs/business-rules.md "Prices").
 */
const price = z.number().nullable();

export const productSort = z.enum(PRODUCT_SORTS, {
  error: `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
});

const searchSort = z.enum(SEARCH_SORTS, {
  error: `sort must be one of ${SEARCH_SORTS.join(', ')}`,
});

const names = (field: string) =>
  z
    .array(z.string().trim().min(1, `${field} must not contain empty names`).max(100), {
      error: `${field} must be a list of names`,
    })
    .max(50, `${field} may list at most 50 names`)
    .default([]);

export const productFilterBody = z
  .object({
    categories: names('categories'),
    sizes: names('sizes'),
    priceRange: z
      .object({
        min: z.number({ error: 'priceRange.min must be a number' }).min(0),
        /** Left out: no upper bound (the slider's top handle at its end). */
        max: z.number({ error: 'priceRange.max must be a number' }).min(0).optional(),
      })
      .strict()
      .refine(
        (r) => r.max === undefined || r.min <= r.max,
        'priceRange.min must not be above priceRange.max',
      )
      .optional(),
    sort: productSort.optional(),
    page,
    limit,
  })
  .strict();
export type ProductFilterBody = z.infer<typeof productFilterBody>;

export const pageQuery = z.object({ page, limit, sort: productSort.optional() }).strict();
export type PageQuery = z.infer<typeof pageQuery>;

export const productSearchBody = z
  .object({
    search: z.string().trim().max(100, 'search must be at most 100 characters').default(''),
    category: z.string().trim().max(100).optional(),
    // The search page's filter panel narrows by the same sizes and price range as /products.
    sizes: productFilterBody.shape.sizes,
    priceRange: productFilterBody.shape.priceRange,
    /** Left out: by relevance. */
    sort: searchSort.optional(),
    page,
    limit,
  })
  .strict();
export type ProductSearchBody = z.infer<typeof productSearchBody>;

export const idParam = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive number')
  .max(2_147_483_647, 'id is too large');

export const productIdParams = z.object({ id: idParam }).strict();

/** The product page's delivery line: in this fabric of the product, if one is chosen. */
export const productDeliveryQuery = z.object({ fabric_id: idParam.optional() }).strict();

export const categoryNameParams = z
  .object({ categoryName: z.string().trim().min(1, 'category name is required').max(100) })
  .strict();

export const categoryIdsParams = z
  .object({
    ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'ids must be up to 20 category ids separated by commas')
      .transform((s) => [...new Set(s.split(',').map(Number))]),
  })
  .strict();

export const relatedQuery = z
  .object({ exclude: idParam.optional(), limit: limit.default(8) })
  .strict();

export const menusBody = z.object({ category_names: names('category_names') }).strict();

export const storagePricesQuery = z.object({ categoryId: idParam }).strict();

// ---- responses ----

export const categorySchema = z.object({
  id: z.number(),
  category_name: z.string(),
  image_url: z.string().nullable(),
  product_count: z.number(),
});

/**
 * Made to order: ready in this many working days, with its words ("Made to order: ready in
 * 5–10 working days"); docs/business-rules.md "Delivery days".
 */
export const leadTimeSchema = z.object({
  min_days: z.number().int(),
  max_days: z.number().int(),
  label: z.string(),
});

/** GET /api/product/:id/delivery: the lead time and the earliest delivery date, ordered today. */
export const productDeliverySchema = z.object({
  lead_time: leadTimeSchema,
  earliest_on: z.string(),
});
export type ProductDelivery = z.infer<typeof productDeliverySchema>;

export const productCardSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  description: z.string(),
  price_euro: price,
  /**
   * "From €…": the lowest unit price of the configurations a buyer can order (the
   * listing's sort and price filter use it; docs/business-rules.md "Prices").
   */
  from_price_euro: price,
  stock: z.number(),
  status: z.string(),
  createdAt: z.string(),
  product_image: z.string().nullable(),
  images: z.array(z.object({ image_url: z.string() })),
  Categories: z.array(z.object({ id: z.number(), category_name: z.string() })),
  /** The product's own lead time; null: the Beds default for a Beds product, else from stock. */
  lead_time: leadTimeSchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPageSchema = z.object({
  success: z.literal(true),
  products: z.array(productCardSchema),
  pagination: paginationSchema,
});

/** A search's page also names the closest products when it found none. */
export const searchPageSchema = productPageSchema.extend({
  suggestions: z.array(z.string()),
});

export const sizeSchema = z.object({
  id: z.number(),
  size: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  multiplier: z.number(),
});

export const fabricSchema = z.object({
  id: z.number(),
  fabric_name: z.string(),
  /** This fabric's own lead time on the product; null: the product's applies. */
  lead_time: leadTimeSchema.nullable(),
  fabricColors: z.array(
    z.object({ id: z.number(), color_name: z.string(), image_url: z.string().nullable() }),
  ),
});

export const variationSchema = z.object({
  id: z.number(),
  productId: z.number(),
  sizeId: z.number(),
  fabricId: z.number().nullable(),
  fabricColorId: z.number().nullable(),
  price_euro: price,
  image_url: z.string().nullable(),
});

export const productDetailSchema = productCardSchema.extend({
  /** In the Beds category: made to order, with a lead time and no stock. */
  made_to_order: z.boolean(),
  /**
   * The units that can be ordered now, for a product sold from a limited stock; null
   * when it is made to order or its stock is unlimited (`stock` -1).
   */
  available_stock: z.number().int().nullable(),
  special_instructions: z.string(),
  Sizes: z.array(sizeSchema),
  Fabrics: z.array(fabricSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type Variation = z.infer<typeof variationSchema>;

export const menuProductSchema = z.object({ id: z.number(), product_name: z.string() });
