import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents } from './money';
import { users } from './accounts';
import { companies, companySites } from './companies';
import { fabricColors, fabrics, products, sizes } from './catalog';
import { uploadedFiles } from './files';

/** Ordered, staff-editable list (docs/business-rules.md "Delivery statuses"). */
export const deliveryStatuses = pgTable('delivery_statuses', {
  id: serial('id').primaryKey(),
  deliveryStatus: text('delivery_status').notNull().unique(),
  position: integer('position').notNull().unique(),
});

/** Numbers checkouts in the order they are placed (docs/business-rules.md "Orders and checkouts"). */
export const checkoutNumbers = pgSequence('checkout_numbers');

/**
 * One confirmed cart: its lines become one order each
 * (docs/business-rules.md "Orders and checkouts").
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer and the shop call it: CHK-2026-00042 (migration 0014_checkout_numbers). */
    number: text('number')
      .notNull()
      .unique()
      .default(sql`checkout_number(nextval('checkout_numbers'), now())`),
    /** The buyer's purchase-order number for the whole checkout, when they gave one. */
    poNumber: text('po_number'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company the buyer ordered for: its credit held the checkout. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The company's delivery site, when the checkout named one. */
    siteId: integer('site_id').references(() => companySites.id, { onDelete: 'restrict' }),
    shippingAddress: text('shipping_address').notNull(),
    subtotalCents: cents('subtotal', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    index('checkouts_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const storageType = pgEnum('storage_type', ['Non Ottoman', 'Ottoman', 'Cloud Storage']);
export const orderStatus = pgEnum('order_status', ['active', 'cancelled']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company whose credit the order holds (docs/business-rules.md "Credit"). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The company's delivery site it goes to, when its checkout named one. */
    siteId: integer('site_id').references(() => companySites.id, { onDelete: 'restrict' }),
    trackingId: text('tracking_id').notNull().unique(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    fabricColorId: integer('fabric_color_id').references(() => fabricColors.id, {
      onDelete: 'set null',
    }),
    // Names and image are copied at order time: the order must read the same after the
    // catalogue changes.
    productName: text('product_name').notNull(),
    sizeName: text('size_name'),
    fabricName: text('fabric_name'),
    fabricColorName: text('fabric_color_name'),
    productImage: text('product_image'),
    storageType: storageType('storage_type').notNull().default('Non Ottoman'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    totalPriceCents: cents('total_price', { precision: 12 }).notNull(),
    referenceNumber: text('reference_number').notNull(),
    specialQuoteText: text('special_quote_text'),
    specialQuoteFileId: uuid('special_quote_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    shippingAddress: text('shipping_address').notNull(),
    deliveryStatusId: integer('delivery_status_id')
      .notNull()
      .references(() => deliveryStatuses.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('active'),
    /**
     * Units taken from the product's stock when the order was placed (products sold from
     * stock; beds are made to order): given back if it is cancelled. Orders placed before
     * stock was reserved took none.
     */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /** The spec's `isCancelled`: whether the customer may still cancel. */
    isCancellable: boolean('is_cancellable').notNull().default(true),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The day in Dublin it reached Order Delivered: its invoice's date of supply. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    /**
     * The invoice it is on (docs/business-rules.md "Invoices and payments"): from then on
     * its amount is the invoice's to pay, not an open order's to hold.
     */
    invoiceId: integer('invoice_id'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // My Orders, newest first, a page at a time (docs/decisions/0025): the tab's columns
    // are in the index too, so a page of 20,000 orders and its count read no table rows.
    // Read backwards for "newest first".
    index('orders_user_newest_idx').on(t.userId, t.orderDate, t.id, t.status, t.deliveryStatusId),
    // A buyer's search (tracking ID or reference starting with what they typed, any case)
    // probes these instead of reading every one of their orders.
    index('orders_user_tracking_prefix_idx').on(
      t.userId,
      sql`upper(${t.trackingId}) text_pattern_ops`,
    ),
    index('orders_user_reference_prefix_idx').on(
      t.userId,
      sql`lower(${t.referenceNumber}) text_pattern_ops`,
    ),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_reference_lower_idx').on(sql`lower(${t.referenceNumber})`),
    index('orders_date_idx').on(t.orderDate),
    index('orders_delivery_status_idx').on(t.deliveryStatusId),
    // The company view of My Orders: every member's orders, newest first.
    index('orders_company_newest_idx').on(
      t.companyId,
      t.orderDate,
      t.id,
      t.status,
      t.deliveryStatusId,
    ),
    // The company view's filters by site, and its search (tracking ID or reference starting
    // with what was typed, any case), which the company index cannot answer without reading
    // every one of its orders (docs/performance.md "The company view of My Orders").
    index('orders_company_site_newest_idx').on(
      t.companyId,
      t.siteId,
      t.orderDate,
      t.id,
      t.status,
      t.deliveryStatusId,
    ),
    index('orders_company_tracking_prefix_idx').on(
      t.companyId,
      sql`upper(${t.trackingId}) text_pattern_ops`,
    ),
    index('orders_company_reference_prefix_idx').on(
      t.companyId,
      sql`lower(${t.referenceNumber}) text_pattern_ops`,
    ),
    // Open orders are what count against the company's credit (docs/business-rules.md
    // "Credit").
    index('orders_open_company_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'active' and ${t.paidAt} is null and ${t.invoiceId} is null`),
    // Delivered orders waiting for their invoice (the day's run, docs/business-rules.md
    // "Invoices and payments").
    index('orders_to_invoice_idx')
      .on(t.deliveredOn)
      .where(sql`${t.deliveredOn} is not null and ${t.invoiceId} is null`),
  ],
);

/** What happened to an order, by whom: status changes, cancellation, payment. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A retried `POST /api/order/product` returns the first answer
 * (docs/business-rules.md "Orders and checkouts").
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * One line of a checkout awaiting approval, priced when the buyer confirmed it: on
 * approval it becomes an order as it stands (docs/business-rules.md "Approvals").
 * Amounts in cents.
 */
export interface ApprovalLine {
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  productName: string;
  sizeName: string | null;
  fabricName: string | null;
  fabricColorName: string | null;
  productImage: string | null;
  storageType: (typeof storageType.enumValues)[number];
  /** Storage is a choice of beds only: what the mails show. */
  isBed: boolean;
  quantity: number;
  unitPriceCents: number;
  vatCents: number;
  totalPriceCents: number;
  referenceNumber: string;
  specialQuoteText: string | null;
  specialQuoteFileId: string | null;
  /** Sold from stock (not made to order, not unlimited): units are taken on approval. */
  fromStock: boolean;
}

export const approvalState = pgEnum('approval_state', [
  'awaiting',
  'approved',
  'rejected',
  'withdrawn',
]);

/**
 * A buyer's checkout above their spending limit, waiting for an owner or approver of
 * their company (docs/business-rules.md "Approvals"). While awaiting, its total holds the
 * company's credit; approved, it becomes the checkout of the same number.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    /** The checkout number it will keep when approved (CHK-2026-00042). */
    number: text('number')
      .notNull()
      .unique()
      .default(sql`checkout_number(nextval('checkout_numbers'), now())`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    siteId: integer('site_id').references(() => companySites.id, { onDelete: 'restrict' }),
    poNumber: text('po_number'),
    shippingAddress: text('shipping_address').notNull(),
    lines: jsonb('lines').$type<ApprovalLine[]>().notNull(),
    subtotalCents: cents('subtotal', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
    /** The buyer's limit an order when they asked: why it needed approval. */
    spendingLimitCents: cents('spending_limit', { precision: 12 }).notNull(),
    state: approvalState('state').notNull().default('awaiting'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why an approver rejected it. */
    reason: text('reason'),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    /**
     * The delivery day the buyer chose, booked when approved (docs/business-rules.md
     * "Delivery days"); null: the earliest possible.
     */
    deliveryDay: date('delivery_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_requests_company_idx').on(t.companyId, t.createdAt),
    index('approval_requests_user_idx').on(t.userId, t.createdAt),
    // What awaiting requests hold of each company's credit (docs/business-rules.md "Credit").
    index('approval_requests_awaiting_idx')
      .on(t.companyId)
      .where(sql`${t.state} = 'awaiting'`),
  ],
);
