import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';

export interface AuditEntry {
  actorUserId: number | null;
  entityType: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff action (admin issue, item 7). Call it inside the transaction that
 * makes the change, so the change and its record stand or fall together.
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A record's history, newest first, with who did it. */
export async function auditTrail(db: Queryable, entityType: string, entityId: string | number) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: users.fullName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
