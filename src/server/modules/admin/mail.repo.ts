import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { outboxMails } from '#src/db/schema/mail';
import { pageInfo } from '#src/shared/domain/pagination';
import type { MailItem, MailQuery, MailState } from '#src/shared/schemas/admin-mail';
import { recordAudit } from '../../lib/audit';

const m = outboxMails;

/** The states of docs/mail.md as conditions on a row. */
const STATE: Record<MailState, SQL> = {
  sent: isNotNull(m.sentAt),
  'given-up': and(isNull(m.sentAt), isNull(m.nextAttemptAt))!,
  failing: and(isNull(m.sentAt), isNotNull(m.nextAttemptAt), isNotNull(m.lastError))!,
  pending: and(isNull(m.sentAt), isNotNull(m.nextAttemptAt), isNull(m.lastError))!,
};

/** Not sent, and its last try failed (or it was given up): what staff must look at. */
export const FAILING = and(isNull(m.sentAt), isNotNull(m.lastError))!;

const stateOf = (row: {
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
}): MailState =>
  row.sentAt
    ? 'sent'
    : row.nextAttemptAt === null
      ? 'given-up'
      : row.lastError
        ? 'failing'
        : 'pending';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Failing mails first (given up, then failing), then the newest. */
export async function listMails(db: Database, query: MailQuery) {
  const where = query.state ? STATE[query.state] : undefined;
  const [rows, [counted], [failing]] = await Promise.all([
    db
      .select({
        id: m.id,
        purpose: m.purpose,
        recipient: m.recipient,
        subject: m.subject,
        attempts: m.attempts,
        lastError: m.lastError,
        nextAttemptAt: m.nextAttemptAt,
        sentAt: m.sentAt,
        createdAt: m.createdAt,
        secret: m.secret,
      })
      .from(m)
      .where(where)
      .orderBy(
        desc(sql`(${m.sentAt} is null and ${m.lastError} is not null)`),
        desc(m.createdAt),
        desc(m.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(m).where(where),
    db.select({ n: count() }).from(m).where(FAILING),
  ]);
  const mails: MailItem[] = rows.map((row) => ({
    ...row,
    state: stateOf(row),
    nextAttemptAt: iso(row.nextAttemptAt),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    mails,
    pagination: pageInfo(counted?.n ?? 0, query.page, query.limit),
    failing: failing?.n ?? 0,
  };
}

export type Resent = 'requeued' | 'copied' | 'secret' | 'missing';

/**
 * "Send again": a mail not sent is tried now, with a fresh count of attempts; a sent one
 * is queued again as a copy; a secret one (a reset link) never, once sent.
 */
export async function resendMail(db: Database, id: number, staffId: number): Promise<Resent> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(m).where(eq(m.id, id)).for('update');
    if (!row) return 'missing';
    const audit = (action: string) =>
      recordAudit(tx, { actorUserId: staffId, entityType: 'mail', entityId: id, action });
    if (!row.sentAt) {
      await audit('send again');
      await tx
        .update(m)
        .set({ nextAttemptAt: sql`now()`, attempts: 0 })
        .where(eq(m.id, id));
      return 'requeued';
    }
    if (row.secret || !row.message) return 'secret';
    await audit('send a copy');
    await tx.insert(m).values({
      purpose: `${row.purpose} (sent again)`,
      recipient: row.recipient,
      subject: row.subject,
      message: row.message,
    });
    return 'copied';
  });
}
