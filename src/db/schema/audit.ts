import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every staff action that changes a customer, a price, an order or content: who, when,
 * what, and the record before and after (admin issue, item 7). Shown on the record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'product', 'order', 'category', 'news', ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'approve', 'credit-limit', 'status', 'update', ... */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
