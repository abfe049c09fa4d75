import { and, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { invoices } from '#src/db/schema/invoices';
import { approvalRequests, orders } from '#src/db/schema/orders';
import { centsFromDecimal } from '#src/shared/domain/money';
import { invoiceOpenSql } from '../invoices/ledger.repo';

/**
 * The buyer, their place in their company and its credit limit, with the company's row
 * locked for the rest of the transaction: every checkout, reorder and cancellation of
 * any member of one company queues here, so two can never spend the same credit
 * (docs/business-rules.md "Credit"). Undefined for an account with no company.
 */
export async function lockCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      companyName: companies.shortName,
      status: users.status,
      companyId: companies.id,
      role: companyMembers.role,
      active: companyMembers.active,
      spendingLimitCents: companyMembers.spendingLimitCents,
      creditLimitCents: companies.creditLimitCents,
    })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    // Not FOR UPDATE: each row that refers to the company (an order placed earlier in
    // another transaction) takes a KEY SHARE lock on it, which FOR UPDATE waits for, so two
    // checkouts deadlocked on PostgreSQL. NO KEY UPDATE still lets one money transaction
    // at a time through per company.
    .for('no key update', { of: companies });
  return row;
}

/**
 * Orders held against the credit limit as orders (docs/business-rules.md "Credit"): neither
 * cancelled, paid nor invoiced (an invoiced order's amount is its invoice's to pay).
 */
export const isOpenOrder = () =>
  and(eq(orders.status, 'active'), isNull(orders.paidAt), isNull(orders.invoiceId));

/**
 * What credit holds (docs/business-rules.md "Credit"), a row each: open orders not yet
 * invoiced, checkouts awaiting approval, and what invoices still owe, of one company or of
 * all. The one definition behind both figures below.
 */
function heldAgainstCredit(db: Db, companyId?: number) {
  const ofCompany = <
    T extends
      typeof orders.companyId | typeof approvalRequests.companyId | typeof invoices.companyId,
  >(
    column: T,
  ) => (companyId === undefined ? undefined : eq(column, companyId));
  return unionAll(
    db
      .select({
        companyId: orders.companyId,
        cents: orders.totalPriceCents,
        isOrder: sql<number>`1`.as('is_order'),
      })
      .from(orders)
      .where(and(ofCompany(orders.companyId), isOpenOrder())),
    db
      .select({
        companyId: approvalRequests.companyId,
        cents: approvalRequests.totalCents,
        isOrder: sql<number>`0`.as('is_order'),
      })
      .from(approvalRequests)
      .where(and(ofCompany(approvalRequests.companyId), eq(approvalRequests.state, 'awaiting'))),
    db
      .select({
        companyId: invoices.companyId,
        cents: sql<number>`${invoiceOpenSql}`.as('cents'),
        isOrder: sql<number>`0`.as('is_order'),
      })
      .from(invoices)
      .where(and(ofCompany(invoices.companyId), sql`${invoiceOpenSql} > 0`)),
  ).as('held');
}

/**
 * Every company's open orders, counted, and what its credit holds, summed (numeric text:
 * exact cents), as a subquery to join on `companyId`: a console list reads them in one
 * statement.
 */
export function openOrdersByCompany(db: Db) {
  const held = heldAgainstCredit(db);
  return db
    .select({
      companyId: held.companyId,
      count: sql<number>`sum(${held.isOrder})::int`.as('open_count'),
      total: sql<string>`coalesce(sum(${held.cents}), 0)::text`.as('open_total'),
    })
    .from(held)
    .groupBy(held.companyId)
    .as('open_orders');
}

/** What one company's credit holds, in cents. */
export async function openOrdersCents(db: Db, companyId: number): Promise<number> {
  const held = heldAgainstCredit(db, companyId);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${held.cents}), 0)::text` })
    .from(held);
  return centsFromDecimal(row?.total ?? '0');
}
