import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { cents } from './money';
import { checkouts, orders } from './orders';

/**
 * The money after the order (docs/business-rules.md "Invoices and payments"): VAT
 * invoices, credit notes, payments and their allocations, and the ledger every one of them
 * writes to. Issued documents are never changed or deleted: migration 0024 refuses it.
 */

/** Seller and buyer as they were at issue (server/modules/invoices/document-types.ts). */
export interface PartySnapshot {
  name: string;
  address: string[];
  vatNumber: string | null;
  [key: string]: unknown;
}

/** The last number given in each series (INV, CN) and year: gapless, one at a time. */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** INV-2026-000123. */
    number: text('number').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    checkoutNumber: text('checkout_number').notNull(),
    poNumber: text('po_number'),
    /** The quote whose prices it bills, when the checkout came of one (Q-2026-000042). */
    quoteNumber: text('quote_number'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    seller: jsonb('seller').$type<PartySnapshot>().notNull(),
    buyer: jsonb('buyer').$type<PartySnapshot>().notNull(),
    netCents: cents('net', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
    /** Staff who asked for it; null when delivery or the day's run issued it. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.issueDate, t.id),
    index('invoices_checkout_idx').on(t.checkoutId),
    index('invoices_due_idx').on(t.dueDate),
  ],
);

/** One delivered order on its invoice, as it was invoiced. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** An order is invoiced once. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    referenceNumber: text('reference_number').notNull(),
    trackingId: text('tracking_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_price', { precision: 12 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    netCents: cents('net', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const creditNoteKind = pgEnum('credit_note_kind', ['return', 'cancellation']);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** CN-2026-000004. */
    number: text('number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: creditNoteKind('kind').notNull(),
    reason: text('reason').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<PartySnapshot>().notNull(),
    buyer: jsonb('buyer').$type<PartySnapshot>().notNull(),
    netCents: cents('net', { precision: 12 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_company_idx').on(t.companyId, t.issueDate, t.id),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'restrict' }),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    referenceNumber: text('reference_number').notNull(),
    trackingId: text('tracking_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_price', { precision: 12 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vatCents: cents('vat', { precision: 12 }).notNull(),
    netCents: cents('net', { precision: 12 }).notNull(),
    totalCents: cents('total', { precision: 12 }).notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.position),
    index('credit_note_lines_invoice_line_idx').on(t.invoiceLineId),
    check('credit_note_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const paymentMethod = pgEnum('payment_method', [
  'bank_transfer',
  'card',
  'cheque',
  'cash',
  'other',
]);

/** Money received from a company, recorded by staff. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount', { precision: 12 }).notNull(),
    method: paymentMethod('method').notNull(),
    bankReference: text('bank_reference').notNull().default(''),
    /** The console form's key: a double click records one payment. */
    requestKey: text('request_key').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId, t.receivedOn, t.id),
    uniqueIndex('payments_request_key_idx').on(t.companyId, t.requestKey),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Part of a payment set against an invoice. Never changed: a credit note that leaves an
 * invoice overpaid releases the excess with a negative allocation.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: cents('amount', { precision: 12 }).notNull(),
    allocatedBy: integer('allocated_by').references(() => users.id, { onDelete: 'set null' }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** Unallocated payment money given back to the company. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount', { precision: 12 }).notNull(),
    bankReference: text('bank_reference').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'invoice',
  'credit_note',
  'payment',
  'allocation',
  'refund',
]);

/**
 * The company's account, one row per event: debit what it owes more (invoices, refunds),
 * credit what it owes less (credit notes, payments); allocations move nothing and say what
 * paid what. The balance is debit less credit, summed.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: ledgerEntryKind('kind').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, {
      onDelete: 'restrict',
    }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** The document's number or the payment's bank reference, as statements show it. */
    reference: text('reference').notNull(),
    debitCents: cents('debit', { precision: 12 }).notNull().default(0),
    creditCents: cents('credit', { precision: 12 }).notNull().default(0),
    /** For allocations: how much of the payment went to the invoice (negative: released). */
    allocatedCents: cents('allocated', { precision: 12 }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_company_idx').on(t.companyId, t.entryDate, t.id)],
);

/**
 * A scheduled job's run for one period ("statements", "2026-12"), claimed by the first
 * instance to insert it: several instances run it once, and a late start catches up.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** A company's statement for a period, mailed once however many instances run the job. */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] })],
);
