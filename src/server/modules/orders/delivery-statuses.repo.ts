import { asc, eq } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { deliveryStatuses } from '#src/db/schema/orders';

export async function firstDeliveryStatusId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: deliveryStatuses.id })
    .from(deliveryStatuses)
    .orderBy(asc(deliveryStatuses.position))
    .limit(1);
  if (!row) throw new Error('The delivery-status list is empty');
  return row.id;
}

/** The ordered delivery statuses (staff edit them; the first is where an order starts). */
export async function listDeliveryStatuses(db: Db) {
  return db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
}

export async function deliveryStatusName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: deliveryStatuses.deliveryStatus })
    .from(deliveryStatuses)
    .where(eq(deliveryStatuses.id, id));
  return row?.name ?? '';
}
