import type { Database, Queryable } from '#src/db/database';
import { dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { SCHEDULED } from '#src/shared/domain/orders';
import { FormError } from '../../lib/form-validation';
import { queueMail } from '../../lib/outbox';
import { listDeliveryStatuses } from '../orders/delivery-statuses.repo';
import { bookingEventCount, deliveryMailFacts, personOf } from './buyer-deliveries.repo';
import {
  bookingOfCheckout,
  insertBookingEvent,
  lockBooking,
  updateBooking,
  type BookingRow,
} from './delivery-calendar.repo';
import { checkoutOrdersToSchedule, scheduleOrders } from './delivery-orders.repo';
import { moveBookingDay, releaseBookingDay } from './delivery-days.service';
import {
  deliveryConfirmed,
  deliveryMovedToBuyer,
  deliveryMovedToShop,
  deliveryProposed,
  type DeliveryMailFacts,
  type DeliveryMailLinks,
} from './delivery.mails';

/**
 * A booking's life after checkout (docs/business-rules.md "Delivery days"): staff confirm
 * its day (the orders become Scheduled) or propose another; the buyer accepts a proposal or
 * moves the day while the terms allow; cancelling every order gives the day's room back.
 * Each step locks the booking's row, records who did it, and queues its mails in the same
 * transaction (docs/mail.md).
 */

/** What the steps use: the database, and where mails' links point and the shop's inbox. */
export interface DeliveryDeps extends DeliveryMailLinks {
  db: Database;
}

export const BOOKING_NOT_FOUND = 'No delivery booking was found for that checkout.';
export const BOOKING_RELEASED = 'This delivery was released: every order of it was cancelled.';
export const BOOKING_HAS_NO_DAY = 'This delivery has no day yet: propose one first.';
export const NOTHING_PROPOSED = 'There is no proposed day to accept.';
export const SAME_DAY = 'That is already the delivery’s day: confirm it rather than propose it.';
export const ALREADY_CONFIRMED = 'This delivery day is already confirmed.';
export const ALREADY_THAT_DAY = 'The delivery is already booked for that day: choose another.';

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
export function confirmBooking(deps: DeliveryDeps, bookingId: number, staffId: number) {
  return onBooking(deps.db, bookingId, async (tx, booking): Promise<BookingStep> => {
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
    const facts = await mailFacts(tx, booking);
    if (facts) await queueMail(tx, deliveryConfirmed(facts, booking.day, deps));
    return { booking: { ...booking, state: 'confirmed' }, kind: 'confirmed', fromDay: booking.day };
  });
}

/**
 * Staff propose (or, from the planner, move to) another day: its room is taken now and the
 * old day's given back; the buyer accepts it or moves it again.
 */
export function proposeDay(
  deps: DeliveryDeps,
  bookingId: number,
  day: IsoDate,
  staffId: number,
  note = '',
) {
  return onBooking(deps.db, bookingId, async (tx, booking): Promise<BookingStep> => {
    if (day === booking.day) throw new FormError(409, [{ field: 'day', message: SAME_DAY }]);
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
    const facts = await mailFacts(tx, booking);
    if (facts) {
      await queueMail(tx, deliveryProposed(facts, { fromDay: booking.day, day, note }, deps));
    }
    return {
      booking: { ...booking, day, state: 'proposed' },
      kind: 'proposed',
      fromDay: booking.day,
    };
  });
}

/** The buyer accepts the day staff proposed: it is confirmed and the orders Scheduled. */
export function acceptProposal(deps: DeliveryDeps, bookingId: number, userId: number) {
  return onBooking(deps.db, bookingId, async (tx, booking): Promise<BookingStep> => {
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
    const facts = await mailFacts(tx, booking);
    if (facts) await queueMail(tx, deliveryConfirmed(facts, booking.day, deps));
    return { booking: { ...booking, state: 'confirmed' }, kind: 'accepted', fromDay: booking.day };
  });
}

/**
 * The buyer moves the delivery (docs/business-rules.md "Delivery days"): until the fifth
 * working day before the booked day, to a day that can take it. Staff confirm the new day.
 */
export function moveDelivery(
  deps: DeliveryDeps,
  bookingId: number,
  day: IsoDate,
  userId: number,
  today: IsoDate = dublinDate(),
) {
  return onBooking(deps.db, bookingId, async (tx, booking): Promise<BookingStep> => {
    await moveBookingDay(tx, booking, day, { staff: false }, today);
    // Not a move: it would only send a confirmed day back to "requested" and mail the buyer
    // and the shop that it went from one day to the same day.
    if (day === booking.day) {
      throw new FormError(400, [{ field: 'delivery_day', message: ALREADY_THAT_DAY }]);
    }
    await updateBooking(tx, booking.id, { day, state: 'requested' });
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      kind: 'moved',
      fromDay: booking.day,
      toDay: day,
      byUserId: userId,
    });
    const facts = await mailFacts(tx, booking);
    const by = await personOf(tx, userId);
    if (facts && by) {
      const move = { fromDay: booking.day, day, by };
      await queueMail(tx, deliveryMovedToBuyer(facts, move, deps));
      await queueMail(tx, deliveryMovedToShop(facts, move, deps));
    }
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

/** What the step's mails name, read after its event was recorded (the event's SEQUENCE). */
async function mailFacts(
  tx: Queryable,
  booking: BookingRow,
): Promise<DeliveryMailFacts | undefined> {
  const found = await deliveryMailFacts(tx, booking.checkoutId);
  if (!found) return undefined;
  const { buyerName, buyerEmail, number, items, ...rest } = found;
  return {
    bookingId: booking.id,
    sequence: await bookingEventCount(tx, booking.id),
    checkoutNumber: number,
    poNumber: rest.poNumber,
    companyName: rest.companyName,
    buyer: { fullName: buyerName, email: buyerEmail },
    siteName: rest.siteName,
    address: rest.shippingAddress,
    items,
    trackingId: items[0]?.trackingId ?? null,
  };
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
