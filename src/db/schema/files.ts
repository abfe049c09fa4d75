import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const filePurpose = pgEnum('file_purpose', [
  'contact_attachment',
  'special_quote',
  'product_image',
  'category_image',
  'fabric_swatch',
  'site_asset',
  // A quote file of a line still in a buyer's server cart (docs/business-rules.md "Cart").
  'cart_quote',
  // A file of a quote's thread, from the buyer or staff (docs/business-rules.md "Quotes").
  'quote_file',
]);

/**
 * Every stored upload. Bytes live on disk (or object storage) under `storageKey`,
 * never in the web root: private files are streamed only to their owner and staff.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: filePurpose('purpose').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_owner_idx').on(t.ownerUserId)],
);
