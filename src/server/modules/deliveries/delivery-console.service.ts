import type { Database, Queryable } from '#src/db/database';
import {
  addDays,
  dayName,
  daysBetween,
  dublinDate,
  isIsoDate,
  weekday,
  type IsoDate,
} from '#src/shared/domain/calendar-dates';
import type {
  AdminRegion,
  ClosureBody,
  Planner,
  PlannerBooking,
  PlannerQuery,
  RegionBody,
  RegionDayBody,
  RegionPatchBody,
} from '#src/shared/schemas/admin-deliveries';
import {
  CLOSURE_RANGE_MAX_DAYS,
  PLANNER_MAX_DAYS,
  regionBody,
  regionPatchBody,
} from '#src/shared/schemas/admin-deliveries';
import { FormError } from '../../lib/form-validation';
import { isWorkingDay, publicHolidayName } from '../../lib/working-days';
import { confirmBooking, proposeDay, type DeliveryDeps } from './delivery-bookings.service';
import { bookingOfCheckout, regionById } from './delivery-calendar.repo';
import * as repo from './delivery-console.repo';
import { calendarAround, openDays } from './delivery-days.service';

/**
 * The console's side of delivery days (docs/business-rules.md "Delivery days"): regions and
 * their routing keys, a region's days, the factory's closure days, the planner, and staff's
 * confirm and propose steps (delivery-bookings.service.ts does the steps themselves).
 */

export const REGION_NOT_FOUND = 'No delivery region was found with that id.';
export const CLOSURE_NOT_FOUND = 'That day is not a closure day.';
export const PLANNER_RANGE = `Choose a range of at most ${PLANNER_MAX_DAYS} days, its end on or after its start.`;
export const CLOSURE_RANGE = `A closure range ends on or after its first day, at most ${CLOSURE_RANGE_MAX_DAYS} days later.`;
export const DAY_FORMAT = 'day must be a real date written YYYY-MM-DD.';
export const keyTaken = (key: string, region: string) =>
  `${key} is already in the region ${region}: a routing key belongs to one region only.`;
export const CLOSURE_ON_WEEKEND =
  'The factory is closed at weekends anyway: choose a weekday, or give a range.';
export const nameTaken = (name: string) => `A region named ${name} already exists.`;
export const unitLocked = (n: number) =>
  `This region has ${n} delivery booking${n === 1 ? '' : 's'} to come, counted in its present unit: move or deliver ${n === 1 ? 'it' : 'them'} before changing the unit.`;
