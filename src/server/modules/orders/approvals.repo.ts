import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companyMembers } from '#src/db/schema/companies';
import { uploadedFiles } from '#src/db/schema/files';
import { approvalRequests } from '#src/db/schema/orders';
import type { ApprovalState } from '#src/shared/schemas/approvals';

// docs/business-rules.md "Approvals": checkouts above a buyer's limit an order.

export type NewApprovalRequest = typeof approvalRequests.$inferInsert;
export type ApprovalRequest = typeof approvalRequests.$inferSelect;

export async function insertApprovalRequest(db: Db, values: NewApprovalRequest) {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

/** A company's request by its number; `lock` holds its row for the transaction. */
export async function findApprovalRequest(
  db: Db,
  companyId: number,
  number: string,
  lock = false,
): Promise<ApprovalRequest | undefined> {
  const query = db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.number, number)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideApprovalRequest(
  db: Db,
  id: number,
  decision: {
    state: Exclude<ApprovalState, 'awaiting'>;
    decidedBy: number;
    reason?: string | null;
    checkoutId?: string | null;
  },
) {
  await db
    .update(approvalRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(approvalRequests.id, id));
}

/** At most this many decided requests are listed: the latest. */
const DECIDED_SHOWN = 50;

/**
 * The requests a member sees (docs/business-rules.md "Approvals"): the company's, or, for
 * a buyer, their own; awaiting ones oldest first (the queue), decided ones newest first.
 */
export async function listApprovalRequests(
  db: Db,
  scope: { companyId: number; userId?: number },
  which: 'awaiting' | 'decided',
) {
  const buyer = users;
  const rows = await db
    .select({
      request: approvalRequests,
      buyerName: buyer.fullName,
      decidedByName: sql<
        string | null
      >`(select full_name from ${users} d where d.id = ${approvalRequests.decidedBy})`,
    })
    .from(approvalRequests)
    .innerJoin(buyer, eq(buyer.id, approvalRequests.userId))
    .where(
      and(
        eq(approvalRequests.companyId, scope.companyId),
        scope.userId === undefined ? undefined : eq(approvalRequests.userId, scope.userId),
        which === 'awaiting'
          ? eq(approvalRequests.state, 'awaiting')
          : ne(approvalRequests.state, 'awaiting'),
      ),
    )
    .orderBy(
      which === 'awaiting' ? approvalRequests.createdAt : desc(approvalRequests.decidedAt),
      approvalRequests.id,
    )
    .limit(which === 'awaiting' ? 500 : DECIDED_SHOWN);
  return rows;
}

/** Who decides a company's requests: its active owners and approvers, but not `except`. */
export async function approversOf(db: Db, companyId: number, except: number) {
  return db
    .select({ fullName: users.fullName, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.active, true),
        inArray(companyMembers.role, ['owner', 'approver']),
        ne(companyMembers.userId, except),
        eq(users.status, 'approved'),
      ),
    );
}

/** A member's name and email: the buyer of a request, or who decided it. */
export async function memberOf(db: Db, userId: number) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The names the buyer gave the quote files of these ids, by id. */
export async function quoteFileNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
