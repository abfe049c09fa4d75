import { and, asc, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/client';
import { escapeLike } from '../../lib/text-search';

export type { Db };
import { users } from '#src/db/schema/accounts';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  storagePrices,
  variations,
} from '#src/db/schema/catalog';
import { uploadedFiles } from '#src/db/schema/files';
import {
  checkouts,
  deliveryStatuses,
  idempotencyKeys,
  orderEvents,
  orders,
} from '#src/db/schema/orders';
import { BEDS_CATEGORY } from '#src/shared/domain/catalog-rules';
import { ORDER_DELIVERED, type OrderTab } from '#src/shared/domain/orders';
import type { OrderCard, TrackedOrder } from '#src/shared/schemas/orders';
import { variationKey, type ProductFacts } from './order-lines';

/** Everything needed to check and price lines of these products: six small reads. */
export async function loadProductFacts(db: Db, ids: number[]): Promise<Map<number, ProductFacts>> {
  const unique = [...new Set(ids)];
  const facts = new Map<number, ProductFacts>();
  if (unique.length === 0) return facts;

  const rows = await db
    .select({
      id: products.id,
      name: products.productName,
      status: products.status,
      stock: products.stock,
      price: products.priceEuro,
      image: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = "products"."id"
        order by ${productImages.sortOrder}, ${productImages.id} limit 1)`,
      bedsCategoryId: sql<number | null>`(select ${categories.id} from ${productCategories}
        join ${categories} on ${categories.id} = ${productCategories.categoryId}
        where ${productCategories.productId} = "products"."id"
          and lower(btrim(${categories.categoryName})) = ${BEDS_CATEGORY} limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, unique));
  if (rows.length === 0) return facts;
  const found = rows.map((r) => r.id);
  const bedCategoryIds = [...new Set(rows.flatMap((r) => r.bedsCategoryId ?? []))];

  // One after another: inside a checkout's transaction `db` is one connection, which
  // runs one statement at a time (pg deprecates queueing them on it).
  const sizeRows = await db
    .select({
      productId: productSizes.productId,
      id: sizes.id,
      name: sizes.size,
      multiplier: sizes.multiplier,
    })
    .from(productSizes)
    .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
    .where(inArray(productSizes.productId, found));
  const colorRows = await db
    .select({
      productId: productFabrics.productId,
      fabricId: fabrics.id,
      fabricName: fabrics.fabricName,
      colorId: fabricColors.id,
      colorName: fabricColors.colorName,
    })
    .from(productFabrics)
    .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
    .leftJoin(fabricColors, eq(fabricColors.fabricId, fabrics.id))
    .where(inArray(productFabrics.productId, found));
  const variationRows = await db
    .select({
      productId: variations.productId,
      sizeId: variations.sizeId,
      fabricId: variations.fabricId,
      colorId: variations.fabricColorId,
      price: variations.priceEuro,
    })
    .from(variations)
    .where(inArray(variations.productId, found));
  const storageRows =
    bedCategoryIds.length === 0
      ? []
      : await db
          .select()
          .from(storagePrices)
          .where(inArray(storagePrices.categoryId, bedCategoryIds));

  for (const row of rows) {
    const storage = storageRows.find((s) => s.categoryId === row.bedsCategoryId);
    facts.set(row.id, {
      id: row.id,
      name: row.name,
      status: row.status,
      stock: row.stock,
      price: row.price,
      image: row.image,
      isBed: row.bedsCategoryId !== null,
      sizes: new Map(),
      fabrics: new Map(),
      variations: new Map(),
      storagePrices: {
        ottomanBase: storage?.ottomanBase ?? 0,
        cloudBase: storage?.cloudBase ?? 0,
      },
    });
  }
  for (const s of sizeRows) {
    facts.get(s.productId)!.sizes.set(s.id, { name: s.name, multiplier: s.multiplier });
  }
  for (const c of colorRows) {
    const product = facts.get(c.productId)!;
    const fabric = product.fabrics.get(c.fabricId) ?? { name: c.fabricName, colors: new Map() };
    if (c.colorId !== null && c.colorName !== null) fabric.colors.set(c.colorId, c.colorName);
    product.fabrics.set(c.fabricId, fabric);
  }
  for (const v of variationRows) {
    facts.get(v.productId)!.variations.set(variationKey(v.sizeId, v.fabricId, v.colorId), v.price);
  }
  return facts;
}

