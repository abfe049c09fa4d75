import { and, asc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import { lineCentsOf, totalsCentsOf } from '../../shared/domain/pricing';
import { newTrackingId } from '../../shared/domain/tracking-id';
import type { Database } from '../database';
import { users } from '../schema/accounts';
import { companyMembers } from '../schema/companies';
import {
  fabricColors,
  fabrics,
  productImages,
  products,
  sizes,
  variations,
} from '../schema/catalog';
import { checkouts, deliveryStatuses, orders } from '../schema/orders';

export interface DemoOrderPlan {
  deliveryStatus: string;
  cancelled?: boolean;
  paid?: boolean;
  daysAgo: number;
  /** Delivered this many days ago: the day its invoice's supply date will be. */
  deliveredDaysAgo?: number;
  reference: string;
  quantity: number;
}

/** One order in each state (docs/runtime-contract.md "Demo data"); the open ones use up credit. */
const PLANS: DemoOrderPlan[] = [
  { deliveryStatus: 'Order Placed', daysAgo: 1, reference: 'MH-ROOM-101', quantity: 4 },
  { deliveryStatus: 'Scheduled', daysAgo: 9, reference: 'MH-ROOM-205', quantity: 2 },
  {
    deliveryStatus: 'Order Delivered',
    paid: true,
    daysAgo: 40,
    reference: 'MH-LOBBY-01',
    quantity: 1,
  },
  {
    deliveryStatus: 'Order Placed',
    cancelled: true,
    daysAgo: 20,
    reference: 'MH-SPARE-07',
    quantity: 3,
  },
];

export const seedDemoOrders = (db: Database, userId: number) => insertDemoOrders(db, userId, PLANS);

/** Dublin's date `days` days ago. */
const daysAgoInDublin = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Dublin',
  });

/** Orders of the demo catalogue for `userId`'s company, one checkout each, as `plans` say. */
export async function insertDemoOrders(
  db: Database,
  userId: number,
  plans: readonly DemoOrderPlan[],
): Promise<
  Array<{ id: number; checkoutId: string; deliveredOn: string | null; reference: string }>
> {
  const inserted: Array<{
    id: number;
    checkoutId: string;
    deliveredOn: string | null;
    reference: string;
  }> = [];
  const [user] = await db
    .select({ ...getTableColumns(users), companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return inserted;
  const { companyId } = user;
  const address = `${user.deliveryAddress}, ${user.deliveryCity}, ${user.deliveryEirCode}`;
  const statusIds = new Map(
    (await db.select().from(deliveryStatuses)).map((s) => [s.deliveryStatus, s.id]),
  );
  const choices = await db
    .selectDistinctOn([products.id], {
      productId: products.id,
      productName: products.productName,
      sizeId: sizes.id,
      sizeName: sizes.size,
      fabricId: fabrics.id,
      fabricName: fabrics.fabricName,
      fabricColorId: fabricColors.id,
      fabricColorName: fabricColors.colorName,
      priceCents: variations.priceCents,
      image: productImages.imageUrl,
    })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .innerJoin(sizes, eq(sizes.id, variations.sizeId))
    .innerJoin(fabrics, eq(fabrics.id, variations.fabricId))
    .innerJoin(fabricColors, eq(fabricColors.id, variations.fabricColorId))
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.sortOrder, 0)),
    )
    .where(and(isNotNull(variations.fabricId), eq(products.status, 'available')))
    .orderBy(asc(products.id), asc(variations.id))
    .limit(plans.length);

  for (const [i, plan] of plans.entries()) {
    const choice = choices[i % choices.length];
    if (!choice) return inserted;
    const line = lineCentsOf(choice.priceCents, plan.quantity);
    const totals = totalsCentsOf([{ unitCents: line.unitCents, quantity: plan.quantity }]);
    const when = new Date(Date.now() - plan.daysAgo * 86_400_000);
    const [checkout] = await db
      .insert(checkouts)
      .values({
        userId,
        companyId,
        shippingAddress: address,
        // Summed in cents by the shared rule, never as floats.
        subtotalCents: totals.subtotalCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        createdAt: when,
      })
      .returning({ id: checkouts.id });
    const deliveredOn =
      plan.deliveredDaysAgo === undefined ? null : daysAgoInDublin(plan.deliveredDaysAgo);
    const [order] = await db
      .insert(orders)
      .values({
        checkoutId: checkout!.id,
        userId,
        companyId,
        trackingId: newTrackingId(),
        productId: choice.productId,
        sizeId: choice.sizeId,
        fabricId: choice.fabricId,
        fabricColorId: choice.fabricColorId,
        productName: choice.productName,
        sizeName: choice.sizeName,
        fabricName: choice.fabricName,
        fabricColorName: choice.fabricColorName,
        productImage: choice.image,
        quantity: plan.quantity,
        unitPriceCents: line.unitCents,
        vatCents: line.vatCents,
        totalPriceCents: line.totalCents,
        referenceNumber: plan.reference,
        shippingAddress: address,
        deliveryStatusId: statusIds.get(plan.deliveryStatus)!,
        status: plan.cancelled ? 'cancelled' : 'active',
        cancelledAt: plan.cancelled ? when : null,
        isCancellable: !plan.cancelled && plan.deliveryStatus === 'Order Placed',
        paidAt: plan.paid ? when : null,
        deliveredOn,
        orderDate: when,
      })
      .returning({ id: orders.id });
    inserted.push({
      id: order!.id,
      checkoutId: checkout!.id,
      deliveredOn,
      reference: plan.reference,
    });
  }
  return inserted;
}
