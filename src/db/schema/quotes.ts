import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUOTE_STATES } from '../../shared/domain/quotes';
import { users } from './accounts';
import { fabricColors, fabrics, products, sizes } from './catalog';
import { companies, companySites } from './companies';
import { uploadedFiles } from './files';
import { cents } from './money';
import { approvalRequests, checkouts, storageType } from './orders';

/** docs/business-rules.md "Quotes": a quote's state, moved only by the server's rules. */
export const quoteState = pgEnum('quote_state', QUOTE_STATES);

/** A buyer's request for prices, and where its negotiation stands. */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** Q-2026-000042, from the document_numbers series "Q". */
    number: text('number').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The member who asked for it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title'),
    status: quoteState('status').notNull(),
    siteId: integer('site_id').references(() => companySites.id, { onDelete: 'restrict' }),
    /** The site as the buyer typed it, or the chosen site's address when it was asked. */
    siteAddress: text('site_address').notNull().default(''),
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    /** The latest version staff sent (0: none yet). */
    currentVersion: integer('current_version').notNull().default(0),
    /** Until when the current version may be accepted: its own date, or staff's extension. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The current version's total with VAT, for lists and the dashboard. */
    totalCents: cents('total', { precision: 14 }),
    lineCount: integer('line_count').notNull(),
    units: integer('units').notNull(),
    acceptedVersion: integer('accepted_version'),
    /** The checkout its acceptance placed (or the one awaiting the company's approval). */
    checkoutNumber: text('checkout_number'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_company_idx').on(t.companyId, t.updatedAt),
    index('quotes_status_idx').on(t.status, t.updatedAt),
    // The console's queue of every quote, newest activity first (docs/performance.md
    // "Quotes queue"): its pages read this instead of sorting every quote.
    index('quotes_updated_idx').on(t.updatedAt, t.id),
    index('quotes_quoted_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'quoted'`),
    // The console's search by any part of a number or project title (pg_trgm).
    index('quotes_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    index('quotes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** What was asked for: one configured product per line, named as it was then. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    fabricColorId: integer('fabric_color_id').references(() => fabricColors.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    sizeName: text('size_name'),
    fabricName: text('fabric_name'),
    fabricColorName: text('fabric_color_name'),
    storageType: storageType('storage_type').notNull(),
    isBed: boolean('is_bed').notNull(),
    quantity: integer('quantity').notNull(),
    groupLabel: text('group_label'),
    referenceNumber: text('reference_number'),
    note: text('note'),
    /** The catalogue's unit price ex VAT when it was asked for. */
    listUnitCents: cents('list_unit', { precision: 12 }).notNull(),
  },
  (t) => [unique('quote_lines_position').on(t.quoteId, t.position)],
);

/** One answer of staff: kept as sent, never changed; a later version supersedes it. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    deliveryTerms: text('delivery_terms').notNull(),
    /** Hundredths of a percent off list for lines staff priced by the discount. */
    discountBasisPoints: integer('discount_basis_points'),
    message: text('message').notNull(),
    subtotalCents: cents('subtotal', { precision: 14 }).notNull(),
    vatCents: cents('vat', { precision: 14 }).notNull(),
    totalCents: cents('total', { precision: 14 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('quote_versions_number').on(t.quoteId, t.version)],
);

export const quoteVersionLines = pgTable(
  'quote_version_lines',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => quoteVersions.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => quoteLines.id, { onDelete: 'cascade' }),
    unitCents: cents('unit_price', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.lineId] })],
);

/** The thread: every step and message, by whom, with its files. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Null: the shop's scheduled work (expiry). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    byStaff: boolean('by_staff').notNull(),
    version: integer('version'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.id)],
);

/** Files of the thread: each upload is attached once, to one event. */
export const quoteEventFiles = pgTable(
  'quote_event_files',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => quoteEvents.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.fileId] })],
);

/** Which checkout came of which quote: invoices name the quote (docs/business-rules.md "Quotes"). */
export const checkoutQuotes = pgTable('checkout_quotes', {
  checkoutId: uuid('checkout_id')
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  quoteId: integer('quote_id')
    .notNull()
    .references(() => quotes.id, { onDelete: 'restrict' }),
});

/** A quote accepted above the buyer's limit: the checkout awaiting approval it became. */
export const approvalQuotes = pgTable('approval_quotes', {
  approvalRequestId: integer('approval_request_id')
    .primaryKey()
    .references(() => approvalRequests.id, { onDelete: 'cascade' }),
  quoteId: integer('quote_id')
    .notNull()
    .references(() => quotes.id, { onDelete: 'restrict' }),
});
