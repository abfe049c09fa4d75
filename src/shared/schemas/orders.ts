import { z } from 'zod';
import { buyerDeliverySchema } from './buyer-deliveries';
import {
  CART_EMPTY,
  MAX_CART_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  QUANTITY_MESSAGE,
} from '../domain/cart';
import { ORDER_TABS } from '../domain/orders';
import {
  PO_NUMBER_MAX,
  QUOTE_TEXT_MAX,
  REFERENCE_MAX,
  SHIPPING_ADDRESS_MAX,
} from '../domain/order-lines';
import { STORAGE_TYPES } from '../domain/pricing';
import { limitUpTo, page, pageInfoSchema } from './pagination';

/**
 * Ordering (docs/business-rules.md "Orders and checkouts", docs/api.md "Orders") with the
 * specification's messages. The checkout screen and the server use these objects.
 */

export const REFERENCE_REQUIRED = 'Reference Number is required for all products.';
export const INSUFFICIENT_CREDIT = 'Insufficient credit to place this order.';
export const ORDER_PLACED = 'Your order has been placed successfully.';
export const ORDER_FAILED = 'Order placement failed.';
// Shared with the quantity box of the screens (docs/decisions/0027).
export { OUT_OF_STOCK, QUANTITY_MESSAGE } from '../domain/cart';
export const REORDER_QUANTITY_MESSAGE = 'Quantity is required and must be greater than 0.';
export const REORDER_PLACED = 'Your reorder has been placed successfully.';
export const ORDER_CANCELLED = 'Your order has been cancelled.';
export const NOT_CANCELLABLE = 'This order can no longer be cancelled.';
export const ORDER_NOT_FOUND = 'Order Not Found';
export const SHIPPING_REQUIRED = 'Shipping address is required.';
export const PRODUCT_UNAVAILABLE = 'This product is no longer available.';
export const STORAGE_BEDS_ONLY = 'Storage can only be chosen for beds.';
export const IDEMPOTENCY_CONFLICT = 'This Idempotency-Key was already used for a different order.';
export const PRICES_CHANGED =
  "Prices have changed since these items were added to your cart. Your cart now shows today's prices: please check them and confirm again.";
export const QUOTE_FILES_LIST_MESSAGE = `special_quote_files, sent as text, must be a JSON list of at most ${MAX_CART_LINES} entries (send each file as a special_quote_files file part, or inside its line as special_quote.fileBase64).`;
export const QUOTE_FILES_LIST_CARRIES_FILE =
  'special_quote_files, sent as text, names files and cannot carry one: send each file inside its line as special_quote.fileBase64, or as a special_quote_files file part.';

/** An entry of the text list of files that holds a file's content rather than naming it. */
function carriesFile(entry: unknown): boolean {
  if (typeof entry === 'string') return entry.length > 255;
  if (entry === null || typeof entry !== 'object') return false;
  return Object.values(entry).some(
    (value) =>
      (typeof value === 'string' && value.length > 255) ||
      (value !== null && typeof value === 'object'),
  );
}

export const EXPECTED_TOTAL_MESSAGE = 'expected_total must be an amount in euro, such as 1234.50.';

export const DELIVERY_DAY_MESSAGE =
  'delivery_day must be "earliest" or a day written as YYYY-MM-DD.';

/** A calendar day written YYYY-MM-DD that exists. */
export function isRealDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The delivery day asked for: "earliest" or YYYY-MM-DD; absent or blank: the earliest possible. */
export const deliveryDaySchema = z
  .string()
  .trim()
  .refine((value) => value === '' || value === 'earliest' || isRealDay(value), DELIVERY_DAY_MESSAGE)
  .transform((value) => (value === '' ? 'earliest' : value))
  .optional();

/** A row id as a client sends it (also the cart's, schemas/cart.ts). */
export const idSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2_147_483_647, 'is too large');
const id = idSchema;

export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(MIN_QUANTITY, QUANTITY_MESSAGE)
  .max(MAX_QUANTITY, QUANTITY_MESSAGE);

export const referenceSchema = z
  .string({ error: REFERENCE_REQUIRED })
  .trim()
  .min(1, REFERENCE_REQUIRED)
  .max(REFERENCE_MAX, `Reference Number must be at most ${REFERENCE_MAX} characters.`);

