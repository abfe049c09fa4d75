import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { uploadedFiles } from './files';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    /**
     * Hash of sender + message: a resubmission answers 409 (docs/business-rules.md "Enquiries").
     */
    fingerprint: text('fingerprint').notNull().unique(),
    attachmentFileId: uuid('attachment_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('callback_requests_created_idx').on(t.createdAt)],
);
