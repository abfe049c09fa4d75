import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A file sent with a mail (an invoice, a quote), its bytes in base64. */
export interface QueuedAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The message as the mailer takes it; see docs/mail.md. */
export interface QueuedMessage {
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  attachments?: QueuedAttachment[];
}

/**
 * The durable outbox (docs/mail.md): every mail is a row written in the transaction of
 * the change that causes it; a worker in each instance sends it and records the outcome.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is, for staff: "order confirmation CHK-…", "reset link". */
    purpose: text('purpose').notNull(),
    /** The recipient as shown to staff (the envelope; staff never see bodies). */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Null once a secret mail (a reset link) is sent: its body is not kept. */
    message: jsonb('message').$type<QueuedMessage>(),
    /** A secret mail carries a credential: its body is dropped once sent, never resent. */
    secret: boolean('secret').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try may start; null once sent, or given up after the last attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** A worker's claim: no other instance sends the mail before this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
    index('outbox_mails_created_idx').on(t.createdAt),
  ],
);
