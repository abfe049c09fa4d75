import { z } from 'zod';
import {
  ADMIN_PRODUCT_SORTS,
  FABRIC_LEAD_TIME_TWICE,
  FABRIC_NOT_LINKED,
  LEAD_TIME_BOTH,
  LEAD_TIME_ORDER,
  MAX_PRICE,
  PRODUCT_STATUSES,
  UNLIMITED_STOCK,
} from '../domain/admin-products';
import { MAX_LEAD_TIME_DAYS } from '../domain/delivery-days';
import { isWholeCents } from '../domain/money';
import { limit, page } from './pagination';

export * from '../domain/admin-products';

/** The staff console's products (admin issue, item 3): bodies, queries and answers. */

/** Prices: more than nothing (a €0.00 line would be ordered free), whole cents. */
export const euro = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .gt(0, `${field} must be more than €0.00`)
    .max(MAX_PRICE, `${field} is too large`)
    .refine(isWholeCents, { message: `${field} may have at most 2 decimals` });

const id = z.number().int().positive().max(2_147_483_647);
const ids = (what: string) =>
  z
    .array(id, { error: `Choose ${what} from the list` })
    .max(200, `At most 200 ${what}`)
    .refine((list) => new Set(list).size === list.length, `Each of the ${what} only once`)
    .default([]);

/** One end of a lead time, in working days (docs/business-rules.md "Delivery days"). */
const leadDays = (end: 'shortest' | 'longest') =>
  z
    .number({ error: `Enter the ${end} lead time as a number of working days` })
    .int(`The ${end} lead time must be a whole number of working days`)
    .min(0, `The ${end} lead time must be 0 working days or more`)
    .max(
      MAX_LEAD_TIME_DAYS,
      `The ${end} lead time must be at most ${MAX_LEAD_TIME_DAYS} working days`,
    )
    .nullable();

const leadTimeFields = {
  lead_time_min_days: leadDays('shortest'),
  lead_time_max_days: leadDays('longest'),
};

/** Both ends or neither; min ≤ max. Messages under the field to correct. */
function checkLeadTime(
  value: { lead_time_min_days?: number | null; lead_time_max_days?: number | null },
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
) {
  const min = value.lead_time_min_days;
  const max = value.lead_time_max_days;
  if (min === undefined && max === undefined) return;
  if ((min ?? null) === null && (max ?? null) === null) return;
  if (min === undefined || min === null) {
    ctx.addIssue({ code: 'custom', path: [...at, 'lead_time_min_days'], message: LEAD_TIME_BOTH });
  } else if (max === undefined || max === null) {
    ctx.addIssue({ code: 'custom', path: [...at, 'lead_time_max_days'], message: LEAD_TIME_BOTH });
  } else if (min > max) {
    ctx.addIssue({ code: 'custom', path: [...at, 'lead_time_min_days'], message: LEAD_TIME_ORDER });
  }
}

/** A fabric's own lead time on this product (it comes from further away). */
export const fabricLeadTimeSchema = z
  .object({
    fabricId: id,
    lead_time_min_days: leadTimeFields.lead_time_min_days.unwrap(),
    lead_time_max_days: leadTimeFields.lead_time_max_days.unwrap(),
  })
  .strict();
export type FabricLeadTime = z.infer<typeof fabricLeadTimeSchema>;

