import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, looselyContains } from '../../lib/text-search';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companySites } from '#src/db/schema/companies';
import { uploadedFiles } from '#src/db/schema/files';
import { checkouts, deliveryStatuses, orderEvents, orders } from '#src/db/schema/orders';
import { fromCents } from '#src/shared/domain/money';
import type { AdminOrderFilters, AdminOrderRow } from '#src/shared/schemas/admin-orders';
import { isOpenOrder } from '../orders/customer-credit.repo';

// Staff reads of every customer's orders (admin issue, item 5). The customer's own
// reads stay in ../orders/orders.repo.ts, the customer lock in ../orders/customer-credit.repo.ts.

const contains = (text: string) => `%${escapeLike(text)}%`;

/** The WHERE of the list and the export: every filter given, all at once. */
function filtersWhere(f: AdminOrderFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (f.status === 'active') conditions.push(isOpenOrder());
  if (f.status === 'cancelled') conditions.push(eq(orders.status, 'cancelled'));
  if (f.status === 'paid') conditions.push(isNotNull(orders.paidAt));
  if (f.deliveryStatus) conditions.push(eq(orders.deliveryStatusId, f.deliveryStatus));
  if (f.customerId) conditions.push(eq(orders.userId, f.customerId));
  if (f.customer) {
    const search = f.customer;
    conditions.push(
      or(
        ...[users.fullName, users.email, users.companyName].map((column) =>
          looselyContains(column, search),
        ),
      ),
    );
  }
  if (f.q) {
    const pattern = contains(f.q);
    conditions.push(
      or(
        ilike(orders.trackingId, pattern),
        ilike(orders.referenceNumber, pattern),
        // A checkout's number finds its orders (a quote's page links to them so).
        sql`${orders.checkoutId} in (select ${checkouts.id} from ${checkouts} where ${checkouts.number} ilike ${pattern})`,
      ),
    );
  }
  // Days are the shop's days (Dublin), whatever the server's time zone.
  if (f.from) {
    conditions.push(
      sql`${orders.orderDate} >= (${f.from}::date)::timestamp at time zone 'Europe/Dublin'`,
    );
  }
  if (f.to) {
    conditions.push(
      sql`${orders.orderDate} < ((${f.to}::date) + 1)::timestamp at time zone 'Europe/Dublin'`,
    );
  }
  return and(...conditions);
}

const rowColumns = {
  id: orders.id,
  trackingId: orders.trackingId,
  checkoutId: orders.checkoutId,
  checkoutNumber: checkouts.number,
  poNumber: checkouts.poNumber,
  orderDate: orders.orderDate,
  status: orders.status,
  paidAt: orders.paidAt,
  deliveryStatusId: orders.deliveryStatusId,
  deliveryStatus: deliveryStatuses.deliveryStatus,
  productName: orders.productName,
  sizeName: orders.sizeName,
  fabricName: orders.fabricName,
  fabricColorName: orders.fabricColorName,
  storageType: orders.storageType,
  quantity: orders.quantity,
  unitPriceCents: orders.unitPriceCents,
  vatCents: orders.vatCents,
  totalPriceCents: orders.totalPriceCents,
  referenceNumber: orders.referenceNumber,
  shippingAddress: orders.shippingAddress,
  customerId: users.id,
  customerName: users.fullName,
  customerCompany: users.companyName,
  customerEmail: users.email,
};

type RawRow = Awaited<ReturnType<typeof listQuery>>[number];

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
    .where(where);
}

type OrderRow = AdminOrderRow & { shippingAddress: string };

/** A row of the CSV export: its amounts also in cents, written out exactly. */
export type ExportRow = OrderRow & {
  cents: { unitPrice: number; vat: number; totalPrice: number };
};

