import { eq } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';

/** The demo trade account, its company, and the demo staff account that records payments. */
export async function demoCompanyOf(db: Queryable, tradeEmail: string, staffEmail: string) {
  const [trade] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.email, tradeEmail));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffEmail));
  return trade && staff ? { ...trade, staffId: staff.id } : undefined;
}

/** The demo company has traded with the shop since before its oldest demo order. */
export async function backdateCompany(db: Queryable, companyId: number, since: Date) {
  await db.update(companies).set({ createdAt: since }).where(eq(companies.id, companyId));
}
