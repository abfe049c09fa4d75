import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { categories, productCategories } from '#src/db/schema/catalog';
import { companies, companyMembers } from '#src/db/schema/companies';
import { invoiceLines, invoices } from '#src/db/schema/invoices';
import { checkouts, orders } from '#src/db/schema/orders';
import { checkoutQuotes, quotes } from '#src/db/schema/quotes';
import { BEDS_CATEGORY } from '#src/shared/domain/catalog-rules';
import { outer } from './outer-columns.repo';

/** Orders that may go on an invoice: delivered or not, never cancelled, paid or invoiced. */
const invoiceable = () =>
  and(eq(orders.status, 'active'), isNull(orders.paidAt), isNull(orders.invoiceId));

/**
 * The orders of one checkout to invoice together, locked: those delivered on `supplyDate`,
 * or the ones named. Rows another transaction invoiced meanwhile are not returned.
 */
export async function lockOrdersToInvoice(
  db: Db,
  checkoutId: string,
  which: { deliveredOn: string } | { orderIds: number[] },
) {
  return db
    .select({
      id: orders.id,
      trackingId: orders.trackingId,
      productName: orders.productName,
      sizeName: orders.sizeName,
      fabricName: orders.fabricName,
      fabricColorName: orders.fabricColorName,
      storageType: orders.storageType,
      isBed: sql<boolean>`exists (select 1 from ${productCategories}
        join ${categories} on ${categories.id} = ${productCategories.categoryId}
        where ${productCategories.productId} = ${outer.orderProductId}
          and lower(btrim(${categories.categoryName})) = ${BEDS_CATEGORY})`,
      quantity: orders.quantity,
      unitCents: orders.unitPriceCents,
      unitVatCents: orders.vatCents,
      totalCents: orders.totalPriceCents,
      referenceNumber: orders.referenceNumber,
    })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutId, checkoutId),
        invoiceable(),
        'deliveredOn' in which
          ? eq(orders.deliveredOn, which.deliveredOn)
          : sql`${orders.id} in ${which.orderIds}`,
      ),
    )
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}
export type OrderToInvoice = Awaited<ReturnType<typeof lockOrdersToInvoice>>[number];

/** Whether any order of the checkout is still on its way (neither delivered nor cancelled). */
export async function checkoutStillOnItsWay(db: Db, checkoutId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutId, checkoutId),
        eq(orders.status, 'active'),
        isNull(orders.deliveredOn),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the invoice says of the checkout and the company as they are now. */
export async function invoiceParties(db: Db, checkoutId: string) {
  const [row] = await db
    .select({
      checkoutId: checkouts.id,
      checkoutNumber: checkouts.number,
      poNumber: checkouts.poNumber,
      quoteNumber: quotes.number,
      companyId: companies.id,
      registeredName: companies.registeredName,
      vatNumber: companies.vatNumber,
      invoiceEmail: companies.invoiceEmail,
      paymentTermsDays: companies.paymentTermsDays,
      officeAddress: users.officeAddress,
      officeCity: users.officeCity,
      officeEirCode: users.officeEirCode,
    })
    .from(checkouts)
    .innerJoin(companies, eq(companies.id, checkouts.companyId))
    .leftJoin(checkoutQuotes, eq(checkoutQuotes.checkoutId, checkouts.id))
    .leftJoin(quotes, eq(quotes.id, checkoutQuotes.quoteId))
    // The company's address is its owner's office (docs/business-rules.md "Companies").
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.role, 'owner')),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(checkouts.id, checkoutId))
    .orderBy(asc(companyMembers.createdAt))
    .limit(1);
  return row;
}

export async function insertInvoice(
  db: Db,
  invoice: typeof invoices.$inferInsert,
  lines: Array<Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>>,
) {
  const [row] = await db.insert(invoices).values(invoice).returning({ id: invoices.id });
  const invoiceId = row!.id;
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
  await db
    .update(orders)
    // An invoiced order is the invoice's: the buyer can no longer cancel it.
    .set({ invoiceId, isCancellable: false, updatedAt: new Date() })
    .where(sql`${orders.id} in ${lines.map((l) => l.orderId)}`);
  return invoiceId;
}

/** Checkouts with orders delivered before `day` and not invoiced: what the day's run issues. */
export function groupsToInvoice(db: Db, day: string) {
  return db
    .select({
      checkoutId: orders.checkoutId,
      companyId: orders.companyId,
      deliveredOn: sql<string>`${orders.deliveredOn}`,
    })
    .from(orders)
    .where(and(isNotNull(orders.deliveredOn), lt(orders.deliveredOn, day), invoiceable()))
    .groupBy(orders.checkoutId, orders.companyId, orders.deliveredOn)
    .orderBy(orders.deliveredOn, orders.checkoutId);
}
