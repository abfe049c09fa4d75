import type { Queryable } from '#src/db/database';
import { addDays, dayName, dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import {
  BOOKING_WINDOW_DAYS,
  cartLeadTime,
  earliestDelivery,
  eircodeInAddress,
  cartLeadTimeLabel,
  loadOf,
  mayBuyerMove,
  moveDeadline,
  routingKeyOf,
  type IsWorkingDay,
  type LeadTime,
} from '#src/shared/domain/delivery-days';
import { normaliseEircode } from '#src/shared/domain/eircode';
import { FormError } from '../../lib/form-validation';
import { factoryCalendar } from '../../lib/working-days';
import { leadTimeOfLine, type LeadTimeFacts } from '../orders/order-lines';
import {
  calendarOfKey,
  closuresBetween,
  insertBooking,
  insertBookingEvent,
  regionDays,
  regionOfKey,
  releaseDay,
  reserveDay,
  regionById,
  type BookingRow,
  type Region,
  type RegionDay,
} from './delivery-calendar.repo';

/**
 * Delivery days (docs/business-rules.md "Delivery days"): the earliest date of a cart, the
 * days a region's crews can still take it, and booking, moving and releasing a day with the
 * region's capacity taken or given back in the same transaction.
 */

export const DAY_TAKEN =
  'That delivery day has just been taken or closed. Choose another day, or the earliest possible.';
export const DAY_TOO_EARLY = 'That day is before the earliest delivery date of these goods.';
export const DAY_NOT_WORKING =
  'We do not deliver on that day: it is a weekend, holiday or closure day.';
export const DAY_OUT_OF_WINDOW = `Choose a day within ${BOOKING_WINDOW_DAYS / 7} weeks of the earliest delivery date.`;
export const NO_REGION_DAYS =
  'We do not book days for this address yet: choose the earliest possible and we will agree a day with you.';
export const tooLateToMove = (deadline: IsoDate) =>
  `This delivery can no longer be moved: the terms allow changes until 5 working days before it (the last day was ${dayName(deadline)}). Call us and we will do what we can.`;
/** A move to a day too close: the same terms, from the new day's side. */
export const tooSoonToMoveTo = (day: IsoDate) =>
  `${dayName(day)} is too soon: a delivery is moved at least 5 working days before its day. Choose a later day.`;
/** A move to a day that went while the buyer chose (the checkout's own says "or the earliest possible"). */
export const MOVE_DAY_TAKEN =
  'That delivery day has just been taken or closed. Choose another day.';

/** The factory's calendar around today: public holidays, weekends and closure days. */
export async function calendarAround(db: Queryable, from: IsoDate, to: IsoDate) {
  const closures = await closuresBetween(db, from, to);
  return factoryCalendar(closures.map((c) => c.day));
}

/** The dates the calendar of a lead time is read for: until past its booking window. */
function calendarRange(today: IsoDate, lead: LeadTime) {
  // A lead time of N working days never needs more than 2N + 30 calendar days.
  return {
    from: addDays(today, -30),
    to: addDays(today, lead.maxDays * 2 + 30 + BOOKING_WINDOW_DAYS),
  };
}

/** Working days from `today` until past the booking window of a lead time: one read. */
async function calendarFor(db: Queryable, today: IsoDate, lead: LeadTime) {
  const { from, to } = calendarRange(today, lead);
  return calendarAround(db, from, to);
}

export type CartLine = { product: LeadTimeFacts; fabricId: number | null; quantity: number };

/** A cart's lead time (its slowest line) and what it weighs for a region's capacity. */
export function cartFacts(lines: readonly CartLine[]) {
  const lead = cartLeadTime(lines.map((l) => leadTimeOfLine(l.product, l.fabricId)));
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return { lead, units };
}

/** The region covering an Eircode (site) or an Eircode written in a typed address. */
export async function regionForAddress(
  db: Queryable,
  address: { eircode?: string | null; text?: string | null },
): Promise<Region | undefined> {
  const key = routingKeyOfAddress(address);
  return key ? regionOfKey(db, key) : undefined;
}

function routingKeyOfAddress(address: { eircode?: string | null; text?: string | null }) {
  const eircode =
    (address.eircode ? normaliseEircode(address.eircode) : undefined) ??
    (address.text ? eircodeInAddress(address.text) : undefined);
  return eircode ? routingKeyOf(eircode) : undefined;
}

export type DayLeft = { date: IsoDate; left: number };

/**
 * The days from `earliest` to `last` (the booking window by default) a region can still
 * take `load` on: the checkout's, the buyer's move's and the planner's "Move…" days.
 */
export async function openDays(
  db: Queryable,
  region: Region,
  earliest: IsoDate,
  load: number,
  isWorking: IsWorkingDay,
  last: IsoDate = addDays(earliest, BOOKING_WINDOW_DAYS),
): Promise<DayLeft[]> {
  return daysLeft(
    region,
    await regionDays(db, region.id, earliest, last),
    earliest,
    load,
    isWorking,
    last,
  );
}

/** Of a region's days read (`rows`, those that differ from its defaults), as `openDays`. */
function daysLeft(
  region: Region,
  rows: readonly RegionDay[],
  earliest: IsoDate,
  load: number,
  isWorking: IsWorkingDay,
  last: IsoDate = addDays(earliest, BOOKING_WINDOW_DAYS),
): DayLeft[] {
  const known = new Map(rows.map((d) => [d.day, d]));
  const days: DayLeft[] = [];
  for (let day = earliest; day <= last; day = addDays(day, 1)) {
    if (!isWorking(day)) continue;
    const row = known.get(day);
    if (row?.closed) continue;
    const left = (row?.capacity ?? region.dailyCapacity) - (row?.booked ?? 0);
    if (left >= load) days.push({ date: day, left });
  }
  return days;
}

/** What the checkout shows: lead time, earliest date, and the days that can be booked. */
export async function deliveryOptions(
  db: Queryable,
  input: { lines: readonly CartLine[]; eircode?: string | null; address?: string | null },
  today: IsoDate = dublinDate(),
) {
  const { lead, units } = cartFacts(input.lines);
  // One statement reads the closures, the region and its days (docs/performance.md
  // "Delivery days"); its days from today cover the booking window of any earliest date the
  // calendar's range allows, else the window's days are read on their own.
  const range = calendarRange(today, lead);
  const key = routingKeyOfAddress({ eircode: input.eircode, text: input.address });
  const daysFrom = addDays(today, Math.max(lead.maxDays, 1)); // no earliest date is sooner
  const read = await calendarOfKey(db, key ?? null, { ...range, daysFrom });
  const isWorking = factoryCalendar(read.closures);
  const earliestOn = earliestDelivery(today, lead, isWorking);
  const region = read.region;
  const load = region ? loadOf(region.capacityUnit, units) : units;
  let days: DayLeft[] = [];
  if (region) {
    days =
      addDays(earliestOn, BOOKING_WINDOW_DAYS) <= range.to
        ? daysLeft(region, read.days, earliestOn, load, isWorking)
        : await openDays(db, region, earliestOn, load, isWorking);
  }
  return {
    leadTime: {
      ...lead,
      label: cartLeadTimeLabel(input.lines.map((l) => leadTimeOfLine(l.product, l.fabricId))),
    },
    earliestOn,
    region: region ? { name: region.name, capacityUnit: region.capacityUnit, load } : null,
    days,
  };
}

/**
 * The days a buyer may move a booking to (docs/business-rules.md "Delivery days"): of its
 * region's open days from its earliest date in the booking window, those whose own move
 * deadline has not passed and with room for the booking's load, its own day left out.
 * None when the booking cannot be moved today.
 */
export async function buyerMoveDays(
  db: Queryable,
  booking: BookingRow,
  today: IsoDate = dublinDate(),
): Promise<DayLeft[]> {
  if (booking.regionId === null || booking.state === 'released') return [];
  const region = await regionById(db, booking.regionId);
  if (!region) return [];
  const isWorking = await calendarAround(
    db,
    addDays(today, -30),
    addDays(booking.earliestOn > today ? booking.earliestOn : today, BOOKING_WINDOW_DAYS + 30),
  );
  if (booking.day && !mayBuyerMove(booking.day, today, isWorking)) return [];
  const days = await openDays(db, region, booking.earliestOn, booking.load, isWorking);
  return days.filter((d) => d.date !== booking.day && mayBuyerMove(d.date, today, isWorking));
}

export type DeliveryChoice = { day: IsoDate } | { earliest: true };

/**
 * Books the checkout's delivery inside its transaction: the day the buyer chose when its
 * region can still take it (else the whole checkout is refused, nothing ordered), or the
 * first day that can for "the earliest possible" — none found, or no region covering the
 * address, leaves the day for staff to agree.
 */
export async function bookDelivery(
  tx: Queryable,
  input: {
    checkoutId: string;
    lines: readonly CartLine[];
    eircode?: string | null;
    address: string;
    choice: DeliveryChoice;
    userId: number;
    /** Why it was booked so, for the booking's history (e.g. the chosen day had gone). */
    note?: string;
  },
  today: IsoDate = dublinDate(),
): Promise<BookingRow> {
  const { lead, units } = cartFacts(input.lines);
  const isWorking = await calendarFor(tx, today, lead);
  const earliestOn = earliestDelivery(today, lead, isWorking);
  const region = await regionForAddress(tx, { eircode: input.eircode, text: input.address });
  const load = region ? loadOf(region.capacityUnit, units) : units;
  let day: IsoDate | null = null;
  if ('day' in input.choice) {
    if (!region) throw dayError(NO_REGION_DAYS);
    checkDay(input.choice.day, earliestOn, isWorking);
    if (!(await reserveDay(tx, region.id, input.choice.day, load))) throw dayError(DAY_TAKEN, 409);
    day = input.choice.day;
  } else if (region) {
    for (const open of await openDays(tx, region, earliestOn, load, isWorking)) {
      if (await reserveDay(tx, region.id, open.date, load)) {
        day = open.date;
        break;
      }
    }
  }
  const booking = await insertBooking(tx, {
    checkoutId: input.checkoutId,
    regionId: region?.id ?? null,
    day,
    earliestOn,
    earliest: !('day' in input.choice),
    units,
    load,
  });
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    kind: 'booked',
    toDay: day,
    byUserId: input.userId,
    ...(input.note ? { note: input.note } : {}),
  });
  return booking;
}

