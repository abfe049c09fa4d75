import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens, sessions } from '../../db/schema/accounts';
import { outboxMails } from '../../db/schema/mail';
import { idempotencyKeys } from '../../db/schema/orders';

/** How long a checkout's Idempotency-Key answers a retry: a client retries in minutes. */
export const IDEMPOTENCY_KEY_DAYS = 7;
/** How long a sent mail's row stays for staff to look up (docs/mail.md). */
export const SENT_MAIL_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: sessions past their expiry, reset links past
 * theirs or used, idempotency keys older than IDEMPOTENCY_KEY_DAYS, and mails sent more
 * than SENT_MAIL_DAYS ago. None of them
 * changes an answer (an expired session, link or key already answers as an unknown one
 * does); without this the three tables grow with every sign-in, reset and checkout.
 * Safe to run from every instance at once.
 */
export async function purgeExpired(db: Database, now = new Date()) {
  const [expiredSessions, resetLinks, keys, mails] = [
    await db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ token: sessions.tokenHash }),
    await db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id }),
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY)))
      .returning({ key: idempotencyKeys.key }),
    await db
      .delete(outboxMails)
      .where(lt(outboxMails.sentAt, new Date(now.getTime() - SENT_MAIL_DAYS * DAY)))
      .returning({ id: outboxMails.id }),
  ];
  return {
    sessions: expiredSessions.length,
    resetLinks: resetLinks.length,
    idempotencyKeys: keys.length,
    sentMails: mails.length,
  };
}
