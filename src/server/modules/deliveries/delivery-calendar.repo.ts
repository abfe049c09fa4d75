import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
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

export type RegionDay = { day: IsoDate; capacity: number | null; closed: boolean; booked: number };

/**
 * What a cart's delivery options read, in one statement (docs/performance.md "Delivery
 * days"): the factory's closure days from `from` to `to`, the region covering a routing
 * key (none for null), and that region's days from `daysFrom` to `to` that differ from its
 * defaults.
 */
export async function calendarOfKey(
  db: Queryable,
  routingKey: string | null,
  range: { from: IsoDate; to: IsoDate; daysFrom: IsoDate },
): Promise<{ closures: IsoDate[]; region: Region | undefined; days: RegionDay[] }> {
  const [row] = await queryRows<CalendarRow>(
    db as Database,
    sql`
    select
      (select coalesce(json_agg(${closureDays.day} order by ${closureDays.day}), '[]'::json)
        from ${closureDays}
        where ${closureDays.day} between ${range.from} and ${range.to}) as closures,
      r.id, r.name, r.capacity_unit as "capacityUnit", r.daily_capacity as "dailyCapacity",
      (select coalesce(json_agg(json_build_array(d.day, d.capacity, d.closed, d.booked)),
          '[]'::json)
        from ${deliveryDays} d
        where d.region_id = r.id and d.day between ${range.daysFrom} and ${range.to}) as days
    from (select 1) as one
    left join ${deliveryRegionKeys} k on k.routing_key = ${routingKey}
    left join ${deliveryRegions} r on r.id = k.region_id`,
  );
  const json = <T>(value: T | string): T =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return {
    closures: json(row!.closures),
    region:
      row!.id === null
        ? undefined
        : {
            id: row!.id,
            name: row!.name!,
            capacityUnit: row!.capacityUnit!,
            dailyCapacity: row!.dailyCapacity!,
          },
    days: json(row!.days).map(([day, capacity, closed, booked]) => ({
      day,
      capacity,
      closed,
      booked,
    })),
  };
}

type CalendarRow = {
  closures: IsoDate[] | string;
  id: number | null;
  name: string | null;
  capacityUnit: Region['capacityUnit'] | null;
  dailyCapacity: number | null;
  days: Array<[IsoDate, number | null, boolean, number]> | string;
};

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
