import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable as Db } from '#src/db/database';
import { escapeLike } from '../../lib/text-search';

export type { Db };
import { products } from '#src/db/schema/catalog';
import { companySites } from '#src/db/schema/companies';
import { uploadedFiles } from '#src/db/schema/files';
import { checkouts, deliveryStatuses, orderEvents, orders } from '#src/db/schema/orders';
import { fromCents } from '#src/shared/domain/money';
import { ORDER_DELIVERED, type OrderTab } from '#src/shared/domain/orders';
import type { Checkout, OrderCard } from '#src/shared/schemas/orders';
import { isOpenOrder } from './customer-credit.repo';

export type NewOrder = typeof orders.$inferInsert;

/**
 * A new checkout: its id and the number the database gave it (CHK-2026-00042), or the one
 * it had while awaiting approval.
 */
export async function insertCheckout(db: Db, values: typeof checkouts.$inferInsert) {
  const [row] = await db
    .insert(checkouts)
    .values(values)
    .returning({ id: checkouts.id, number: checkouts.number });
  return row!;
}

export async function insertOrders(db: Db, values: NewOrder[]) {
  return db.insert(orders).values(values).returning({
    id: orders.id,
    trackingId: orders.trackingId,
    referenceNumber: orders.referenceNumber,
    totalPriceCents: orders.totalPriceCents,
  });
}

export async function insertOrderEvents(db: Db, values: Array<typeof orderEvents.$inferInsert>) {
  if (values.length > 0) await db.insert(orderEvents).values(values);
}

const cardColumns = {
  id: orders.id,
  trackingId: orders.trackingId,
  checkoutId: orders.checkoutId,
  checkoutNumber: checkouts.number,
  poNumber: checkouts.poNumber,
  orderDate: orders.orderDate,
  status: orders.status,
  deliveryStatus: deliveryStatuses.deliveryStatus,
  isCancellable: orders.isCancellable,
  productId: orders.productId,
  sizeId: orders.sizeId,
  fabricId: orders.fabricId,
  fabricColorId: orders.fabricColorId,
  productName: orders.productName,
  sizeName: orders.sizeName,
  fabricName: orders.fabricName,
  fabricColorName: orders.fabricColorName,
  productImage: orders.productImage,
  storageType: orders.storageType,
  quantity: orders.quantity,
  unitPriceCents: orders.unitPriceCents,
  vatCents: orders.vatCents,
  totalPriceCents: orders.totalPriceCents,
  referenceNumber: orders.referenceNumber,
  quoteText: orders.specialQuoteText,
  quoteFileId: orders.specialQuoteFileId,
  quoteFileName: uploadedFiles.originalName,
  shippingAddress: orders.shippingAddress,
  paidAt: orders.paidAt,
};

export type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null;
} & { id: number; orderDate: Date; status: 'active' | 'cancelled' };

export function toCard(row: CardRow): OrderCard {
  const hasQuote = Boolean(row.quoteText) || row.quoteFileId !== null;
  return {
    id: row.id,
    trackingId: row.trackingId!,
    checkoutId: row.checkoutId!,
    checkoutNumber: row.checkoutNumber!,
    poNumber: row.poNumber,
    orderDate: row.orderDate.toISOString(),
    status: row.status,
    deliveryStatus: row.deliveryStatus!,
    isCancelled: row.isCancellable!,
    productId: row.productId,
    sizeId: row.sizeId,
    fabricId: row.fabricId,
    fabricColorId: row.fabricColorId,
    product_name: row.productName!,
    size_name: row.sizeName,
    fabric_name: row.fabricName,
    fabric_color_name: row.fabricColorName,
    product_image: row.productImage,
    storageType: row.storageType!,
    quantity: row.quantity!,
    unit_price: fromCents(row.unitPriceCents!),
    vat: fromCents(row.vatCents!),
    total_price: fromCents(row.totalPriceCents!),
    referenceNumber: row.referenceNumber!,
    special_quote: hasQuote
      ? { text: row.quoteText ?? '', fileName: row.quoteFileName ?? null }
      : 'None',
    shipping_address: row.shippingAddress!,
    paid: row.paidAt !== null,
  };
}

