import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { callbackRequests, contactMessages } from '#src/db/schema/inbox';

export async function hasRecentContactMessage(db: Db, fingerprints: string[], since: Date) {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(inArray(contactMessages.fingerprint, fingerprints), gt(contactMessages.createdAt, since)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row!.id;
}

export async function setContactAttachment(db: Db, id: number, fileId: string) {
  await db
    .update(contactMessages)
    .set({ attachmentFileId: fileId })
    .where(eq(contactMessages.id, id));
}

export async function recentCallbackMessages(db: Db, phoneNumber: string, since: Date) {
  const rows = await db
    .select({ message: callbackRequests.message })
    .from(callbackRequests)
    .where(
      and(eq(callbackRequests.phoneNumber, phoneNumber), gt(callbackRequests.createdAt, since)),
    );
  return rows.map((r) => r.message);
}

export async function insertCallbackRequest(db: Db, values: typeof callbackRequests.$inferInsert) {
  const [row] = await db
    .insert(callbackRequests)
    .values(values)
    .returning({ id: callbackRequests.id });
  return row!.id;
}

/** Serialises writers of one key until the transaction ends (same SQL on PGlite and PostgreSQL). */
export async function lockKey(db: Db, key: bigint) {
  await db.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}