export const PO_NUMBER_MESSAGE = `Purchase order number must be at most ${PO_NUMBER_MAX} characters, without line breaks.`;

export const SITE_ID_MESSAGE = "Choose one of your company's delivery sites.";

export const poNumberSchema = z
  .string()
  .trim()
  .max(PO_NUMBER_MAX, PO_NUMBER_MESSAGE)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\x00-\x1f\x7f]*$/, PO_NUMBER_MESSAGE)
  .transform((value) => value || undefined)
  .optional();

/**
 * One line of `items` in POST /api/order/product (docs/api.md "Orders"). `price` is accepted
 * because the spec's client sends it, and ignored: the server prices every line itself. A quote
 * file travels either inside the line (`fileBase64` with its `fileName`, as the specification's
 * client sends it) or as a `special_quote_files` part (the line names it with `fileName` alone);
 * the route decodes and checks both alike (docs/decisions/0025).
 */
export const orderItemSchema = z
  .object({
    productId: id,
    sizeId: id,
    fabricId: id.nullable().default(null),
    fabricColorId: id.nullable().default(null),
    price: z.number().optional(),
    quantity: quantitySchema,
    isStorageCharges: z.boolean().optional(),
    referenceNumber: referenceSchema,
    storageType: z.enum(STORAGE_TYPES, { error: 'Unknown storage type.' }).default('Non Ottoman'),
    special_quote: z
      .object({
        text: z
          .string()
          .trim()
          .max(QUOTE_TEXT_MAX, `Special quote text must be at most ${QUOTE_TEXT_MAX} characters.`)
          .nullable()
          .transform((text) => text ?? '')
          .default(''),
        fileBase64: z
          .string({ error: 'special_quote.fileBase64 must be the file as base64 text, or null.' })
          .nullable()
          .transform((text) => text || null)
          .optional(),
        fileName: z
          .string({ error: 'special_quote.fileName must be text, or null.' })
          .trim()
          .max(200, 'special_quote.fileName must be at most 200 characters.')
          .nullable()
          .transform((name) => name || null)
          .optional(),
      })
      .strict()
      .nullable()
      .transform((quote) => quote ?? undefined)
      .optional(),
  })
  .strict();
export type OrderItemInput = z.input<typeof orderItemSchema>;
export type OrderItem = z.output<typeof orderItemSchema>;

export const orderItemsSchema = z
  .array(orderItemSchema, { error: CART_EMPTY })
  .min(1, CART_EMPTY)
  .max(MAX_CART_LINES, `An order may have at most ${MAX_CART_LINES} lines.`);

/** The text fields of the multipart form; `items` arrives as JSON text. */
export const placeOrderFields = z
  .object({
    items: z
      .string({ error: CART_EMPTY })
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'items must be a JSON array.' });
          return z.NEVER;
        }
      })
      .pipe(orderItemsSchema),
    shipping_address: z
      .string({ error: SHIPPING_REQUIRED })
      .trim()
      .min(1, SHIPPING_REQUIRED)
      .max(
        SHIPPING_ADDRESS_MAX,
        `Shipping address must be at most ${SHIPPING_ADDRESS_MAX} characters.`,
      ),
    /** Sent by the spec's client; the signed-in user is the one who orders. */
    userId: z.string().optional(),
    /**
     * The spec's client sends the files' list as text too ("[]" without files): any JSON
     * list is taken and read no further. The files themselves arrive as file parts of
     * this name, or inside `items` (special_quote.fileBase64).
     */
    special_quote_files: z
      .string()
      .transform((text, ctx) => {
        let list: unknown;
        try {
          list = JSON.parse(text);
        } catch {
          // Refused below, with the same message.
        }
        if (!Array.isArray(list) || list.length > MAX_CART_LINES) {
          ctx.addIssue({ code: 'custom', message: QUOTE_FILES_LIST_MESSAGE });
          return z.NEVER;
        }
        // A file's bytes in this list would be read by nobody: refused, not lost.
        if (list.some(carriesFile)) {
          ctx.addIssue({ code: 'custom', message: QUOTE_FILES_LIST_CARRIES_FILE });
          return z.NEVER;
        }
        return list as unknown[];
      })
      .optional(),
    /**
     * The order total the buyer was shown (VAT included). When sent, the order is placed
     * only if today's prices come to the same: 409 PRICES_CHANGED otherwise.
     */
    expected_total: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, EXPECTED_TOTAL_MESSAGE)
      .transform(Number)
      .optional(),
    /** The buyer's purchase-order number for the whole checkout; blank is none. */
    po_number: poNumberSchema,
    /**
     * The company's delivery site the checkout goes to (docs/business-rules.md "Orders and
     * checkouts"): its address becomes the shipping address. Blank is none.
     */
    site_id: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, SITE_ID_MESSAGE)
      .transform((value) => (value === '' ? undefined : Number(value)))
      .optional(),
    /**
     * The delivery day the buyer chose (docs/business-rules.md "Delivery days"): "earliest"
     * or YYYY-MM-DD; absent or blank is the earliest possible.
     */
    delivery_day: deliveryDaySchema,
  })
  .strict();

