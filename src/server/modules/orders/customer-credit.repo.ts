import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { orders } from '#src/db/schema/orders';
import { centsFromDecimal } from '#src/shared/domain/money';

/**
 * Locks the user's row for the rest of the transaction: every checkout, reorder and
 * cancellation of one customer queues here, so two can never spend the same credit
 * (docs/business-rules.md "Credit").
 */
export async function lockCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      companyName: users.companyName,
      status: users.status,
      creditLimitCents: users.creditLimitCents,
    })
    .from(users)
    .where(eq(users.id, userId))
    // Not FOR UPDATE: each row that refers to the user (the idempotency key claimed
    // earlier in a checkout, a quote file) takes a KEY SHARE lock on it, which FOR UPDATE
    // waits for, so two checkouts that both claimed a key deadlocked on PostgreSQL. NO
    // KEY UPDATE still lets one money transaction at a time through per customer.
    .for('no key update');
  return row;
}

/** Orders held against the credit limit (docs/business-rules.md "Credit"): neither cancelled nor paid. */
export const isOpenOrder = () => and(eq(orders.status, 'active'), isNull(orders.paidAt));

/** What the open orders (not cancelled, not paid) hold of the limit (docs/business-rules.md "Credit"). */
export async function openOrdersCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.totalPriceCents}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), isOpenOrder()))
    .limit(1);
  return centsFromDecimal(row?.total ?? '0');
}

/** The user's credit limit, in cents (0 for no such user). */
export async function creditLimitCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ limit: users.creditLimitCents })
    .from(users)
    .where(eq(users.id, userId));
  return row?.limit ?? 0;
}
