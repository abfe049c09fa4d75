import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import {
  closureDays,
  deliveryBookingEvents,
  deliveryBookings,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import type { IsoDate } from '#src/shared/domain/calendar-dates';

/** The factory's closure days between two dates, both included. */
export async function closuresBetween(db: Queryable, from: IsoDate, to: IsoDate) {
  return db
    .select({ day: closureDays.day, reason: closureDays.reason })
    .from(closureDays)
    .where(between(closureDays.day, from, to))
    .orderBy(asc(closureDays.day));
}

export type Region = {
  id: number;
  name: string;
  capacityUnit: 'deliveries' | 'units';
  dailyCapacity: number;
};

const regionColumns = {
  id: deliveryRegions.id,
  name: deliveryRegions.name,
  capacityUnit: deliveryRegions.capacityUnit,
  dailyCapacity: deliveryRegions.dailyCapacity,
};

/** The region whose crews cover an Eircode routing key, if any. */
export async function regionOfKey(db: Queryable, routingKey: string): Promise<Region | undefined> {
  const [row] = await db
    .select(regionColumns)
    .from(deliveryRegionKeys)
    .innerJoin(deliveryRegions, eq(deliveryRegions.id, deliveryRegionKeys.regionId))
    .where(eq(deliveryRegionKeys.routingKey, routingKey));
  return row;
}

export async function regionById(db: Queryable, id: number): Promise<Region | undefined> {
  const [row] = await db
    .select(regionColumns)
    .from(deliveryRegions)
    .where(eq(deliveryRegions.id, id));
  return row;
}

/** A region's days that differ from its defaults (booked, closed or own capacity). */
export async function regionDays(db: Queryable, regionId: number, from: IsoDate, to: IsoDate) {
  return db
    .select({
      day: deliveryDays.day,
      capacity: deliveryDays.capacity,
      closed: deliveryDays.closed,
      booked: deliveryDays.booked,
    })
    .from(deliveryDays)
    .where(and(eq(deliveryDays.regionId, regionId), between(deliveryDays.day, from, to)));
}

/**
 * Takes `load` of a region's day when it has that much left, in one conditional UPDATE:
 * a second booker waits for the first's row lock and then sees what the first took, so the
 * last slot goes once. False when the day is closed or full.
 */
export async function reserveDay(db: Queryable, regionId: number, day: IsoDate, load: number) {
  await db.insert(deliveryDays).values({ regionId, day }).onConflictDoNothing();
  const taken = await db
    .update(deliveryDays)
    .set({ booked: sql`${deliveryDays.booked} + ${load}` })
    .from(deliveryRegions)
    .where(
      and(
        eq(deliveryDays.regionId, regionId),
        eq(deliveryDays.day, day),
        eq(deliveryRegions.id, deliveryDays.regionId),
        eq(deliveryDays.closed, false),
        sql`${deliveryDays.booked} + ${load} <= coalesce(${deliveryDays.capacity}, ${deliveryRegions.dailyCapacity})`,
      ),
    )
    .returning({ day: deliveryDays.day });
  return taken.length === 1;
}

/** Gives a booking's load back to its day. */
export async function releaseDay(db: Queryable, regionId: number, day: IsoDate, load: number) {
  await db
    .update(deliveryDays)
    .set({ booked: sql`greatest(${deliveryDays.booked} - ${load}, 0)` })
    .where(and(eq(deliveryDays.regionId, regionId), eq(deliveryDays.day, day)));
}

export type BookingRow = typeof deliveryBookings.$inferSelect;

export async function insertBooking(db: Queryable, values: typeof deliveryBookings.$inferInsert) {
  const [row] = await db.insert(deliveryBookings).values(values).returning();
  return row!;
}

/** A booking with its row locked for the rest of the transaction. */
export async function lockBooking(db: Queryable, id: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryBookings)
    .where(eq(deliveryBookings.id, id))
    .for('update');
  return row;
}

export async function bookingOfCheckout(db: Queryable, checkoutId: string) {
  const [row] = await db
    .select()
    .from(deliveryBookings)
    .where(eq(deliveryBookings.checkoutId, checkoutId));
  return row;
}

export async function updateBooking(
  db: Queryable,
  id: number,
  values: Partial<Pick<BookingRow, 'day' | 'state'>>,
) {
  await db
    .update(deliveryBookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryBookings.id, id));
}

export async function insertBookingEvent(
  db: Queryable,
  values: typeof deliveryBookingEvents.$inferInsert,
) {
  await db.insert(deliveryBookingEvents).values(values);
}
