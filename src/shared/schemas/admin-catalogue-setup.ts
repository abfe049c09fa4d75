import { z } from 'zod';

// The staff console's catalogue set-up (admin issue, item 3): categories, sizes, fabrics
// and colours, storage prices. One schema per form, used by the form and by the server.

/** True when `value` has at most `places` decimals (1.10 yes, 1.005 no for 2). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const name = (what: string, max = 60) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const categoryBody = z.object({ category_name: name('Category name') }).strict();
export type CategoryBody = z.infer<typeof categoryBody>;

export const categoryOrderBody = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'ids must be a list of category ids' })
      .min(1, 'ids must list every category')
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a category'),
  })
  .strict();

const dimension = (what: string) =>
  z
    .number({ error: `${what} must be a number of centimetres` })
    .min(0, `${what} must not be negative`)
    .max(99_999.9, `${what} is too large`)
    .refine((v) => hasAtMostDecimals(v, 1), `${what} may have at most 1 decimal`)
    .nullable();

export const MULTIPLIER_MESSAGE = 'Multiplier must be above 0, with at most 3 decimals';

export const sizeBody = z
  .object({
    size: name('Size name'),
    length: dimension('Length'),
    width: dimension('Width'),
    height: dimension('Height'),
    multiplier: z
      .number({ error: MULTIPLIER_MESSAGE })
      .gt(0, MULTIPLIER_MESSAGE)
      .max(999.999, 'Multiplier must be at most 999.999')
      .refine((v) => hasAtMostDecimals(v, 3), MULTIPLIER_MESSAGE),
  })
  .strict();
export type SizeBody = z.infer<typeof sizeBody>;

export const fabricBody = z.object({ fabric_name: name('Fabric name') }).strict();
export type FabricBody = z.infer<typeof fabricBody>;

export const colorBody = z.object({ color_name: name('Colour name') }).strict();
export type ColorBody = z.infer<typeof colorBody>;

const euroAmount = (what: string) =>
  z
    .number({ error: `${what} must be an amount in euro` })
    .min(0, `${what} must not be negative`)
    .max(99_999_999.99, `${what} is too large`)
    .refine((v) => hasAtMostDecimals(v, 2), `${what} may have at most 2 decimals (cents)`);

export const storagePricesBody = z
  .object({
    ottomanBase: euroAmount('Ottoman base'),
    cloudBase: euroAmount('Cloud base'),
  })
  .strict();
export type StoragePricesBody = z.infer<typeof storagePricesBody>;

// ---- swatch pictures ----

export const SWATCH_MAX_BYTES = 5 * 1024 * 1024;
export const SWATCH_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
} as const;
export const SWATCH_ACCEPT = Object.keys(SWATCH_TYPES).join(',');
export const SWATCH_TOO_LARGE = 'The picture must be 5 MB or smaller.';
export const SWATCH_WRONG_TYPE = 'The picture must be a JPEG, PNG or WebP image.';

// ---- messages ----

export const CATEGORY_NAME_TAKEN = 'There is already a category with this name.';
export const CATEGORY_NOT_EMPTY = (count: number) =>
  `This category still has ${count} product${count === 1 ? '' : 's'} (archived ones included). Move ${count === 1 ? 'it' : 'them'} to another category first.`;
export const BEDS_KEEPS_NAME =
  'The Beds category keeps its name: storage options and lead times are tied to it.';
export const CATEGORY_ORDER_STALE =
  'The list of categories has changed. Reload the page and try again.';
export const SIZE_NAME_TAKEN = 'There is already a size with this name.';
export const FABRIC_NAME_TAKEN = 'There is already a fabric with this name.';
export const COLOR_NAME_TAKEN = 'This fabric already has a colour with this name.';
export const IN_USE = (what: string, uses: string) =>
  `This ${what} cannot be deleted: it is used by ${uses}. Remove it from those first.`;

// ---- answers ----

export const adminCategorySchema = z.object({
  id: z.number(),
  category_name: z.string(),
  sort_order: z.number(),
  image_url: z.string().nullable(),
  product_count: z.number(),
  ottomanBase: z.number(),
  cloudBase: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminSizeSchema = z.object({
  id: z.number(),
  size: z.string(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  multiplier: z.number(),
  product_count: z.number(),
  variation_count: z.number(),
  order_count: z.number(),
});
export type AdminSize = z.infer<typeof adminSizeSchema>;

export const adminColorSchema = z.object({
  id: z.number(),
  color_name: z.string(),
  image_url: z.string().nullable(),
  variation_count: z.number(),
  order_count: z.number(),
});
export type AdminColor = z.infer<typeof adminColorSchema>;

export const adminFabricSchema = z.object({
  id: z.number(),
  fabric_name: z.string(),
  product_count: z.number(),
  variation_count: z.number(),
  order_count: z.number(),
  colors: z.array(adminColorSchema),
});
export type AdminFabric = z.infer<typeof adminFabricSchema>;
