import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['trade', 'admin']);
/**
 * A trade application starts `pending`; only staff move it on (docs/business-rules.md "Accounts").
 */
export const userStatus = pgEnum('user_status', ['pending', 'approved', 'rejected', 'suspended']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    invoiceEmail: text('invoice_email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default('IE'),
    companyName: text('company_name').notNull().default(''),
    /**
     * What the application gave beside the short company name: the registered name (up to
     * 200 characters) and the VAT number. Approval copies them into the company, whose own
     * fields count from then on (docs/business-rules.md "Companies").
     */
    registeredName: text('registered_name').notNull().default(''),
    vatNumber: text('vat_number'),
    officeAddress: text('office_address').notNull().default(''),
    officeCity: text('office_city').notNull().default(''),
    officeEirCode: text('office_eir_code').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryCity: text('delivery_city').notNull().default(''),
    deliveryEirCode: text('delivery_eir_code').notNull().default(''),
    subscribe: boolean('subscribe').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('trade'),
    status: userStatus('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Server-side sessions so sign-out and password changes can revoke them
 * (docs/business-rules.md "Sessions").
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    xsrfToken: text('xsrf_token').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
