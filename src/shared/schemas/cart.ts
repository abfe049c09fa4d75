import { z } from 'zod';
import { KEPT_FILE_MARKER, MAX_CART_LINES } from '../domain/cart';
import { QUOTE_TEXT_MAX, REFERENCE_MAX } from '../domain/order-lines';
import { STORAGE_TYPES } from '../domain/pricing';
import { idSchema, quantitySchema } from './orders';

/**
 * The cart a signed-in buyer keeps on the server (docs/business-rules.md "Cart", docs/api.md
 * "Cart"): the lines exactly as the browser keeps them under `cart`, and a version that
 * grows by one with every change, so that two browsers never overwrite each other's change.
 */

export const CART_CHANGED =
  'Your cart was changed in another window or device. It now shows the latest lines: please check them and try again.';
export const CART_FILE_UNKNOWN =
  'A line names a quote file this cart does not have. Upload the file again with the line.';
export const CART_INLINE_FILE =
  'A cart line carries a file inside it: upload the file to POST /api/cart/files and name it by its fileId.';
export const CART_FILE_MISSING = 'Choose the quote file to upload.';
export const CART_TOO_MANY_FILES = `This cart has too many quote files waiting for a line (at most ${MAX_CART_LINES}). Add or remove lines, then try again.`;

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .max(max, `${what} must be at most ${max} characters.`);
const id = idSchema;
/** A shown price in euro: never trusted, the checkout prices every line again. */
const shownAmount = z
  .number({ error: 'must be an amount in euro' })
  .min(0, 'must not be negative')
  .max(10_000_000, 'is too large');

/** A quote file the server keeps for a cart line: the id POST /api/cart/files answered. */
export const cartFileIdSchema = z.uuid('must be the id POST /api/cart/files answered');

export const cartItemSchema = z
  .object({
    id,
    product_name: text(200, 'product_name'),
    price: shownAmount,
    vat: shownAmount,
    size: text(200, 'size'),
    sizeId: id,
    fabric: text(200, 'fabric').nullable(),
    fabricId: id.nullable(),
    fabricColor: text(200, 'fabricColor').nullable(),
    fabricColorId: id.nullable(),
    quantity: quantitySchema,
    image: text(1000, 'image').nullable(),
    isStorage: z.boolean(),
    isCloudStorage: z.boolean(),
    storageType: z.enum(STORAGE_TYPES, { error: 'Unknown storage type.' }),
    // Empty until the buyer gives one: checkout asks for it (docs/business-rules.md "Checkout").
    referenceNumber: text(REFERENCE_MAX, 'Reference Number'),
    specialQuote: z
      .object({
        text: text(QUOTE_TEXT_MAX, 'Special quote text'),
        fileBase64: z
          .string()
          .nullable()
          .refine(
            (value): boolean => value === null || value === KEPT_FILE_MARKER,
            CART_INLINE_FILE,
          ),
        fileName: text(200, 'fileName').nullable(),
        fileId: cartFileIdSchema.nullable().optional(),
        fileSize: z.number().int().min(0).nullable().optional(),
      })
      .strict()
      .refine(
        (quote) => !quote.fileId || (quote.fileName && quote.fileBase64 === KEPT_FILE_MARKER),
        `A line with a fileId names its file (fileName) and carries "${KEPT_FILE_MARKER}" as fileBase64.`,
      ),
  })
  .strict();

export const cartSchema = z.object({
  items: z
    .array(cartItemSchema)
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`),
  /** 0 for a buyer who has never had a cart on the server. */
  version: z.number().int().min(0),
});
export type ServerCart = z.output<typeof cartSchema>;

/** PUT /api/cart: the whole cart, and the version it was changed from. */
export const putCartBody = cartSchema.strict();

export const cartConflictSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  cart: cartSchema,
});

export const cartFileSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
});
export type CartFile = z.output<typeof cartFileSchema>;
