import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The home page news block: staff-written HTML, sanitised on save
 * (docs/business-rules.md "Staff HTML").
 */
export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  content: text('content').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Replaceable site artwork (hero video and poster, ...) keyed by role. */
export const siteAssets = pgTable('site_assets', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