/** POST /api/order/quote: the cart's lines, priced as an order placed now would be. */
export const quoteBody = z.object({ items: orderItemsSchema }).strict();

export const reorderBody = z
  .object({
    /** Sent by the spec's client; the signed-in user is the one who orders. */
    userId: z.union([z.number(), z.string()]).optional(),
    quantity: z
      .number({ error: REORDER_QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(1, REORDER_QUANTITY_MESSAGE)
      .max(MAX_QUANTITY, QUANTITY_MESSAGE),
    referenceNumber: z
      .string()
      .trim()
      .max(REFERENCE_MAX, `Reference Number must be at most ${REFERENCE_MAX} characters.`)
      .optional(),
  })
  .strict();
export type ReorderBody = z.input<typeof reorderBody>;

export const orderIdParams = z
  .object({
    orderId: z.coerce
      .number({ error: 'orderId must be a number' })
      .int()
      .positive()
      .max(2_147_483_647),
  })
  .strict();

export const trackingParams = z
  .object({ trackingId: z.string().trim().min(1, ORDER_NOT_FOUND).max(100) })
  .strict();

/** My Orders' page size (also the list's default), and the most one page may hold. */
export const USER_ORDERS_PAGE_SIZE = 20;
export const USER_ORDERS_MAX_PAGE_SIZE = 100;
export const ORDER_SEARCH_MAX = 100;
export const TAB_MESSAGE = `tab must be one of ${ORDER_TABS.join(', ')}`;

/** Which orders the list holds: the buyer's own, or every member's of their company. */
export const ORDER_SCOPES = ['own', 'company'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];
export const SCOPE_MESSAGE = `scope must be one of ${ORDER_SCOPES.join(', ')}`;
export const COMPANY_ORDERS_ROLES =
  "Only your company's owners, approvers and accounts see every member's orders.";
export const COMPANY_FILTER_NEEDS_SCOPE =
  "buyer and site filter the company's orders: send scope=company with them.";
/** A member's or site's id in the company view's filters. */
const filterId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`)
    .optional();
const userOrdersFields = {
  scope: z
    .string()
    .transform((value, ctx) => {
      const scope = ORDER_SCOPES.find((name) => name === value.trim().toLowerCase());
      if (!scope) ctx.addIssue({ code: 'custom', message: SCOPE_MESSAGE });
      return scope ?? z.NEVER;
    })
    .optional(),
  buyer: filterId('buyer'),
  site: filterId('site'),
  tab: z
    .string()
    .transform((value, ctx) => {
      const tab = ORDER_TABS.find((name) => name.toLowerCase() === value.trim().toLowerCase());
      if (!tab) ctx.addIssue({ code: 'custom', message: TAB_MESSAGE });
      return tab ?? z.NEVER;
    })
    .optional(),
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX, `q must be at most ${ORDER_SEARCH_MAX} characters`)
    .transform((value) => value || undefined)
    .optional(),
  page,
  limit: limitUpTo(USER_ORDERS_MAX_PAGE_SIZE, USER_ORDERS_PAGE_SIZE),
};
const USER_ORDERS_FIELDS = new Set(Object.keys(userOrdersFields));

/**
 * GET /api/order/user-orders: one tab of My Orders (any case; all orders without it),
 * narrowed to the orders whose tracking ID or reference number is `q` or starts with it
 * (any case), one page of it, newest first. Without parameters: the first page of every
 * order. Other query fields of the buyer's own list are ignored, as they were before the
 * list took any (a client's cache-buster, say): the list only reads. `scope=company` is
 * every member's orders of the viewer's company (docs/api.md "Orders"), narrowed by
 * `buyer` and `site`; being new, it refuses a field it does not take.
 */
export const userOrdersQuery = z
  .looseObject(userOrdersFields)
  .superRefine((query, ctx) => {
    if (query.scope === 'company') {
      const unknown = Object.keys(query).filter((key) => !USER_ORDERS_FIELDS.has(key));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'unrecognized_keys',
          keys: unknown,
          input: query,
          message: `Unknown field: ${unknown.join(', ')}`,
        });
      }
    } else if (query.buyer !== undefined || query.site !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [query.buyer !== undefined ? 'buyer' : 'site'],
        message: COMPANY_FILTER_NEEDS_SCOPE,
      });
    }
  })
  .transform(({ scope, buyer, site, tab, q, page, limit }) => ({
    scope: scope ?? ('own' as const),
    buyer,
    site,
    tab,
    q,
    page,
    limit,
  }));
export type UserOrdersQuery = z.output<typeof userOrdersQuery>;

// ---- responses ----

const specialQuoteSchema = z.union([
  z.literal('None'),
  z.object({ text: z.string(), fileName: z.string().nullable() }),
]);

/** An order as My Orders lists it (docs/api.md "Orders", GET /api/order/user-orders). */
export const orderCardSchema = z.object({
  id: z.number(),
  trackingId: z.string(),
  checkoutId: z.string(),
  /** The checkout's number (CHK-2026-00042) and the buyer's PO number for it, if any. */
  checkoutNumber: z.string(),
  poNumber: z.string().nullable(),
  orderDate: z.string(),
  status: z.enum(['active', 'cancelled']),
  deliveryStatus: z.string(),
  /** The spec's name: whether the order may still be cancelled. */
  isCancelled: z.boolean(),
  productId: z.number().nullable(),
  /** The options ordered, by id: what Reorder and "Reorder all" price again today. */
  sizeId: z.number().nullable(),
  fabricId: z.number().nullable(),
  fabricColorId: z.number().nullable(),
  product_name: z.string(),
  size_name: z.string().nullable(),
  fabric_name: z.string().nullable(),
  fabric_color_name: z.string().nullable(),
  product_image: z.string().nullable(),
  storageType: z.enum(STORAGE_TYPES),
  quantity: z.number(),
  unit_price: z.number(),
  vat: z.number(),
  total_price: z.number(),
  referenceNumber: z.string(),
  special_quote: specialQuoteSchema,
  shipping_address: z.string(),
  paid: z.boolean(),
  /** In the company view only: who ordered it. */
  buyer: z.object({ id: z.number().int(), full_name: z.string() }).optional(),
  /**
   * The company's site it goes to: in the company view always (null for none), in the
   * buyer's own list when it has one.
   */
  site: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** The checkout's delivery day and state (docs/api.md "Deliveries"); absent: none booked. */
  delivery: buyerDeliverySchema.nullable().optional(),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const userOrdersSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderCardSchema),
  /** The tab's (or every) order of the user: how many, and where this page is. */
  pagination: pageInfoSchema,
});
export type UserOrders = z.infer<typeof userOrdersSchema>;

/** docs/business-rules.md "Tracking": the tracking view's fields and nothing else. */
export const trackedOrderSchema = z.object({
  referenceNumber: z.string(),
  orderDate: z.string(),
  shipping_address: z.string(),
  product_image: z.string().nullable(),
  product_name: z.string(),
  fabric_name: z.string().nullable(),
  fabric_color_name: z.string().nullable(),
  quantity: z.number(),
  total_price: z.number(),
  trackingId: z.string(),
  deliveryStatus: z.string(),
  /**
   * The checkout's booked delivery day and its state (docs/api.md "Deliveries"); absent: none
   * booked. Only these two: whoever has a tracking ID or reference may read them.
   */
  delivery: buyerDeliverySchema.pick({ day: true, state: true }).optional(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/**
 * What a reference number shows without its owner's session (docs/business-rules.md "Tracking"):
 * the delivery view — product, options, quantity, order date, delivery status — and no price, no
 * address, no tracking ID.
 */
export const deliveryViewSchema = trackedOrderSchema.omit({
  shipping_address: true,
  total_price: true,
  trackingId: true,
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

/**
 * GET /api/auth/user/track-orders/{value}: `order` the one found (the newest of them),
 * `orders` every order the value names (the owner's orders sharing a reference), and
 * which view they are in: `full` by tracking ID or for the owner, `delivery` otherwise.
 */
export const trackingAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    view: z.literal('full'),
    order: trackedOrderSchema,
    orders: z.array(trackedOrderSchema),
  }),
  z.object({
    success: z.literal(true),
    view: z.literal('delivery'),
    order: deliveryViewSchema,
    orders: z.array(deliveryViewSchema),
  }),
]);
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;
export const TRACKING_SIGN_IN_HINT =
  'This order was found by its reference number, so its price, delivery address and tracking ID are not shown. Sign in to see them, or track it by its tracking ID.';

/**
 * Each line's unit price and its VAT today, or why it can no longer be ordered; the
 * totals are those of the lines that can.
 */
/**
 * The units of the line's product that can be ordered now; null for made to order,
 * unlimited or unorderable (docs/decisions/0027). Absent from older servers' answers.
 */
const availableStock = z.number().int().nullable().optional();

export const orderQuoteSchema = z.object({
  success: z.literal(true),
  lines: z.array(
    z.union([
      z.object({ price: z.number(), vat: z.number(), available_stock: availableStock }),
      z.object({ message: z.string(), available_stock: availableStock }),
    ]),
  ),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** What a checkout's answer says of its delivery (docs/business-rules.md "Delivery days"). */
export const placedDeliverySchema = z.object({
  day: z.string().nullable().describe('The booked day, or null: a day is agreed with the buyer'),
  state: z.enum(['requested', 'proposed', 'confirmed', 'released']),
  earliest_on: z.string().describe('YYYY-MM-DD: the first day the goods could be delivered'),
});
export type PlacedDelivery = z.infer<typeof placedDeliverySchema>;

export const placedOrderSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  checkoutId: z.string(),
  checkoutNumber: z.string(),
  poNumber: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.number(),
      trackingId: z.string(),
      referenceNumber: z.string(),
      total_price: z.number(),
    }),
  ),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  available_credit: z.number(),
  /** The booked delivery day; absent from a reorder's orders. */
  delivery: placedDeliverySchema.optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** One checkout with its lines: its confirmation page, and My Orders grouped by checkout. */
export const checkoutSchema = z.object({
  checkoutId: z.string(),
  checkoutNumber: z.string(),
  poNumber: z.string().nullable(),
  placedAt: z.string(),
  shipping_address: z.string(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  orders: z.array(orderCardSchema),
  /** The checkout's delivery day and state (docs/api.md "Deliveries"); absent: none booked. */
  delivery: buyerDeliverySchema.nullable().optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** GET /api/order/checkouts/{number}: a checkout and the credit its buyer has left now. */
export const checkoutAnswerSchema = z.object({
  success: z.literal(true),
  checkout: checkoutSchema,
  available_credit: z.number(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const CHECKOUT_NOT_FOUND = 'Checkout not found.';

export const checkoutNumberParams = z
  .object({
    checkoutNumber: z
      .string()
      .trim()
      .max(40)
      .transform((v) => v.toUpperCase()),
  })
  .strict();

/** My Orders grouped by checkout: one page of the buyer's checkouts, newest first. */
export const USER_CHECKOUTS_PAGE_SIZE = 10;
export const userCheckoutsQuery = z.object({
  page,
  limit: limitUpTo(50, USER_CHECKOUTS_PAGE_SIZE),
});
export type UserCheckoutsQuery = z.output<typeof userCheckoutsQuery>;

export const userCheckoutsSchema = z.object({
  success: z.literal(true),
  checkouts: z.array(checkoutSchema),
  pagination: pageInfoSchema,
});
export type UserCheckouts = z.infer<typeof userCheckoutsSchema>;
