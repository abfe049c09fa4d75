import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { orderEvents, orders } from '#src/db/schema/orders';

/** A checkout's orders still active: what its delivery carries. */
export async function checkoutOrdersToSchedule(db: Queryable, checkoutId: string) {
  return db
    .select({ id: orders.id, deliveryStatusId: orders.deliveryStatusId })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'active')));
}

/**
 * Moves orders to Scheduled with their history: from then on the buyer can no longer cancel
 * them (docs/business-rules.md "Cancellation").
 */
export async function scheduleOrders(
  db: Queryable,
  moving: Array<{ id: number; from: string | null }>,
  scheduled: { id: number; deliveryStatus: string },
  actorUserId: number,
) {
  if (moving.length === 0) return;
  await db
    .update(orders)
    .set({ deliveryStatusId: scheduled.id, isCancellable: false, updatedAt: new Date() })
    .where(
      inArray(
        orders.id,
        moving.map((o) => o.id),
      ),
    );
  await db.insert(orderEvents).values(
    moving.map((o) => ({
      orderId: o.id,
      kind: 'delivery-status',
      detail: { from: o.from, to: scheduled.deliveryStatus },
      actorUserId,
    })),
  );
}