/**
 * The cards' select, joined for their columns; `extra` columns beside them (of tables the
 * caller joins too, as the company view's buyer and site).
 */
function cards<Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({ ...cardColumns, ...(extra as Extra) })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, orders.specialQuoteFileId));
}

/**
 * The cards with the company's site each goes to (siteId/siteName, null for none) and
 * `extra` columns; one page of them is read with pageIds, then turned into cards with
 * siteOf.
 */
export function cardsWithSite<Extra extends SelectedFields = Record<never, never>>(
  db: Db,
  extra?: Extra,
) {
  return cards(db, {
    siteId: companySites.id,
    siteName: companySites.name,
    ...(extra as Extra),
  }).leftJoin(companySites, eq(companySites.id, orders.siteId));
}

/** A card's site as the lists answer it. */
export const siteOf = (row: { siteId: number | null; siteName: string | null }) =>
  row.siteId === null ? null : { id: row.siteId, name: row.siteName! };

/**
 * The ids of one page of the orders `where` picks, newest first, as a subquery: read from
 * an index alone (OFFSET skips index entries, not joined rows) before the page's cards.
 */
export const pageIds = (db: Db, where: SQL | undefined, page: number, limit: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);

/** How many orders `where` picks. */
export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(count?.total ?? 0);
}

/**
 * The orders of one My Orders tab (shared/domain/orders `orderTab`, in SQL), decided on
 * the order row alone so that the user's index answers it without reading the table.
 */
export function tabWhere(tab: OrderTab | undefined): SQL | undefined {
  if (tab === undefined) return undefined;
  if (tab === 'Cancelled') return eq(orders.status, 'cancelled');
  const delivered = sql`${orders.deliveryStatusId} in (select ${deliveryStatuses.id}
    from ${deliveryStatuses}
    where lower(btrim(${deliveryStatuses.deliveryStatus})) = ${ORDER_DELIVERED})`;
  return and(eq(orders.status, 'active'), tab === 'Delivered' ? delivered : not(delivered));
}

/** `q` as a LIKE prefix: its own % and _ match themselves. */
const likePrefix = (q: string) => `${escapeLike(q)}%`;

/**
 * The orders a buyer's search finds: tracking ID or reference number equal to `q` or
 * starting with it, in any case (both sides folded by the database, whatever its
 * locale). Within one user's orders, so the user index bounds it.
 */
export function searchWhere(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const prefix = likePrefix(q);
  return sql`(upper(${orders.trackingId}) like upper(${prefix})
    or lower(${orders.referenceNumber}) like lower(${prefix}))`;
}

/**
 * One page of the user's orders, newest first, with the count of them all: of one tab of
 * My Orders, or `open` ones only (neither cancelled nor paid: those held against credit),
 * narrowed by a search when `q` is given.
 */
export async function listUserOrders(
  db: Db,
  userId: number,
  {
    tab,
    q,
    open,
    page,
    limit,
  }: {
    tab?: OrderTab | undefined;
    q?: string | undefined;
    open?: true;
    page: number;
    limit: number;
  },
): Promise<{ orders: OrderCard[]; total: number }> {
  const where = and(
    eq(orders.userId, userId),
    tabWhere(tab),
    searchWhere(q),
    open ? isOpenOrder() : undefined,
  );
  // The page's ids first, then the cards of those twenty. Side by side on the pool with
  // the count: never call this inside a transaction (one connection).
  const [rows, total] = await Promise.all([
    cardsWithSite(db)
      .where(inArray(orders.id, pageIds(db, where, page, limit)))
      .orderBy(desc(orders.orderDate), desc(orders.id)),
    countOrders(db, where),
  ]);
  return {
    // The site only on the cards that have one.
    orders: rows.map((row) => {
      const site = siteOf(row);
      return { ...toCard(row), ...(site ? { site } : {}) };
    }),
    total,
  };
}