/**
 * Locks the user's row for the rest of the transaction: every checkout, reorder and
 * cancellation of one customer queues here, so two can never spend the same credit
 * (DECISIONS.md #4).
 */
export async function lockCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      companyName: users.companyName,
      status: users.status,
      creditLimit: users.creditLimit,
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

export type NewOrder = typeof orders.$inferInsert;

export async function insertCheckout(db: Db, values: typeof checkouts.$inferInsert) {
  const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
  return row!.id;
}

export async function insertOrders(db: Db, values: NewOrder[]) {
  return db.insert(orders).values(values).returning({
    id: orders.id,
    trackingId: orders.trackingId,
    referenceNumber: orders.referenceNumber,
    totalPrice: orders.totalPrice,
  });
}

export async function insertOrderEvents(db: Db, values: Array<typeof orderEvents.$inferInsert>) {
  if (values.length > 0) await db.insert(orderEvents).values(values);
}

export async function firstDeliveryStatusId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: deliveryStatuses.id })
    .from(deliveryStatuses)
    .orderBy(asc(deliveryStatuses.position))
    .limit(1);
  if (!row) throw new Error('The delivery-status list is empty');
  return row.id;
}

const cardColumns = {
  id: orders.id,
  trackingId: orders.trackingId,
  checkoutId: orders.checkoutId,
  orderDate: orders.orderDate,
  status: orders.status,
  deliveryStatus: deliveryStatuses.deliveryStatus,
  isCancellable: orders.isCancellable,
  productId: orders.productId,
  productName: orders.productName,
  sizeName: orders.sizeName,
  fabricName: orders.fabricName,
  fabricColorName: orders.fabricColorName,
  productImage: orders.productImage,
  storageType: orders.storageType,
  quantity: orders.quantity,
  unitPrice: orders.unitPrice,
  vat: orders.vat,
  totalPrice: orders.totalPrice,
  referenceNumber: orders.referenceNumber,
  quoteText: orders.specialQuoteText,
  quoteFileId: orders.specialQuoteFileId,
  quoteFileName: uploadedFiles.originalName,
  shippingAddress: orders.shippingAddress,
  paidAt: orders.paidAt,
};

type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null;
} & { id: number; orderDate: Date; status: 'active' | 'cancelled' };

function toCard(row: CardRow): OrderCard {
  const hasQuote = Boolean(row.quoteText) || row.quoteFileId !== null;
  return {
    id: row.id,
    trackingId: row.trackingId!,
    checkoutId: row.checkoutId!,
    orderDate: row.orderDate.toISOString(),
    status: row.status,
    deliveryStatus: row.deliveryStatus!,
    isCancelled: row.isCancellable!,
    productId: row.productId,
    product_name: row.productName!,
    size_name: row.sizeName,
    fabric_name: row.fabricName,
    fabric_color_name: row.fabricColorName,
    product_image: row.productImage,
    storageType: row.storageType!,
    quantity: row.quantity!,
    unit_price: row.unitPrice!,
    vat: row.vat!,
    total_price: row.totalPrice!,
    referenceNumber: row.referenceNumber!,
    special_quote: hasQuote
      ? { text: row.quoteText ?? '', fileName: row.quoteFileName ?? null }
      : 'None',
    shipping_address: row.shippingAddress!,
    paid: row.paidAt !== null,
  };
}

function cards(db: Db) {
  return db
    .select(cardColumns)
    .from(orders)
    .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, orders.specialQuoteFileId));
}

/** Orders held against the credit limit (DECISIONS.md): neither cancelled nor paid. */
/** The ordered delivery statuses (staff edit them; the first is where an order starts). */
export async function listDeliveryStatuses(db: Db) {
  return db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
}

export const isOpenOrder = () => and(eq(orders.status, 'active'), isNull(orders.paidAt));

/** What the open orders (not cancelled, not paid) hold of the limit (docs/business-rules.md "Credit"). */
export async function openOrdersTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.totalPrice}), 0)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), isOpenOrder()))
    .limit(1);
  return Number(row?.total ?? 0);
}

/**
 * The orders of one My Orders tab (shared/domain/orders `orderTab`, in SQL), decided on
 * the order row alone so that the user's index answers it without reading the table.
 */
