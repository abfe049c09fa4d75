import { z } from 'zod';
import type { CartItem } from '../domain/cart';
import { QUOTE_TEXT_MAX } from '../domain/order-lines';
import { STORAGE_TYPES } from '../domain/pricing';
import { idParam } from './catalog';
import { quantitySchema } from './orders';

/**
 * Saved lists, "room packs" (docs/business-rules.md "Saved lists", docs/api.md "Saved
 * lists"): named lines of the cart, kept by the buyer's account and added to the cart
 * again room after room. The list screens and the server parse with these objects.
 */

export const LIST_NAME_MAX = 100;
/** Lists one buyer may keep. */
export const MAX_LISTS = 50;
/** Lines one list may hold. */
export const MAX_LIST_LINES = 100;

export const LIST_NAME_REQUIRED = 'Give the list a name.';
export const LIST_NAME_TOO_LONG = `A list name may be at most ${LIST_NAME_MAX} characters.`;
export const LIST_LINES_REQUIRED = 'A list needs at least one line.';
export const TOO_MANY_LIST_LINES = `A list holds at most ${MAX_LIST_LINES} lines: save the rest as another list.`;
export const TOO_MANY_LISTS = `You can keep at most ${MAX_LISTS} lists: delete one you no longer use first.`;
export const LIST_NOT_FOUND = 'List not found';
export const LIST_DELETED = 'The list has been deleted.';
export const QUOTE_TEXT_TOO_LONG = `Special instructions must be at most ${QUOTE_TEXT_MAX} characters.`;
export const listNameTaken = (name: string) =>
  `You already have a list named “${name}”: choose another name.`;

const id = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(2_147_483_647, `${field} is too large`);

export const listNameSchema = z
  .string({ error: LIST_NAME_REQUIRED })
  .trim()
  .min(1, LIST_NAME_REQUIRED)
  .max(LIST_NAME_MAX, LIST_NAME_TOO_LONG);

/** One line as saved: the cart line's choices, without reference or files. */
export const listLineInput = z
  .object({
    productId: id('productId'),
    sizeId: id('sizeId'),
    fabricId: id('fabricId').nullable().default(null),
    fabricColorId: id('fabricColorId').nullable().default(null),
    storageType: z.enum(STORAGE_TYPES, { error: 'Unknown storage type.' }).default('Non Ottoman'),
    quantity: quantitySchema,
    specialQuoteText: z.string().trim().max(QUOTE_TEXT_MAX, QUOTE_TEXT_TOO_LONG).default(''),
  })
  .strict();
export type ListLineInput = z.input<typeof listLineInput>;
export type ListLine = z.output<typeof listLineInput>;

/** POST /api/lists and PUT /api/lists/:id (the whole list, replaced). */
export const listBody = z
  .object({
    name: listNameSchema,
    lines: z
      .array(listLineInput, { error: LIST_LINES_REQUIRED })
      .min(1, LIST_LINES_REQUIRED)
      .max(MAX_LIST_LINES, TOO_MANY_LIST_LINES),
  })
  .strict();
export type ListBodyInput = z.input<typeof listBody>;
export type ListBody = z.output<typeof listBody>;

export const listIdParams = z.object({ id: idParam }).strict();

/** GET /api/lists: the buyer's lists, most recently changed first. */
export const listSummary = z.object({
  id: z.number(),
  name: z.string(),
  line_count: z.number(),
  updated_at: z.string(),
});
export type ListSummary = z.infer<typeof listSummary>;

export const listsAnswer = z.object({
  success: z.literal(true),
  lists: z.array(listSummary),
  /** MAX_LISTS, for the screen to say how many more fit. */
  max: z.number(),
});
export type ListsAnswer = z.infer<typeof listsAnswer>;

const named = z.object({ id: z.number(), name: z.string() });

/**
 * A line of a list as it stands today: its choices by id and name, and its unit price,
 * VAT and line total by the checkout's own rule — or why it cannot be ordered today.
 */
export const listLineAnswer = z.object({
  position: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    sku: z.string(),
    image: z.string().nullable(),
  }),
  size: named,
  fabric: named.nullable(),
  colour: named.nullable(),
  storageType: z.enum(STORAGE_TYPES),
  quantity: z.number(),
  specialQuoteText: z.string(),
  /** Whether the line can be ordered today; `reason` says why not. */
  orderable: z.boolean(),
  reason: z.string().nullable(),
  /** Units left of a product sold from stock; null: made to order or unlimited. */
  stock: z.number().nullable(),
  /** Unit price (storage included) and its VAT, euro; null when not orderable. */
  price: z.number().nullable(),
  vat: z.number().nullable(),
  /** (unit + VAT) × quantity. */
  total: z.number().nullable(),
});
export type ListLineAnswer = z.infer<typeof listLineAnswer>;

export const listDetail = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(listLineAnswer),
  /** Of one room: the orderable lines. */
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type ListDetail = z.infer<typeof listDetail>;

export const listAnswer = z.object({ success: z.literal(true), list: listDetail });
export type ListAnswer = z.infer<typeof listAnswer>;

export const listDeletedAnswer = z.object({ success: z.literal(true), message: z.string() });

/** A list line as the server takes it back (PUT), from the line it answered. */
export const lineInputOf = (line: ListLineAnswer): ListLineInput => ({
  productId: line.product.id,
  sizeId: line.size.id,
  fabricId: line.fabric?.id ?? null,
  fabricColorId: line.colour?.id ?? null,
  storageType: line.storageType,
  quantity: line.quantity,
  specialQuoteText: line.specialQuoteText,
});

/** A cart line as a list keeps it: its choices, quantity and special instructions. */
export const lineInputOfCartItem = (item: CartItem): ListLineInput => ({
  productId: item.id,
  sizeId: item.sizeId,
  fabricId: item.fabricId,
  fabricColorId: item.fabricColorId,
  storageType: item.storageType,
  quantity: item.quantity,
  specialQuoteText: item.specialQuote.text.trim(),
});