export const regionInUse = (n: number) =>
  `This region has ${n} delivery booking${n === 1 ? '' : 's'} on record and cannot be deleted: take its routing keys away instead.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/* ---------------------------------------------------------------- regions */

export async function listRegions(db: Queryable, today: IsoDate = dublinDate()) {
  const [regions, keys, toCome] = await Promise.all([
    repo.listRegions(db),
    repo.regionKeys(db),
    repo.bookingsToCome(db, today),
  ]);
  const waiting = new Map(toCome.map((r) => [r.regionId, r.count]));
  return {
    regions: regions.map((r): AdminRegion => ({
      id: r.id,
      name: r.name,
      routing_keys: keys.filter((k) => k.regionId === r.id).map((k) => k.routingKey),
      capacity_unit: r.capacityUnit,
      daily_capacity: r.dailyCapacity,
      bookings_to_come: waiting.get(r.id) ?? 0,
    })),
  };
}

async function regionView(db: Queryable, id: number) {
  const region = (await listRegions(db)).regions.find((r) => r.id === id);
  if (!region) throw new FormError(404, [], REGION_NOT_FOUND);
  return region;
}

async function checkNameAndKeys(
  tx: Queryable,
  regionId: number | null,
  name: string | undefined,
  keys: readonly string[] | undefined,
) {
  if (name !== undefined) {
    const same = await repo.regionNamed(tx, name);
    if (same && same.id !== regionId) {
      throw new FormError(409, [{ field: 'name', message: nameTaken(name) }]);
    }
  }
  if (keys !== undefined) {
    const taken = await repo.keysTakenElsewhere(tx, keys, regionId);
    if (taken.length > 0) {
      throw new FormError(
        409,
        taken.map((k) => ({
          field: 'routing_keys',
          message: keyTaken(k.routingKey, k.regionName),
        })),
      );
    }
  }
}

export async function createRegion(db: Database, input: RegionBody) {
  const body = regionBody.parse(input);
  return db.transaction(async (tx) => {
    await checkNameAndKeys(tx, null, body.name, body.routing_keys);
    const row = await repo.insertRegion(tx, {
      name: body.name,
      capacityUnit: body.capacity_unit,
      dailyCapacity: body.daily_capacity,
    });
    await repo.setRegionKeys(tx, row.id, body.routing_keys);
    const region = await regionView(tx, row.id);
    return { region, message: `Region ${region.name} added.` };
  });
}

export async function changeRegion(
  db: Database,
  id: number,
  input: RegionPatchBody,
  today: IsoDate = dublinDate(),
) {
  const body = regionPatchBody.parse(input);
  return db.transaction(async (tx) => {
    const before = await regionById(tx, id);
    if (!before) throw new FormError(404, [], REGION_NOT_FOUND);
    await checkNameAndKeys(tx, id, body.name, body.routing_keys);
    if (body.capacity_unit !== undefined && body.capacity_unit !== before.capacityUnit) {
      const waiting = await repo.regionBookingsFrom(tx, id, today);
      if (waiting > 0) {
        throw new FormError(409, [{ field: 'capacity_unit', message: unitLocked(waiting) }]);
      }
    }
    await repo.updateRegion(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.capacity_unit !== undefined && { capacityUnit: body.capacity_unit }),
      ...(body.daily_capacity !== undefined && { dailyCapacity: body.daily_capacity }),
    });
    if (body.routing_keys !== undefined) await repo.setRegionKeys(tx, id, body.routing_keys);
    const region = await regionView(tx, id);
    return { region, message: `Region ${region.name} saved.` };
  });
}

export async function deleteRegion(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const region = await regionById(tx, id);
    if (!region) throw new FormError(404, [], REGION_NOT_FOUND);
    const bookings = await repo.regionBookingCount(tx, id);
    if (bookings > 0) throw new FormError(409, [], regionInUse(bookings));
    await repo.deleteRegion(tx, id);
    return { message: `Region ${region.name} deleted.` };
  });
}

/* ---------------------------------------------------------------- a region's day */

/**
 * A region's day: its own capacity (null: the region's) and whether its crew is off.
 * Closing a day that holds bookings is allowed; the answer says how many staff must move.
 */
export async function setRegionDay(
  db: Database,
  regionId: number,
  day: string,
  body: RegionDayBody,
) {
  if (!isIsoDate(day)) throw new FormError(400, [{ field: 'day', message: DAY_FORMAT }]);
  return db.transaction(async (tx) => {
    const region = await regionById(tx, regionId);
    if (!region) throw new FormError(404, [], REGION_NOT_FOUND);
    const row = await repo.upsertRegionDay(tx, regionId, day, body);
    const bookings = await repo.bookingsOnDays(tx, [day], regionId);
    const capacity = row.capacity ?? region.dailyCapacity;
    const when = `${region.name}, ${dayName(day)}`;
    let message: string;
    if (row.closed) {
      message =
        bookings > 0
          ? `${when} closed. It holds ${plural(bookings, 'booking')}, which must be moved to another day.`
          : `${when} closed.`;
    } else {
      message = `${when}: open, capacity ${capacity} ${region.capacityUnit}${row.capacity === null ? ' (the region’s)' : ''}.`;
      if (row.booked > capacity) message += ` ${row.booked} already booked: over capacity.`;
    }
    return {
      day: {
        region_id: regionId,
        date: day,
        own_capacity: row.capacity,
        capacity,
        booked: row.booked,
        closed: row.closed,
        bookings,
      },
      message,
    };
  });
}

/* ---------------------------------------------------------------- closure days */

export async function listClosures(
  db: Queryable,
  query: { from?: string; to?: string },
  today: IsoDate = dublinDate(),
) {
  const from = query.from ?? addDays(today, -31);
  const to = query.to ?? addDays(from, 730);
  return { closures: await repo.listClosures(db, from, to) };
}

/** Adds one closure day, or a range's weekdays; bookings already on them are counted. */
export async function addClosures(db: Database, body: ClosureBody, staffId: number) {
  const last = body.to ?? body.day;
  const span = daysBetween(body.day, last);
  if (span < 0 || span > CLOSURE_RANGE_MAX_DAYS) {
    throw new FormError(400, [{ field: 'to', message: CLOSURE_RANGE }]);
  }
  const wd = weekday(body.day);
  if (body.to === undefined && (wd === 0 || wd === 6)) {
    throw new FormError(400, [{ field: 'day', message: CLOSURE_ON_WEEKEND }]);
  }
  const days: IsoDate[] = [];
  for (let day = body.day; day <= last; day = addDays(day, 1)) {
    const wd = weekday(day);
    if (body.to === undefined || (wd !== 0 && wd !== 6)) days.push(day);
  }
  return db.transaction(async (tx) => {
    const closures = await repo.upsertClosures(tx, days, body.reason.trim(), staffId);
    closures.sort((a, b) => a.day.localeCompare(b.day));
    const bookings = await repo.bookingsOnDays(tx, days);
    const what =
      closures.length === 1
        ? `${dayName(closures[0]!.day)} is a closure day`
        : `${closures.length} closure days added, ${dayName(closures[0]!.day)} to ${dayName(closures.at(-1)!.day)}`;
    const message =
      bookings > 0
        ? `${what}. ${plural(bookings, 'booking')} on ${closures.length === 1 ? 'it' : 'them'} must be moved.`
        : `${what}.`;
    return { closures, bookings, message };
  });
}

export async function removeClosure(db: Database, day: IsoDate) {
  if (!(await repo.deleteClosure(db, day))) throw new FormError(404, [], CLOSURE_NOT_FOUND);
  return { message: `${dayName(day)} is no longer a closure day.` };
}

/* ---------------------------------------------------------------- the planner */

async function viewsOf(db: Queryable, rows: repo.BookingView[]): Promise<PlannerBooking[]> {
  const items = await repo.itemsOfCheckouts(
    db,
    rows.map((r) => r.checkoutId),
  );
  return rows.map((r) => ({
    id: r.id,
    checkout_number: r.checkoutNumber,
    po_number: r.poNumber,
    company: r.company,
    buyer: r.buyer,
    region_id: r.regionId,
    day: r.day,
    earliest_on: r.earliestOn,
    state: r.state,
    units: r.units,
    load: r.load,
    shipping_address: r.shippingAddress,
    site:
      r.siteName === null
        ? null
        : {
            name: r.siteName,
            address: r.siteAddress ?? '',
            city: r.siteCity ?? '',
            eircode: r.siteEircode ?? '',
            contact_name: r.siteContactName ?? '',
            contact_phone: r.siteContactPhone ?? '',
            delivery_notes: r.siteNotes ?? '',
          },
    items: items
      .filter((i) => i.checkoutId === r.checkoutId)
      .map((i) => ({
        order_id: i.orderId,
        tracking_id: i.trackingId,
        product: i.product,
        size: i.size,
        fabric: i.fabric,
        colour: i.colour,
        quantity: i.quantity,
        reference: i.reference,
      })),
  }));
}

/** Days × regions between two dates: capacity, booked, left, closed, and their bookings. */
export async function planner(db: Queryable, query: PlannerQuery): Promise<Planner> {
  const span = daysBetween(query.from, query.to);
  if (span < 0 || span >= PLANNER_MAX_DAYS) {
    throw new FormError(400, [{ field: 'to', message: PLANNER_RANGE }]);
  }
  let regions = await repo.listRegions(db);
  if (query.region_id !== undefined) {
    regions = regions.filter((r) => r.id === query.region_id);
    if (regions.length === 0) throw new FormError(404, [], REGION_NOT_FOUND);
  }
  const ids = regions.map((r) => r.id);
  const [rows, bookings, closures, isWorking, waiting] = await Promise.all([
    repo.daysOfRegions(db, ids, query.from, query.to),
    repo.bookingsBetween(db, query.from, query.to, query.region_id),
    repo.listClosures(db, query.from, query.to),
    calendarAround(db, query.from, query.to),
    repo.bookingsWithoutDay(db, query.region_id),
  ]);
  const views = await viewsOf(db, [...bookings, ...waiting]);
  const dayViews = views.slice(0, bookings.length);
  const closureOf = new Map(closures.map((c) => [c.day, c.reason]));
  const rowOf = new Map(rows.map((r) => [`${r.regionId} ${r.day}`, r]));
  const days: Planner['days'] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const wd = weekday(date);
    const working = isWorking(date);
    const closure =
      closureOf.get(date) ??
      (!working && wd !== 0 && wd !== 6 && !isWorkingDay(date)
        ? (publicHolidayName(date) ?? 'Public holiday')
        : null);
    days.push({
      date,
      working,
      closure,
      cells: regions.map((region) => {
        const row = rowOf.get(`${region.id} ${date}`);
        const capacity = row?.capacity ?? region.dailyCapacity;
        const booked = row?.booked ?? 0;
        const closed = (row?.closed ?? false) || !working;
        return {
          region_id: region.id,
          capacity,
          own_capacity: row?.capacity ?? null,
          booked,
          left: closed ? 0 : Math.max(capacity - booked, 0),
          closed,
          bookings: dayViews.filter((b) => b.day === date && b.region_id === region.id),
        };
      }),
    });
  }
  return {
    from: query.from,
    to: query.to,
    regions: regions.map((r) => ({
      id: r.id,
      name: r.name,
      capacity_unit: r.capacityUnit,
      daily_capacity: r.dailyCapacity,
    })),
    days,
    to_agree: views.slice(bookings.length),
  };
}

/** One region's day as the day sheet prints it: its bookings in booking order. */
export async function daySheetFacts(db: Queryable, regionId: number, day: IsoDate) {
  const region = await regionById(db, regionId);
  if (!region) throw new FormError(404, [], REGION_NOT_FOUND);
  const bookings = await viewsOf(db, await repo.bookingsBetween(db, day, day, regionId));
  return { region, day, bookings };
}

/* ---------------------------------------------------------------- staff's steps */

/** Days a booking could move to: open working days, from its earliest date, with room for it. */
export async function bookingDays(db: Queryable, bookingId: number, today: IsoDate = dublinDate()) {
  const booking = await repo.bookingView(db, bookingId);
  if (!booking || booking.state === 'released') {
    throw new FormError(404, [], 'No delivery booking was found with that id.');
  }
  if (booking.regionId === null) return { load: booking.load, days: [] };
  const region = (await regionById(db, booking.regionId))!;
  // From the day the goods are ready (not before tomorrow): staff may plan past the
  // buyer's window, so two months of days are offered.
  const tomorrow = addDays(today, 1);
  const from = booking.earliestOn > tomorrow ? booking.earliestOn : tomorrow;
  const to = addDays(from, 62);
  const isWorking = await calendarAround(db, from, to);
  const days = (await openDays(db, region, from, booking.load, isWorking, to)).filter(
    (d) => d.date !== booking.day,
  );
  return { load: booking.load, days };
}

export async function confirm(deps: DeliveryDeps, bookingId: number, staffId: number) {
  const step = await confirmBooking(deps, bookingId, staffId);
  const view = (await repo.bookingView(deps.db, bookingId))!;
  return {
    booking: { id: bookingId, day: step.booking.day, state: step.booking.state },
    message: `${view.checkoutNumber} confirmed for ${dayName(step.booking.day!)}: its orders are Scheduled.`,
  };
}

export async function propose(
  deps: DeliveryDeps,
  bookingId: number,
  body: { day: IsoDate; note?: string },
  staffId: number,
) {
  const step = await proposeDay(deps, bookingId, body.day, staffId, body.note ?? '');
  const view = (await repo.bookingView(deps.db, bookingId))!;
  const from = step.fromDay ? ` from ${dayName(step.fromDay)}` : '';
  return {
    booking: { id: bookingId, day: step.booking.day, state: step.booking.state },
    message: `${view.checkoutNumber} moved${from} to ${dayName(body.day)}, proposed to the buyer.`,
  };
}

/** A checkout's delivery on the console's order page: its day, state and region, if booked. */
export async function checkoutDelivery(db: Queryable, checkoutId: string) {
  const booking = await bookingOfCheckout(db, checkoutId);
  if (!booking) return null;
  const region = booking.regionId === null ? undefined : await regionById(db, booking.regionId);
  return {
    bookingId: booking.id,
    day: booking.day,
    state: booking.state,
    earliestOn: booking.earliestOn,
    region: region ? { id: region.id, name: region.name } : null,
  };
}
