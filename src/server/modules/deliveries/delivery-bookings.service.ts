import type { Database, Queryable } from '#src/db/database';
import { dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { SCHEDULED } from '#src/shared/domain/orders';
import { FormError } from '../../lib/form-validation';
import { listDeliveryStatuses } from '../orders/delivery-statuses.repo';
import {
  bookingOfCheckout,
  insertBookingEvent,
  lockBooking,
  updateBooking,
  type BookingRow,
} from './delivery-calendar.repo';
import { checkoutOrdersToSchedule, scheduleOrders } from './delivery-orders.repo';
import { moveBookingDay, releaseBookingDay } from './delivery-days.service';

/**
 * A booking's life after checkout (docs/business-rules.md "Delivery days"): staff confirm
 * its day (the orders become Scheduled) or propose another; the buyer accepts a proposal or
 * moves the day while the terms allow; cancelling every order gives the day's room back.
 * Each step locks the booking's row and records who did it.
 */

export const BOOKING_NOT_FOUND = 'No delivery booking was found for that checkout.';
export const BOOKING_RELEASED = 'This delivery was released: every order of it was cancelled.';
export const BOOKING_HAS_NO_DAY = 'This delivery has no day yet: propose one first.';
export const NOTHING_PROPOSED = 'There is no proposed day to accept.';
export const ALREADY_CONFIRMED = 'This delivery day is already confirmed.';

export type BookingStep = {
  booking: BookingRow;
  kind: 'confirmed' | 'proposed' | 'moved' | 'accepted';
  fromDay: IsoDate | null;
};

/** Runs one step on a locked booking; refused when it is missing or released. */
async function onBooking<T>(
  db: Database,
  bookingId: number,
  step: (tx: Queryable, booking: BookingRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new FormError(404, [], BOOKING_NOT_FOUND);
    if (booking.state === 'released') throw new FormError(409, [], BOOKING_RELEASED);
    return step(tx, booking);
  });
}

/** Staff confirm the booked (or proposed) day: its orders become Scheduled for it. */
export function confirmBooking(db: Database, bookingId: number, staffId: number) {
  return onBooking(db, bookingId, async (tx, booking): Promise<BookingStep> => {
    if (!booking.day) throw new FormError(409, [], BOOKING_HAS_NO_DAY);
    if (booking.state === 'confirmed') throw new FormError(409, [], ALREADY_CONFIRMED);
    await updateBooking(tx, booking.id, { state: 'confirmed' });
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'confirmed',
      toDay: booking.day,
      byUserId: staffId,
      byStaff: true,
    });
    await scheduleCheckout(tx, booking.checkoutId, staffId);
    return { booking: { ...booking, state: 'confirmed' }, kind: 'confirmed', fromDay: booking.day };
  });
}

/**
 * Staff propose (or, from the planner, move to) another day: its room is taken now and the
 * old day's given back; the buyer accepts it or moves it again.
 */
export function proposeDay(
  db: Database,
  bookingId: number,
  day: IsoDate,
  staffId: number,
  note = '',
) {
  return onBooking(db, bookingId, async (tx, booking): Promise<BookingStep> => {
    await moveBookingDay(tx, booking, day, { staff: true });
    await updateBooking(tx, booking.id, { day, state: 'proposed' });
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'proposed',
      fromDay: booking.day,
      toDay: day,
      byUserId: staffId,
      byStaff: true,
      note,
    });
    return {
      booking: { ...booking, day, state: 'proposed' },
      kind: 'proposed',
      fromDay: booking.day,
    };
  });
}

/** The buyer accepts the day staff proposed: it is confirmed and the orders Scheduled. */
export function acceptProposal(db: Database, bookingId: number, userId: number) {
  return onBooking(db, bookingId, async (tx, booking): Promise<BookingStep> => {
    if (booking.state !== 'proposed' || !booking.day) {
      throw new FormError(409, [], NOTHING_PROPOSED);
    }
    await updateBooking(tx, booking.id, { state: 'confirmed' });
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'accepted',
      toDay: booking.day,
      byUserId: userId,
    });
    await scheduleCheckout(tx, booking.checkoutId, userId);
    return { booking: { ...booking, state: 'confirmed' }, kind: 'accepted', fromDay: booking.day };
  });
}

/**
 * The buyer moves the delivery (docs/business-rules.md "Delivery days"): until the fifth
 * working day before the booked day, to a day that can take it. Staff confirm the new day.
 */
export function moveDelivery(
  db: Database,
  bookingId: number,
  day: IsoDate,
  userId: number,
  today: IsoDate = dublinDate(),
) {
  return onBooking(db, bookingId, async (tx, booking): Promise<BookingStep> => {
    await moveBookingDay(tx, booking, day, { staff: false }, today);
    await updateBooking(tx, booking.id, { day, state: 'requested' });
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'moved',
      fromDay: booking.day,
      toDay: day,
      byUserId: userId,
    });
    return {
      booking: { ...booking, day, state: 'requested' },
      kind: 'moved',
      fromDay: booking.day,
    };
  });
}

/**
 * Inside a cancellation's transaction: when no order of the checkout is left active, its
 * delivery's room is given back.
 */
export async function releaseIfAllCancelled(tx: Queryable, checkoutId: string, userId: number) {
  const booking = await bookingOfCheckout(tx, checkoutId);
  if (!booking || booking.state === 'released') return;
  const active = await checkoutOrdersToSchedule(tx, checkoutId);
  if (active.length > 0) return;
  const locked = (await lockBooking(tx, booking.id))!;
  await releaseBookingDay(tx, locked);
  await updateBooking(tx, locked.id, { state: 'released' });
  await insertBookingEvent(tx, {
    bookingId: locked.id,
    kind: 'released',
    fromDay: locked.day,
    byUserId: userId,
  });
}

/** The checkout's active orders before Scheduled move to Scheduled (the list may lack it). */
async function scheduleCheckout(tx: Queryable, checkoutId: string, actorUserId: number) {
  const statuses = await listDeliveryStatuses(tx);
  const scheduled = statuses.find((s) => s.deliveryStatus.trim().toLowerCase() === SCHEDULED);
  if (!scheduled) return;
  const position = new Map(statuses.map((s) => [s.id, s]));
  const before = (await checkoutOrdersToSchedule(tx, checkoutId)).filter(
    (o) => (position.get(o.deliveryStatusId)?.position ?? 0) < scheduled.position,
  );
  await scheduleOrders(
    tx,
    before.map((o) => ({
      id: o.id,
      from: position.get(o.deliveryStatusId)?.deliveryStatus ?? null,
    })),
    scheduled,
    actorUserId,
  );
}