function dayError(message: string, status: 400 | 409 = 400) {
  return new FormError(status, [{ field: 'delivery_day', message }]);
}

function checkDay(day: IsoDate, earliestOn: IsoDate, isWorking: IsWorkingDay) {
  if (day < earliestOn) throw dayError(DAY_TOO_EARLY);
  if (day > addDays(earliestOn, BOOKING_WINDOW_DAYS)) throw dayError(DAY_OUT_OF_WINDOW);
  if (!isWorking(day)) throw dayError(DAY_NOT_WORKING);
}

/**
 * Moves a booking to another day of its region inside the caller's transaction (the
 * booking's row locked by the caller): the new day's capacity is taken first, then the old
 * day's given back. A buyer may move until the fifth working day before the booked day,
 * and only to a day whose own deadline has not passed; staff may move any time.
 */
export async function moveBookingDay(
  tx: Queryable,
  booking: BookingRow,
  to: IsoDate,
  by: { staff: boolean },
  today: IsoDate = dublinDate(),
) {
  if (booking.regionId === null) throw dayError(NO_REGION_DAYS);
  const isWorking = await calendarAround(tx, addDays(today, -30), addDays(to, 30));
  if (by.staff) {
    // Staff know when goods are ready and may plan past the buyer's window.
    if (!isWorking(to)) throw dayError(DAY_NOT_WORKING);
  } else {
    if (booking.day && !mayBuyerMove(booking.day, today, isWorking)) {
      throw dayError(tooLateToMove(moveDeadline(booking.day, isWorking)), 409);
    }
    checkDay(to, booking.earliestOn, isWorking);
    if (!mayBuyerMove(to, today, isWorking)) throw dayError(tooSoonToMoveTo(to), 409);
  }
  if (to === booking.day) return;
  if (!(await reserveDay(tx, booking.regionId, to, booking.load))) {
    throw dayError(by.staff ? DAY_TAKEN : MOVE_DAY_TAKEN, 409);
  }
  if (booking.day) await releaseDay(tx, booking.regionId, booking.day, booking.load);
}

/** Gives a booking's capacity back (its orders were all cancelled). */
export async function releaseBookingDay(tx: Queryable, booking: BookingRow) {
  if (booking.regionId !== null && booking.day) {
    await releaseDay(tx, booking.regionId, booking.day, booking.load);
  }
}
