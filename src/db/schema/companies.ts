import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cents } from './money';

/**
 * What a member may do for their company (docs/business-rules.md "Companies"): owners
 * everything, buyers order within their limit, approvers approve orders above a buyer's
 * limit and may buy, accounts see orders and documents and cannot order.
 */
export const companyRole = pgEnum('company_role', ['owner', 'buyer', 'approver', 'accounts']);

/**
 * The business a trade account buys for (docs/business-rules.md "Companies"): one credit
 * line, its members and its delivery sites. Credit limit and payment terms are set by staff.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** The registered name, up to 200 characters: what invoices will carry. */
    registeredName: text('registered_name').notNull(),
    /** The specification's `company_name`, up to 17 characters: what screens show. */
    shortName: text('short_name').notNull(),
    /** Normalised (country prefix, no spaces), or null when the company gave none. */
    vatNumber: text('vat_number'),
    invoiceEmail: text('invoice_email').notNull(),
    creditLimitCents: cents('credit_limit', { precision: 12 }).notNull().default(0),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /**
     * The day staff last lifted its credit hold: invoices overdue past the hold's days by
     * then no longer hold it (docs/business-rules.md "Invoices and payments").
     */
    /** Days an invoice may stay unpaid past its due date before credit is held. */
    creditHoldDays: integer('credit_hold_days').notNull().default(60),
    creditHoldLiftedOn: date('credit_hold_lifted_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_registered_name_idx').on(sql`lower(${t.registeredName})`),
    // Searches by any part of the name (the console's quotes queue), pg_trgm.
    index('companies_registered_name_trgm_idx').using('gin', sql`${t.registeredName} gin_trgm_ops`),
  ],
);

/** A trade account's place in its company: one company per account. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    role: companyRole('role').notNull(),
    /** Per order, VAT included; null: no limit of their own (the company's credit still is). */
    spendingLimitCents: cents('spending_limit', { precision: 12 }),
    /** A deactivated member cannot sign in; their orders stay the company's. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId, t.role)],
);

/** Where a company takes deliveries. A site an order names is archived, never deleted. */
export const companySites = pgTable(
  'company_sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    eircode: text('eircode').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** Access hours, the largest vehicle that can reach it, anything the crew must know. */
    deliveryNotes: text('delivery_notes').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_sites_company_idx').on(t.companyId),
    uniqueIndex('company_sites_company_name_idx')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** Who changed a company's credit limit and when: staff need the trail. */
export const creditLimitChanges = pgTable(
  'credit_limit_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    oldLimitCents: cents('old_limit', { precision: 12 }).notNull(),
    newLimitCents: cents('new_limit', { precision: 12 }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_limit_changes_company_idx').on(t.companyId, t.changedAt)],
);

/**
 * An owner's (or staff's) invitation to join a company (docs/business-rules.md
 * "Companies"): mailed as a link that is single use, expires, and is stored hashed like
 * reset links; accepting it creates the member's account with the role and limit named.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: companyRole('role').notNull(),
    spendingLimitCents: cents('spending_limit', { precision: 12 }),
    /** SHA-256 of the mailed token: a leaked table does not leak usable links. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Accepted (the account it made) or withdrawn: either way the link no longer works. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    // One open invitation per address and company: inviting again replaces the link.
    uniqueIndex('company_invitations_open_email_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.withdrawnAt} is null`),
  ],
);
