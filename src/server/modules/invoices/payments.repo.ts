import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies } from '#src/db/schema/companies';
import { invoices, paymentAllocations, payments, refunds } from '#src/db/schema/invoices';
import { orders } from '#src/db/schema/orders';
import { centsFromDecimal } from '#src/shared/domain/money';
import { invoiceOpenSql, paymentUnallocatedSql } from './ledger.repo';
import { outer } from './outer-columns.repo';

/** Payments, refunds and the orders they settle (docs/business-rules.md "Invoices and payments"). */

export async function paymentByKey(db: Db, companyId: number, requestKey: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.requestKey, requestKey)));
  return row?.id;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning({ id: refunds.id });
  return row!.id;
}

/** Orders of invoices now paid in full count as paid (the console's order pages say so). */
export async function markSettledOrders(db: Db, companyId: number, by: number | null) {
  await db
    .update(orders)
    .set({ paidAt: new Date(), paidBy: by, updatedAt: new Date() })
    .where(
      and(
        eq(orders.companyId, companyId),
        sql`${orders.paidAt} is null`,
        sql`${orders.invoiceId} in (select ${invoices.id} from ${invoices}
          where ${invoices.companyId} = ${companyId} and ${invoiceOpenSql} <= 0)`,
      ),
    );
}

/** What a payment of the company has left to allocate or refund, in cents; undefined: none such. */
/** The company's payment: what of it is left to allocate or refund, and how it came in. */
export async function paymentLeft(db: Db, companyId: number, paymentId: number) {
  const [row] = await db
    .select({
      left: sql<string>`${paymentUnallocatedSql}::text`,
      receivedOn: payments.receivedOn,
      bankReference: payments.bankReference,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.companyId, companyId)));
  return (
    row && {
      cents: centsFromDecimal(row.left),
      receivedOn: row.receivedOn,
      bankReference: row.bankReference,
    }
  );
}

export async function paymentCompanyId(db: Db, paymentId: number) {
  const [row] = await db
    .select({ companyId: payments.companyId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.companyId;
}

export async function companyExists(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}

export async function setCreditHoldLifted(db: Db, companyId: number, on: string) {
  await db
    .update(companies)
    .set({ creditHoldLiftedOn: on, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** An order's company, checkout and day of delivery: what invoicing it needs. */
export async function orderToInvoice(db: Db, orderId: number) {
  const [row] = await db
    .select({
      companyId: orders.companyId,
      checkoutId: orders.checkoutId,
      deliveredOn: orders.deliveredOn,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function invoiceNumberOf(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.number;
}

/** The company's payments, newest first, with what each paid and has left. */
export async function paymentsOf(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountCents: payments.amountCents,
      method: payments.method,
      bankReference: payments.bankReference,
      unallocated: sql<string>`${paymentUnallocatedSql}::text`,
      refunded: sql<string>`coalesce((select sum(${refunds.amountCents}) from ${refunds} where ${refunds.paymentId} = ${outer.paymentId}), 0)::text`,
      recordedBy: users.fullName,
      recordedAt: payments.recordedAt,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.receivedOn), desc(payments.id))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const allocations =
    ids.length === 0
      ? []
      : await db
          .select({
            paymentId: paymentAllocations.paymentId,
            invoiceNumber: invoices.number,
            cents: sql<string>`sum(${paymentAllocations.amountCents})::text`,
          })
          .from(paymentAllocations)
          .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
          .where(inArray(paymentAllocations.paymentId, ids))
          .groupBy(paymentAllocations.paymentId, invoices.number)
          .having(sql`sum(${paymentAllocations.amountCents}) <> 0`);
  return rows.map((r) => ({
    ...r,
    unallocatedCents: centsFromDecimal(r.unallocated),
    refundedCents: centsFromDecimal(r.refunded),
    allocations: allocations
      .filter((a) => a.paymentId === r.id)
      .map((a) => ({ invoiceNumber: a.invoiceNumber, cents: centsFromDecimal(a.cents) })),
  }));
}
