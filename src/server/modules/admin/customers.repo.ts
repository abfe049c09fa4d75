import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { looselyContains } from '../../lib/text-search';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers, creditLimitChanges } from '#src/db/schema/companies';
import { fromCents } from '#src/shared/domain/money';
import type { CustomerListQuery } from '#src/shared/schemas/admin-customers';
import { openOrdersByCompany } from '../orders/customer-credit.repo';

/** `%`, `_` and `\` typed into the search box are looked for, not wildcards. */

function listFilter(query: CustomerListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(users.role, 'trade')];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const search = query.search;
    conditions.push(
      or(
        ...[
          users.fullName,
          users.companyName,
          users.email,
          users.officeCity,
          users.deliveryCity,
        ].map((column) => looselyContains(column, search)),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Trade customers, newest first, a page at a time, with their company's credit limit and
 * what its open orders hold.
 */
export async function listCustomers(db: Db, query: CustomerListQuery) {
  const where = listFilter(query);
  // Open orders (docs/business-rules.md "Credit") per company, joined once rather than per row.
  const open = openOrdersByCompany(db);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        companyName: users.companyName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        officeCity: users.officeCity,
        deliveryCity: users.deliveryCity,
        status: users.status,
        creditLimitCents: companies.creditLimitCents,
        createdAt: users.createdAt,
        openCount: open.count,
        openTotal: open.total,
      })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .leftJoin(open, eq(open.companyId, companyMembers.companyId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Locks the user's row for the transaction: staff changing one customer queue here. */
export async function lockUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setStatus(
  db: Db,
  id: number,
  change: { status: 'approved' | 'suspended'; reason: string | null },
  staffId: number,
) {
  await db
    .update(users)
    .set({
      status: change.status,
      statusReason: change.reason,
      statusChangedAt: new Date(),
      statusChangedBy: staffId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

const staff = alias(users, 'staff');

/** The company's credit limit changes, newest first, with who made them. */
export async function creditLimitHistory(db: Db, companyId: number, limit = 20) {
  const rows = await db
    .select({
      oldLimitCents: creditLimitChanges.oldLimitCents,
      newLimitCents: creditLimitChanges.newLimitCents,
      note: creditLimitChanges.note,
      changedAt: creditLimitChanges.changedAt,
      staffName: staff.fullName,
      staffEmail: staff.email,
    })
    .from(creditLimitChanges)
    .leftJoin(staff, eq(staff.id, creditLimitChanges.changedBy))
    .where(eq(creditLimitChanges.companyId, companyId))
    .orderBy(desc(creditLimitChanges.changedAt), desc(creditLimitChanges.id))
    .limit(limit);
  return rows.map((row) => ({
    old_limit: fromCents(row.oldLimitCents),
    new_limit: fromCents(row.newLimitCents),
    note: row.note,
    changed_at: row.changedAt.toISOString(),
    changed_by: { name: row.staffName, email: row.staffEmail },
  }));
}
