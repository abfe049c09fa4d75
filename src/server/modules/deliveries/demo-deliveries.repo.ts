import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { fabricColors, fabrics, productFabrics, products, sizes } from '#src/db/schema/catalog';
import {
  closureDays,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { checkouts, orders } from '#src/db/schema/orders';
import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { CapacityUnit, LeadTime } from '#src/shared/domain/delivery-days';

// The demo delivery calendar's writes and look-ups (docs/business-rules.md "The demo shop").

/** Whether any delivery region exists: the demo calendar is seeded once, on an empty one. */
export async function hasRegions(db: Db) {
  const [found] = await db.select({ id: deliveryRegions.id }).from(deliveryRegions).limit(1);
  return found !== undefined;
}

export async function insertRegion(
  db: Db,
  region: { name: string; capacityUnit: CapacityUnit; dailyCapacity: number; keys: string[] },
) {
  const [row] = await db
    .insert(deliveryRegions)
    .values({
      name: region.name,
      capacityUnit: region.capacityUnit,
      dailyCapacity: region.dailyCapacity,
    })
    .returning({ id: deliveryRegions.id });
  await db
    .insert(deliveryRegionKeys)
    .values(region.keys.map((routingKey) => ({ routingKey, regionId: row!.id })));
  return row!.id;
}

export async function insertClosures(
  db: Db,
  days: Array<{ day: IsoDate; reason: string }>,
  createdBy: number,
) {
  if (days.length === 0) return;
  await db
    .insert(closureDays)
    .values(days.map((d) => ({ ...d, createdBy })))
    .onConflictDoNothing();
}

/** A region's day with its own capacity, or closed. */
export async function setRegionDay(
  db: Db,
  regionId: number,
  day: IsoDate,
  values: { capacity?: number | null; closed?: boolean },
) {
  await db
    .insert(deliveryDays)
    .values({ regionId, day, ...values })
    .onConflictDoUpdate({ target: [deliveryDays.regionId, deliveryDays.day], set: values });
}

export async function setProductLeadTime(db: Db, productId: number, lead: LeadTime) {
  await db
    .update(products)
    .set({ leadTimeMinDays: lead.minDays, leadTimeMaxDays: lead.maxDays })
    .where(eq(products.id, productId));
}

export async function setFabricLeadTime(
  db: Db,
  productId: number,
  fabricId: number,
  lead: LeadTime,
) {
  await db
    .update(productFabrics)
    .set({ leadTimeMinDays: lead.minDays, leadTimeMaxDays: lead.maxDays })
    .where(and(eq(productFabrics.productId, productId), eq(productFabrics.fabricId, fabricId)));
}

/** Products by SKU, sizes by name, fabrics by name and colours as "Fabric/Colour", as ids. */
export async function demoCatalogue(db: Db, skus: string[]) {
  const productRows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const sizeRows = await db.select({ id: sizes.id, name: sizes.size }).from(sizes);
  const colourRows = await db
    .select({
      fabricId: fabrics.id,
      colourId: fabricColors.id,
      fabric: fabrics.fabricName,
      colour: fabricColors.colorName,
    })
    .from(fabricColors)
    .innerJoin(fabrics, eq(fabrics.id, fabricColors.fabricId));
  return {
    products: new Map(productRows.map((p) => [p.sku, p.id])),
    sizes: new Map(sizeRows.map((s) => [s.name, s.id])),
    fabrics: new Map(colourRows.map((c) => [c.fabric, c.fabricId])),
    colours: new Map(
      colourRows.map((c) => [
        `${c.fabric}/${c.colour}`,
        { fabricId: c.fabricId, fabricColorId: c.colourId },
      ]),
    ),
  };
}

export type DemoOrderLine = Omit<
  typeof orders.$inferInsert,
  'checkoutId' | 'userId' | 'companyId' | 'siteId' | 'shippingAddress' | 'trackingId'
> & { trackingId: string };

/** A checkout to one of the company's sites with its orders, one a line, placed now. */
export async function insertDemoCheckout(
  db: Db,
  checkout: {
    userId: number;
    companyId: number;
    siteId: number;
    shippingAddress: string;
    poNumber: string;
    subtotalCents: number;
    vatCents: number;
    totalCents: number;
  },
  lines: DemoOrderLine[],
) {
  const [row] = await db
    .insert(checkouts)
    .values(checkout)
    .returning({ id: checkouts.id, number: checkouts.number });
  await db.insert(orders).values(
    lines.map((line) => ({
      ...line,
      checkoutId: row!.id,
      userId: checkout.userId,
      companyId: checkout.companyId,
      siteId: checkout.siteId,
      shippingAddress: checkout.shippingAddress,
    })),
  );
  return row!;
}
