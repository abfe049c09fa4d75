import { and, asc, between, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companySites } from '#src/db/schema/companies';
import {
  closureDays,
  deliveryBookings,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { checkouts, orders } from '#src/db/schema/orders';
import type { IsoDate } from '#src/shared/domain/calendar-dates';

/**
 * The console's reads and writes of the delivery calendar (docs/business-rules.md
 * "Delivery days"): regions and their routing keys, a region's days, closure days, and the
 * bookings the planner and the day sheet show.
 */

export type RegionValues = {
  name: string;
  capacityUnit: 'deliveries' | 'units';
  dailyCapacity: number;
};

const ACTIVE = ne(deliveryBookings.state, 'released');

export async function listRegions(db: Queryable) {
  return db
    .select({
      id: deliveryRegions.id,
      name: deliveryRegions.name,
      capacityUnit: deliveryRegions.capacityUnit,
      dailyCapacity: deliveryRegions.dailyCapacity,
    })
    .from(deliveryRegions)
    .orderBy(asc(deliveryRegions.name), asc(deliveryRegions.id));
}

export async function regionKeys(db: Queryable) {
  return db
    .select({ routingKey: deliveryRegionKeys.routingKey, regionId: deliveryRegionKeys.regionId })
    .from(deliveryRegionKeys)
    .orderBy(asc(deliveryRegionKeys.routingKey));
}

/** The keys of `keys` another region than `regionId` already has, with that region's name. */
export async function keysTakenElsewhere(
  db: Queryable,
  keys: readonly string[],
  regionId: number | null,
) {
  if (keys.length === 0) return [];
  return db
    .select({ routingKey: deliveryRegionKeys.routingKey, regionName: deliveryRegions.name })
    .from(deliveryRegionKeys)
    .innerJoin(deliveryRegions, eq(deliveryRegions.id, deliveryRegionKeys.regionId))
    .where(
      and(
        inArray(deliveryRegionKeys.routingKey, [...keys]),
        regionId === null ? undefined : ne(deliveryRegionKeys.regionId, regionId),
      ),
    )
    .orderBy(asc(deliveryRegionKeys.routingKey));
}

export async function regionNamed(db: Queryable, name: string) {
  const [row] = await db
    .select({ id: deliveryRegions.id })
    .from(deliveryRegions)
    .where(sql`lower(${deliveryRegions.name}) = lower(${name})`);
  return row;
}

export async function insertRegion(db: Queryable, values: RegionValues) {
  const [row] = await db.insert(deliveryRegions).values(values).returning();
  return row!;
}

export async function updateRegion(db: Queryable, id: number, values: Partial<RegionValues>) {
  await db
    .update(deliveryRegions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryRegions.id, id));
}

export async function deleteRegion(db: Queryable, id: number) {
  await db.delete(deliveryRegions).where(eq(deliveryRegions.id, id));
}

export async function setRegionKeys(db: Queryable, regionId: number, keys: readonly string[]) {
  await db.delete(deliveryRegionKeys).where(eq(deliveryRegionKeys.regionId, regionId));
  if (keys.length > 0) {
    await db
      .insert(deliveryRegionKeys)
      .values(keys.map((routingKey) => ({ routingKey, regionId })));
  }
}

/** Bookings per region still to be delivered: on `today` or later, or without a day. */
export async function bookingsToCome(db: Queryable, today: IsoDate) {
  return db
    .select({ regionId: deliveryBookings.regionId, count: count() })
    .from(deliveryBookings)
    .where(
      and(ACTIVE, sql`(${deliveryBookings.day} is null or ${deliveryBookings.day} >= ${today})`),
    )
    .groupBy(deliveryBookings.regionId);
}

/** Every booking of a region, whatever its state (they keep the region from being deleted). */
export async function regionBookingCount(db: Queryable, regionId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(deliveryBookings)
    .where(eq(deliveryBookings.regionId, regionId));
  return row?.count ?? 0;
}

/** A region's days with their own settings or bookings, between two dates. */
export async function daysOfRegions(
  db: Queryable,
  regionIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
) {
  if (regionIds.length === 0) return [];
  return db
    .select({
      regionId: deliveryDays.regionId,
      day: deliveryDays.day,
      capacity: deliveryDays.capacity,
      closed: deliveryDays.closed,
      booked: deliveryDays.booked,
    })
    .from(deliveryDays)
    .where(
      and(inArray(deliveryDays.regionId, [...regionIds]), between(deliveryDays.day, from, to)),
    );
}

/** Sets a region's day's own capacity and closing, keeping what is booked on it. */
export async function upsertRegionDay(
  db: Queryable,
  regionId: number,
  day: IsoDate,
  values: { capacity: number | null; closed: boolean },
) {
  const [row] = await db
    .insert(deliveryDays)
    .values({ regionId, day, ...values })
    .onConflictDoUpdate({ target: [deliveryDays.regionId, deliveryDays.day], set: values })
    .returning();
  return row!;
}