const checkoutColumns = {
  id: checkouts.id,
  number: checkouts.number,
  poNumber: checkouts.poNumber,
  createdAt: checkouts.createdAt,
  shippingAddress: checkouts.shippingAddress,
  subtotalCents: checkouts.subtotalCents,
  vatCents: checkouts.vatCents,
  totalCents: checkouts.totalCents,
};
interface CheckoutRow {
  id: string;
  number: string;
  poNumber: string | null;
  createdAt: Date;
  shippingAddress: string;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** The checkouts' lines, in the order they were placed (the cart's order). */
async function withLines(db: Db, rows: CheckoutRow[]): Promise<Checkout[]> {
  if (rows.length === 0) return [];
  const lines = await cards(db)
    .where(
      inArray(
        orders.checkoutId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orders.id);
  return rows.map((row) => ({
    checkoutId: row.id,
    checkoutNumber: row.number,
    poNumber: row.poNumber,
    placedAt: row.createdAt.toISOString(),
    shipping_address: row.shippingAddress,
    subtotal: fromCents(row.subtotalCents),
    vat: fromCents(row.vatCents),
    total: fromCents(row.totalCents),
    orders: lines.filter((line) => line.checkoutId === row.id).map(toCard),
  }));
}

/** One of the user's checkouts, by its number, with its lines. */
export async function findUserCheckout(
  db: Db,
  userId: number,
  number: string,
): Promise<Checkout | undefined> {
  const rows = await db
    .select(checkoutColumns)
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.number, number)));
  return (await withLines(db, rows))[0];
}

/** One page of the user's checkouts, newest first, with their lines and the count of all. */
export async function listUserCheckouts(
  db: Db,
  userId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ checkouts: Checkout[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select(checkoutColumns)
      .from(checkouts)
      .where(eq(checkouts.userId, userId))
      .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(checkouts)
      .where(eq(checkouts.userId, userId)),
  ]);
  return { checkouts: await withLines(db, rows), total: Number(count?.total ?? 0) };
}

export async function findUserOrder(
  db: Db,
  userId: number,
  by: { id: number } | { trackingId: string },
): Promise<OrderCard | undefined> {
  const match =
    'id' in by ? eq(orders.id, by.id) : eq(orders.trackingId, by.trackingId.toUpperCase());
  const [row] = await cards(db)
    .where(and(eq(orders.userId, userId), match))
    .limit(1);
  return row ? toCard(row) : undefined;
}

/** The quote file of one of the user's orders (for its download). */
export async function findUserQuoteFile(db: Db, userId: number, trackingId: string) {
  const [row] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      originalName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
    })
    .from(orders)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, orders.specialQuoteFileId))
    .where(and(eq(orders.userId, userId), eq(orders.trackingId, trackingId.toUpperCase())))
    .limit(1);
  return row;
}

/** The order row itself, locked, when it is this user's. */
export async function lockUserOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('no key update');
  return row;
}

/**
 * Cancels an order, inside the caller's transaction with the order locked; the units it
 * took from stock go back (docs/decisions/0026).
 */
export async function markCancelled(db: Db, orderId: number, by: number) {
  await db.execute(sql`update ${products} set stock = ${products.stock} + o.quantity
    from ${orders} o
    where o.id = ${orderId} and o.stock_reserved and ${products.id} = o.product_id
      and ${products.stock} >= 0`);
  await db
    .update(orders)
    .set({
      status: 'cancelled',
      isCancellable: false,
      cancelledAt: new Date(),
      cancelledBy: by,
      updatedAt: new Date(),
      stockReserved: false,
    })
    .where(eq(orders.id, orderId));
}
