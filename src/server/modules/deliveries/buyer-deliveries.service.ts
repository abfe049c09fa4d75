import type { Queryable } from '#src/db/database';
import { addDays, dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { mayBuyerMove, moveDeadline, type IsWorkingDay } from '#src/shared/domain/delivery-days';
import {
  DELIVERY_ACCEPTED,
  DELIVERY_MOVED,
  DELIVERY_NOT_FOUND,
  type BuyerDelivery,
  type DeliveryDays,
  type DeliveryStep,
} from '#src/shared/schemas/buyer-deliveries';
import { movesCompanyDeliveries } from '#src/shared/domain/companies';
import { FormError } from '../../lib/form-validation';
import { membershipOf } from '../companies/companies.repo';
import { bookingsOfCheckouts, checkoutOfNumber } from './buyer-deliveries.repo';
import { bookingOfCheckout, type BookingRow } from './delivery-calendar.repo';
import { acceptProposal, moveDelivery, type DeliveryDeps } from './delivery-bookings.service';
import { buyerMoveDays, calendarAround } from './delivery-days.service';

/**
 * A checkout's delivery as its buyer sees it (docs/business-rules.md "Delivery days"): its
 * day and state, the last day it may be moved, and the buyer's own steps — choosing
 * another day, accepting the day the shop proposed. The checkout's buyer and the
 * company's owners and approvers may; to anyone else the checkout does not exist.
 */

/** The delivery of a booking, given the factory's calendar around it. */
function viewOf(booking: BookingRow, today: IsoDate, isWorking: IsWorkingDay): BuyerDelivery {
  const moveUntil = booking.day ? moveDeadline(booking.day, isWorking) : null;
  const open = booking.state !== 'released' && booking.regionId !== null;
  return {
    day: booking.day,
    state: booking.state,
    earliest_on: booking.earliestOn,
    move_until: booking.state === 'released' ? null : moveUntil,
    may_move: open && (booking.day === null || mayBuyerMove(booking.day, today, isWorking)),
  };
}

/** The deliveries of some checkouts, by checkout id: one read of bookings and closures. */
export async function deliveriesOf(
  db: Queryable,
  checkoutIds: readonly string[],
  today: IsoDate = dublinDate(),
): Promise<Map<string, BuyerDelivery>> {
  const bookings = await bookingsOfCheckouts(db, checkoutIds);
  if (bookings.length === 0) return new Map();
  const days = bookings.map((b) => b.day ?? today).sort();
  const isWorking = await calendarAround(db, addDays(days[0]!, -30), addDays(days.at(-1)!, 30));
  return new Map(bookings.map((b) => [b.checkoutId, viewOf(b, today, isWorking)]));
}

/**
 * Cards, checkouts or tracked orders with their checkout's `delivery`; without the field
 * when none is booked, so answers of checkouts before delivery days stay as they were.
 */
export async function withDeliveries<T extends { checkoutId: string }>(
  db: Queryable,
  rows: readonly T[],
): Promise<Array<T & { delivery?: BuyerDelivery }>> {
  const deliveries = await deliveriesOf(
    db,
    rows.map((r) => r.checkoutId),
  );
  return rows.map((r) => {
    const delivery = deliveries.get(r.checkoutId);
    return delivery ? { ...r, delivery } : r;
  });
}

const notFound = () => new FormError(404, [], DELIVERY_NOT_FOUND);

/** The checkout's booking when the viewer may see and change it; else 404. */
async function bookingForViewer(db: Queryable, viewerId: number, checkoutNumber: string) {
  const checkout = await checkoutOfNumber(db, checkoutNumber);
  if (!checkout) throw notFound();
  if (checkout.userId !== viewerId) {
    const member = await membershipOf(db, viewerId);
    const allowed =
      member?.active &&
      member.companyId === checkout.companyId &&
      movesCompanyDeliveries(member.role);
    if (!allowed) throw notFound();
  }
  const booking = await bookingOfCheckout(db, checkout.id);
  if (!booking) throw notFound();
  return booking;
}

async function deliveryNow(db: Queryable, checkoutId: string, today: IsoDate) {
  return (await deliveriesOf(db, [checkoutId], today)).get(checkoutId)!;
}

/** GET /api/deliveries/{checkoutNumber}/days */
export async function daysToMoveTo(
  db: Queryable,
  viewerId: number,
  checkoutNumber: string,
  today: IsoDate = dublinDate(),
): Promise<DeliveryDays> {
  const booking = await bookingForViewer(db, viewerId, checkoutNumber);
  return {
    success: true,
    delivery: await deliveryNow(db, booking.checkoutId, today),
    days: await buyerMoveDays(db, booking, today),
  };
}

/** The booking steps name the checkout's delivery day `delivery_day`; this call says `day`. */
function asDayField(error: unknown): never {
  if (error instanceof FormError && error.errors.some((e) => e.field === 'delivery_day')) {
    throw new FormError(
      error.statusCode,
      error.errors.map((e) => (e.field === 'delivery_day' ? { ...e, field: 'day' } : e)),
      error.message,
    );
  }
  throw error;
}

/** POST /api/deliveries/{checkoutNumber}/move */
export async function moveForBuyer(
  deps: DeliveryDeps,
  viewerId: number,
  checkoutNumber: string,
  day: IsoDate,
  today: IsoDate = dublinDate(),
): Promise<DeliveryStep> {
  const booking = await bookingForViewer(deps.db, viewerId, checkoutNumber);
  await moveDelivery(deps, booking.id, day, viewerId, today).catch(asDayField);
  return {
    success: true,
    message: DELIVERY_MOVED,
    delivery: await deliveryNow(deps.db, booking.checkoutId, today),
  };
}

/** POST /api/deliveries/{checkoutNumber}/accept */
export async function acceptForBuyer(
  deps: DeliveryDeps,
  viewerId: number,
  checkoutNumber: string,
): Promise<DeliveryStep> {
  const booking = await bookingForViewer(deps.db, viewerId, checkoutNumber);
  await acceptProposal(deps, booking.id, viewerId);
  return {
    success: true,
    message: DELIVERY_ACCEPTED,
    delivery: await deliveryNow(deps.db, booking.checkoutId, dublinDate()),
  };
}