function toRow(row: RawRow): OrderRow {
  const {
    customerId,
    customerName,
    customerCompany,
    customerEmail,
    unitPriceCents,
    vatCents,
    totalPriceCents,
    ...order
  } = row;
  return {
    ...order,
    unitPrice: fromCents(unitPriceCents),
    vat: fromCents(vatCents),
    totalPrice: fromCents(totalPriceCents),
    orderDate: order.orderDate.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: {
      id: customerId,
      fullName: customerName,
      companyName: customerCompany || null,
      email: customerEmail,
    },
  };
}

/** One page of the filtered orders, newest first, with the count of all matches. */
export async function listOrders(
  db: Db,
  filters: AdminOrderFilters,
  { page, limit }: { page: number; limit: number },
) {
  const where = filtersWhere(filters);
  const [rows, [count]] = await Promise.all([
    listQuery(db, where)
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.total ?? 0) };
}

/** Every filtered order, newest first, up to `max` (the CSV export). */
export async function exportOrders(db: Db, filters: AdminOrderFilters, max: number) {
  const rows = await listQuery(db, filtersWhere(filters))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(max);
  return rows.map((row): ExportRow => ({
    ...toRow(row),
    cents: {
      unitPrice: row.unitPriceCents,
      vat: row.vatCents,
      totalPrice: row.totalPriceCents,
    },
  }));
}

/** One order with what only its page shows: quote, who cancelled or was paid, flags. */
export async function findOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      productImage: orders.productImage,
      isCancellable: orders.isCancellable,
      cancelledAt: orders.cancelledAt,
      cancelledByName: sql<string | null>`(select u.full_name from users u
        where u.id = ${orders.cancelledBy})`,
      paidByName: sql<
        string | null
      >`(select u.full_name from users u where u.id = ${orders.paidBy})`,
      quoteText: orders.specialQuoteText,
      quoteFileName: uploadedFiles.originalName,
      customerPhone: users.phoneNumber,
      customerStatus: users.status,
      customerCreditLimitCents: companies.creditLimitCents,
      companyId: orders.companyId,
      invoiceId: orders.invoiceId,
      siteId: companySites.id,
      siteName: companySites.name,
      siteContactName: companySites.contactName,
      siteContactPhone: companySites.contactPhone,
      siteDeliveryNotes: companySites.deliveryNotes,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(companySites, eq(companySites.id, orders.siteId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, orders.specialQuoteFileId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return undefined;
  const {
    productImage,
    isCancellable,
    cancelledAt,
    cancelledByName,
    paidByName,
    quoteText,
    quoteFileName,
    customerPhone,
    customerStatus,
    customerCreditLimitCents,
    companyId,
    invoiceId,
    siteId,
    siteName,
    siteContactName,
    siteContactPhone,
    siteDeliveryNotes,
    ...base
  } = row;
  return {
    ...toRow(base),
    productImage,
    isCancellable,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    cancelledByName,
    paidByName,
    quoteText,
    quoteFileName,
    customerPhone: customerPhone || null,
    customerStatus,
    customerCreditLimitCents,
    companyId,
    invoiceId,
    // The site as its company keeps it now: who to call and how to get there.
    site:
      siteId === null
        ? null
        : {
            id: siteId,
            name: siteName!,
            contactName: siteContactName ?? '',
            contactPhone: siteContactPhone ?? '',
            deliveryNotes: siteDeliveryNotes ?? '',
          },
    openAmountCents: base.status === 'active' && base.paidAt === null ? base.totalPriceCents : 0,
  };
}

/** The orders placed together with this one (one checkout), oldest first. */
export async function checkoutOrders(db: Db, checkoutId: string) {
  const rows = await listQuery(db, eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
  return rows.map(toRow);
}

export async function orderHistory(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
      actorName: users.fullName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whose order this is, without a lock: the customer's row is locked first (ADR 0010). */
export async function orderOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row?.userId;
}

/** The order's row, locked; only after its customer's row (lockCustomer). */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof orders.$inferInsert>) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function quoteFileOf(db: Db, id: number) {
  const [row] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      originalName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
    })
    .from(orders)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, orders.specialQuoteFileId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}
