import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { fabricColors, fabrics, products, sizes } from './catalog';
import { storageType } from './orders';

/**
 * A buyer's saved list, a "room pack" (docs/business-rules.md "Saved lists"): named lines
 * to add to the cart again, room after room. Owned by the buyer's account; the name is
 * unique per account whatever its case.
 */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_lists_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_lists_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * One line of a saved list: what a cart line is without its reference and files. The
 * catalogue's options are kept by id; an option staff delete from the catalogue (only
 * possible once no product sells it) takes the line with it.
 */
export const savedListLines = pgTable(
  'saved_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    /** 1, 2, 3…: the order the buyer sees. */
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'cascade' }),
    fabricColorId: integer('fabric_color_id').references(() => fabricColors.id, {
      onDelete: 'cascade',
    }),
    storageType: storageType('storage_type').notNull().default('Non Ottoman'),
    quantity: integer('quantity').notNull(),
    /** The line's special instructions (the cart's special-quote text); '' for none. */
    specialQuoteText: text('special_quote_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.position] }),
    check('saved_list_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);