export const productBody = z
  .object({
    product_name: z
      .string({ error: 'Enter the product name' })
      .trim()
      .min(1, 'Enter the product name')
      .max(200, 'The name must be at most 200 characters'),
    sku: z
      .string({ error: 'Enter the SKU' })
      .trim()
      .min(1, 'Enter the SKU')
      .max(64, 'The SKU must be at most 64 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits, dots, dashes or slashes'),
    description: z.string().max(50_000, 'The description is too long').default(''),
    special_instructions: z
      .string()
      .trim()
      .max(2_000, 'Special instructions must be at most 2,000 characters')
      .default(''),
    price_euro: euro('The price'),
    stock: z
      .number({ error: 'Stock must be a number' })
      .int('Stock must be a whole number')
      .min(UNLIMITED_STOCK, 'Stock must be 0 or more (or unlimited)')
      .max(1_000_000, 'Stock is too large'),
    status: z.enum(PRODUCT_STATUSES, {
      error: 'Status must be available, unavailable or archived',
    }),
    /** The product's editVersion the form started from; the save is refused if it moved. */
    editVersion: z.number().int().nonnegative().optional(),
    categoryIds: ids('categories'),
    sizeIds: ids('sizes'),
    fabricIds: ids('fabrics'),
    /**
     * Made to order: ready in this many working days; null clears, left out keeps what
     * the product has (docs/business-rules.md "Delivery days").
     */
    lead_time_min_days: leadTimeFields.lead_time_min_days.optional(),
    lead_time_max_days: leadTimeFields.lead_time_max_days.optional(),
    /**
     * The fabrics (of `fabricIds`) with their own lead time on this product, each once; the
     * others use the product's. Left out keeps those of the fabrics the product keeps.
     */
    fabric_lead_times: z
      .array(fabricLeadTimeSchema, { error: 'fabric_lead_times must be a list' })
      .max(200)
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    checkLeadTime(body, ctx);
    const linked = new Set(body.fabricIds);
    const seen = new Set<number>();
    body.fabric_lead_times?.forEach((row, n) => {
      const at = ['fabric_lead_times', n];
      if (!linked.has(row.fabricId)) {
        ctx.addIssue({ code: 'custom', path: [...at, 'fabricId'], message: FABRIC_NOT_LINKED });
      } else if (seen.has(row.fabricId)) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'fabricId'],
          message: FABRIC_LEAD_TIME_TWICE,
        });
      }
      seen.add(row.fabricId);
      checkLeadTime(row, ctx, at);
    });
  });
export type ProductBody = z.input<typeof productBody>;
export type ProductInput = z.output<typeof productBody>;

export const productListQuery = z
  .object({
    search: z.string().trim().max(100, 'search must be at most 100 characters').default(''),
    status: z.enum(PRODUCT_STATUSES).or(z.literal('')).default(''),
    category: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
    sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated'),
    page,
    limit,
  })
  .strict();
export type ProductListQuery = z.input<typeof productListQuery>;

export const imageOrderBody = z
  .object({ ids: z.array(id, { error: 'ids must be a list of image ids' }).max(200) })
  .strict();

export const variationRowSchema = z
  .object({
    sizeId: id,
    fabricId: id.nullable(),
    fabricColorId: id.nullable(),
    price_euro: euro('The price'),
  })
  .strict();
export type VariationRow = z.infer<typeof variationRowSchema>;

export const variationsBody = z
  .object({ rows: z.array(variationRowSchema).max(5_000, 'At most 5,000 prices') })
  .strict();

// ---- answers ----

export const adminProductRowSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  price_euro: z.number(),
  stock: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  image_url: z.string().nullable(),
  categories: z.array(z.string()),
  variation_count: z.number(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const productImageSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  sort_order: z.number(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const adminVariationSchema = z.object({
  id: z.number(),
  sizeId: z.number(),
  fabricId: z.number().nullable(),
  fabricColorId: z.number().nullable(),
  price_euro: z.number(),
});
export type AdminVariation = z.infer<typeof adminVariationSchema>;

export const adminProductSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  description: z.string(),
  special_instructions: z.string(),
  price_euro: z.number(),
  stock: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  categoryIds: z.array(z.number()),
  sizeIds: z.array(z.number()),
  fabricIds: z.array(z.number()),
  /** The product's own lead time in working days, or null (the Beds default, or from stock). */
  lead_time_min_days: z.number().nullable(),
  lead_time_max_days: z.number().nullable(),
  /** The fabrics with their own lead time on this product, by fabric id. */
  fabric_lead_times: z.array(fabricLeadTimeSchema),
  images: z.array(productImageSchema),
  variations: z.array(adminVariationSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent back with a save: refused when someone saved the details since (PRODUCT_CHANGED). */
  editVersion: z.number(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productFormOptionsSchema = z.object({
  success: z.literal(true),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  sizes: z.array(z.object({ id: z.number(), name: z.string() })),
  fabrics: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      colors: z.array(
        z.object({ id: z.number(), name: z.string(), image_url: z.string().nullable() }),
      ),
    }),
  ),
});
export type ProductFormOptions = z.infer<typeof productFormOptionsSchema>;
