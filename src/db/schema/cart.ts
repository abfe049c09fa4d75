import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A signed-in buyer's cart (docs/business-rules.md "Cart"): the lines as the browser keeps them
 * under `cart`, checked by src/shared/schemas/cart.ts, and a version that grows with every change.
 * Quote files of its lines are uploaded_files rows with the purpose `cart_quote`.
 */
export const carts = pgTable(
  'carts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').notNull().default([]),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep of carts left alone for 30 days (src/server/lib/housekeeping.ts).
  (t) => [index('carts_updated_idx').on(t.updatedAt)],
);
