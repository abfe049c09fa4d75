import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import { fromCents } from '#src/shared/domain/money';
import type { TrackedOrder } from '#src/shared/schemas/orders';

/** The tracking view's columns (docs/business-rules.md "Tracking"). */
const trackedColumns = {
  referenceNumber: orders.referenceNumber,
  orderDate: orders.orderDate,
  shipping_address: orders.shippingAddress,
  product_image: orders.productImage,
  product_name: orders.productName,
  fabric_name: orders.fabricName,
  fabric_color_name: orders.fabricColorName,
  quantity: orders.quantity,
  totalPriceCents: orders.totalPriceCents,
  trackingId: orders.trackingId,
  deliveryStatus: sql<string>`case when ${orders.status} = 'cancelled' then 'Cancelled'
    else ${deliveryStatuses.deliveryStatus} end`,
  /** Not shown: finds the checkout's delivery. */
  checkoutId: orders.checkoutId,
};

export type TrackedRow = Omit<TrackedOrder, 'delivery'> & { checkoutId: string };

/** The most orders one reference lists for its owner. */
const TRACKED_PER_REFERENCE = 50;

/**
 * Public tracking (docs/business-rules.md "Tracking"): by tracking ID, the whole tracking view of that
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
): Promise<{ view: 'full' | 'delivery'; orders: TrackedRow[] } | undefined> {
  const tracked = () =>
    db
      .select(trackedColumns)
      .from(orders)
      .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId));
  const dated = (
    rows: Array<
      Omit<TrackedRow, 'orderDate' | 'total_price'> & { orderDate: Date; totalPriceCents: number }
    >,
  ) =>
    rows.map(({ totalPriceCents, ...row }) => ({
      ...row,
      orderDate: row.orderDate.toISOString(),
      total_price: fromCents(totalPriceCents),
    }));

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