/** Active bookings on some days (of one region, or of all). */
export async function bookingsOnDays(db: Queryable, days: readonly IsoDate[], regionId?: number) {
  if (days.length === 0) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(deliveryBookings)
    .where(
      and(
        ACTIVE,
        inArray(deliveryBookings.day, [...days]),
        regionId === undefined ? undefined : eq(deliveryBookings.regionId, regionId),
      ),
    );
  return row?.count ?? 0;
}

export async function listClosures(db: Queryable, from: IsoDate, to: IsoDate) {
  return db
    .select({ day: closureDays.day, reason: closureDays.reason })
    .from(closureDays)
    .where(between(closureDays.day, from, to))
    .orderBy(asc(closureDays.day));
}

/** Adds closure days; a day already closed takes the new reason. */
export async function upsertClosures(
  db: Queryable,
  days: readonly IsoDate[],
  reason: string,
  createdBy: number,
) {
  if (days.length === 0) return [];
  return db
    .insert(closureDays)
    .values(days.map((day) => ({ day, reason, createdBy })))
    .onConflictDoUpdate({ target: closureDays.day, set: { reason } })
    .returning({ day: closureDays.day, reason: closureDays.reason });
}

export async function deleteClosure(db: Queryable, day: IsoDate) {
  const gone = await db
    .delete(closureDays)
    .where(eq(closureDays.day, day))
    .returning({ day: closureDays.day });
  return gone.length === 1;
}

const bookingColumns = {
  id: deliveryBookings.id,
  checkoutId: deliveryBookings.checkoutId,
  regionId: deliveryBookings.regionId,
  day: deliveryBookings.day,
  earliestOn: deliveryBookings.earliestOn,
  state: deliveryBookings.state,
  units: deliveryBookings.units,
  load: deliveryBookings.load,
  checkoutNumber: checkouts.number,
  poNumber: checkouts.poNumber,
  shippingAddress: checkouts.shippingAddress,
  company: companies.shortName,
  buyer: users.fullName,
  siteName: companySites.name,
  siteAddress: companySites.address,
  siteCity: companySites.city,
  siteEircode: companySites.eircode,
  siteContactName: companySites.contactName,
  siteContactPhone: companySites.contactPhone,
  siteNotes: companySites.deliveryNotes,
};

function bookingsQuery(db: Queryable) {
  return db
    .select(bookingColumns)
    .from(deliveryBookings)
    .innerJoin(checkouts, eq(checkouts.id, deliveryBookings.checkoutId))
    .innerJoin(companies, eq(companies.id, checkouts.companyId))
    .innerJoin(users, eq(users.id, checkouts.userId))
    .leftJoin(companySites, eq(companySites.id, checkouts.siteId));
}

export type BookingView = Awaited<ReturnType<typeof bookingsBetween>>[number];

/** Active bookings with a day between two dates (of one region, or all), in booking order. */
export async function bookingsBetween(
  db: Queryable,
  from: IsoDate,
  to: IsoDate,
  regionId?: number,
) {
  return bookingsQuery(db)
    .where(
      and(
        ACTIVE,
        between(deliveryBookings.day, from, to),
        regionId === undefined ? undefined : eq(deliveryBookings.regionId, regionId),
      ),
    )
    .orderBy(asc(deliveryBookings.day), asc(deliveryBookings.id));
}

/** Active bookings without a day: staff are to agree one with the buyer. */
export async function bookingsWithoutDay(db: Queryable, regionId?: number) {
  return bookingsQuery(db)
    .where(
      and(
        ACTIVE,
        isNull(deliveryBookings.day),
        regionId === undefined ? undefined : eq(deliveryBookings.regionId, regionId),
      ),
    )
    .orderBy(asc(deliveryBookings.earliestOn), asc(deliveryBookings.id));
}

export async function bookingView(db: Queryable, id: number) {
  const [row] = await bookingsQuery(db).where(eq(deliveryBookings.id, id));
  return row;
}

/** The active orders of some checkouts: what each delivery carries. */
export async function itemsOfCheckouts(db: Queryable, checkoutIds: readonly string[]) {
  if (checkoutIds.length === 0) return [];
  return db
    .select({
      checkoutId: orders.checkoutId,
      orderId: orders.id,
      trackingId: orders.trackingId,
      product: orders.productName,
      size: orders.sizeName,
      fabric: orders.fabricName,
      colour: orders.fabricColorName,
      quantity: orders.quantity,
      reference: orders.referenceNumber,
    })
    .from(orders)
    .where(and(inArray(orders.checkoutId, [...checkoutIds]), eq(orders.status, 'active')))
    .orderBy(asc(orders.id));
}

/** Active bookings of a region from `today` on (a unit change would mis-count them). */
export async function regionBookingsFrom(db: Queryable, regionId: number, today: IsoDate) {
  const [row] = await db
    .select({ count: count() })
    .from(deliveryBookings)
    .where(
      and(
        ACTIVE,
        eq(deliveryBookings.regionId, regionId),
        sql`(${deliveryBookings.day} is null or ${deliveryBookings.day} >= ${today})`,
      ),
    );
  return row?.count ?? 0;
}