function tabWhere(tab: OrderTab | undefined): SQL | undefined {
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
function searchWhere(q: string | undefined): SQL | undefined {
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
  // The page's ids first, from the index alone (OFFSET skips index entries, not joined
  // rows), then the cards of those twenty. Side by side on the pool with the count:
  // never call this inside a transaction (one connection).
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [rows, [count]] = await Promise.all([
    cards(db).where(inArray(orders.id, pageIds)).orderBy(desc(orders.orderDate), desc(orders.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { orders: rows.map(toCard), total: Number(count?.total ?? 0) };
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

export async function deliveryStatusName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: deliveryStatuses.deliveryStatus })
    .from(deliveryStatuses)
    .where(eq(deliveryStatuses.id, id));
  return row?.name ?? '';
}

/**
 * Takes `quantity` units from a product's stock if it has them, in one statement (a
 * concurrent order waits for this one's row and sees what it left): the stock left, or
 * undefined when there were not enough.
 */
export async function takeStock(db: Db, productId: number, quantity: number) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ stock: products.stock });
  return row?.stock;
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? 0;
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

/** The tracking view's columns (DECISIONS.md #8). */
const trackedColumns = {
  referenceNumber: orders.referenceNumber,
  orderDate: orders.orderDate,
  shipping_address: orders.shippingAddress,
  product_image: orders.productImage,
  product_name: orders.productName,
  fabric_name: orders.fabricName,
  fabric_color_name: orders.fabricColorName,
  quantity: orders.quantity,
  total_price: orders.totalPrice,
  trackingId: orders.trackingId,
  deliveryStatus: sql<string>`case when ${orders.status} = 'cancelled' then 'Cancelled'
    else ${deliveryStatuses.deliveryStatus} end`,
};

/** The most orders one reference lists for its owner. */
const TRACKED_PER_REFERENCE = 50;

/**
 * Public tracking (DECISIONS.md #8): by tracking ID, the whole tracking view of that
 * order, for anyone. By reference number (case-insensitive): for a signed-in viewer,
 * the whole view of every one of their own orders with it, newest first; for a visitor,
 * the delivery view of the newest order with it, and only of a reference one customer
 * alone uses — references are the customers' own words ("Room 101") and collide
 * (docs/decisions/0010, 0026).
 */
export async function trackOrders(
  db: Db,
  value: string,
  viewerId: number | null,
): Promise<{ view: 'full' | 'delivery'; orders: TrackedOrder[] } | undefined> {
  const tracked = () =>
    db
      .select(trackedColumns)
      .from(orders)
      .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId));
  const dated = (rows: Array<Omit<TrackedOrder, 'orderDate'> & { orderDate: Date }>) =>
    rows.map((row) => ({ ...row, orderDate: row.orderDate.toISOString() }));

  const byId = await tracked().where(eq(orders.trackingId, value.toUpperCase())).limit(1);
  if (byId.length > 0) return { view: 'full', orders: dated(byId) };

  const reference = value.toLowerCase();
  const sameReference = sql`lower(${orders.referenceNumber}) = ${reference}`;
  if (viewerId !== null) {
    const own = await tracked()
      .where(and(eq(orders.userId, viewerId), sameReference))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(TRACKED_PER_REFERENCE);
    return own.length > 0 ? { view: 'full', orders: dated(own) } : undefined;
  }
  const onlyOneCustomer = sql`(select count(distinct o.user_id) from orders o
    where lower(o.reference_number) = ${reference}) = 1`;
  const newest = await tracked()
    .where(and(sameReference, onlyOneCustomer))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(1);
  return newest.length > 0 ? { view: 'delivery', orders: dated(newest) } : undefined;
}

// ---- Idempotency-Key (DECISIONS.md #5) ----

export interface StoredAnswer {
  requestHash: string;
  status: number | null;
  body: unknown;
}

/**
 * Claims the key inside the order's transaction. A second request with the same key
 * waits on the first's uncommitted row, then finds it: it gets the stored answer.
 * Undefined means the key is now this request's.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | undefined> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return {
    requestHash: row?.requestHash ?? '',
    status: row?.responseStatus ?? null,
    body: row?.responseBody ?? null,
  };
}

export async function storeIdempotentAnswer(
  db: Db,
  userId: number,
  key: string,
  status: number,
  body: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
