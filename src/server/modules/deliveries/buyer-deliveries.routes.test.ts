import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newMember,
  placeOrder,
  signIn,
  type Session,
} from '#test/customers';
import type { TestApp } from '#test/test-app';
import {
  deliveryBookings,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { outboxMails } from '#src/db/schema/mail';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { dayName, dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { addWorkingDays, moveDeadline } from '#src/shared/domain/delivery-days';
import {
  DELIVERY_ACCEPTED,
  DELIVERY_MOVED,
  DELIVERY_NOT_FOUND,
  type DeliveryDays,
  type DeliveryStep,
} from '#src/shared/schemas/buyer-deliveries';
import type { OrderCard } from '#src/shared/schemas/orders';
import { FormError } from '../../lib/form-validation';
import { isWorkingDay } from '../../lib/working-days';
import { setUpOrdersTestApp } from '../orders/orders.test-setup';
import {
  ALREADY_THAT_DAY,
  NOTHING_PROPOSED,
  moveDelivery,
  proposeDay,
} from './delivery-bookings.service';
import {
  insertBooking,
  insertBookingEvent,
  releaseDay,
  reserveDay,
} from './delivery-calendar.repo';
import { MOVE_DAY_TAKEN, tooLateToMove, tooSoonToMoveTo } from './delivery-days.service';
import { deliveryDepsOf } from './delivery-deps';

/**
 * The buyer's side of a delivery (docs/api.md "Deliveries"): the booked day on My Orders and
 * tracking, the days it may move to, moving it under the 5-working-day rule, accepting a
 * proposed day, and who may. Bookings are made here directly on a normal checkout.
 */

const shared = setUpOrdersTestApp();
const { stoolLine, ordersOf, cancel } = shared;
let t: TestApp;
let regionId: number;

beforeAll(async () => {
  t = shared.testApp();
  // The checkouts below go to "3 Main Street, Sligo, F91 K2P4".
  const [region] = await t.database.db
    .insert(deliveryRegions)
    .values({ name: 'Test North West', dailyCapacity: 10 })
    .returning();
  regionId = region!.id;
  await t.database.db.insert(deliveryRegionKeys).values({ routingKey: 'F91', regionId });
});

const today = dublinDate();
const working = (count: number, from: IsoDate = today) => addWorkingDays(from, count, isWorkingDay);

/**
 * Checkouts book their own delivery (the earliest possible, without a day where no region
 * covers the address); these tests set a checkout's booking by hand, so drop that one.
 */
async function dropOwnBooking(checkoutId: string) {
  const db = t.database.db;
  const [own] = await db
    .select()
    .from(deliveryBookings)
    .where(eq(deliveryBookings.checkoutId, checkoutId));
  if (!own) return;
  if (own.day && own.regionId) await releaseDay(db, own.regionId, own.day, own.load);
  await db.delete(deliveryBookings).where(eq(deliveryBookings.id, own.id));
}

/** A checkout of one footstool by `buyer`, its delivery booked for `day`. */
async function bookedCheckout(
  buyer: Session,
  day: IsoDate,
  {
    earliestOn = working(10),
    state = 'requested',
  }: { earliestOn?: IsoDate; state?: 'requested' | 'proposed' | 'confirmed' } = {},
) {
  const placed = await placeOrder(t, buyer, [stoolLine()]);
  expect(placed.statusCode).toBe(201);
  const { checkoutId, checkoutNumber } = placed.json<{
    checkoutId: string;
    checkoutNumber: string;
  }>();
  const db = t.database.db;
  await dropOwnBooking(checkoutId);
  expect(await reserveDay(db, regionId, day, 1)).toBe(true);
  const booking = await insertBooking(db, {
    checkoutId,
    regionId,
    day,
    earliestOn,
    units: 1,
    load: 1,
    state,
  });
  await insertBookingEvent(db, { bookingId: booking.id, kind: 'booked', toDay: day });
  return { booking, checkoutId, checkoutNumber };
}

const bookedOn = async (day: IsoDate) =>
  (
    await t.database.db
      .select({ booked: deliveryDays.booked })
      .from(deliveryDays)
      .where(and(eq(deliveryDays.regionId, regionId), eq(deliveryDays.day, day)))
  )[0]?.booked ?? 0;

const bookingOf = async (checkoutId: string) =>
  (
    await t.database.db
      .select()
      .from(deliveryBookings)
      .where(eq(deliveryBookings.checkoutId, checkoutId))
  )[0]!;

const mailsOf = (checkoutNumber: string) =>
  t.database.db
    .select()
    .from(outboxMails)
    .where(like(outboxMails.purpose, `delivery ${checkoutNumber}:%`))
    .orderBy(outboxMails.id);

const days = (s: Session, number: string) =>
  t.app.inject({ method: 'GET', url: `/api/deliveries/${number}/days`, headers: asBearer(s) });
const move = (s: Session, number: string, day: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${number}/move`,
    headers: asBearer(s),
    payload: { day },
  });
const accept = (s: Session, number: string) =>
  t.app.inject({ method: 'POST', url: `/api/deliveries/${number}/accept`, headers: asBearer(s) });

describe('the booked day where the buyer looks', () => {
  it('My Orders, the order page and tracking carry the checkout’s delivery', async () => {
    const buyer = await newCustomer(t);
    const day = working(20);
    await bookedCheckout(buyer, day);
    const [card] = await ordersOf(buyer);
    const expected = {
      day,
      state: 'requested',
      earliest_on: working(10),
      move_until: moveDeadline(day, isWorkingDay),
      may_move: true,
    };
    expect(card!.delivery).toEqual(expected);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/user-orders/${card!.trackingId}`,
      headers: asBearer(buyer),
    });
    expect(detail.json<{ order: OrderCard }>().order.delivery).toEqual(expected);

    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${card!.trackingId}`,
    });
    // Tracking answers anyone with the ID: the day and state, not the buyer's deadlines.
    expect(tracked.json<{ order: { delivery: unknown } }>().order.delivery).toEqual({
      day: expected.day,
      state: expected.state,
    });
    // Every field of the specification's tracking view is still there.
    expect(tracked.json<{ order: object }>().order).toMatchObject({
      trackingId: card!.trackingId,
      deliveryStatus: 'Order Placed',
    });
  });

  it('an order with no booking (placed before delivery days) has no delivery field', async () => {
    const buyer = await newCustomer(t);
    const placed = await placeOrder(t, buyer, [stoolLine()]);
    await dropOwnBooking(placed.json<{ checkoutId: string }>().checkoutId);
    const [card] = await ordersOf(buyer);
    expect(card).not.toHaveProperty('delivery');
  });
});

describe('GET /api/deliveries/{checkoutNumber}/days', () => {
  it('lists open days from the earliest date, with room, its own day left out', async () => {
    const buyer = await newCustomer(t);
    const day = working(22);
    const full = working(23);
    const { checkoutNumber } = await bookedCheckout(buyer, day, { earliestOn: working(21) });
    await t.database.db
      .insert(deliveryDays)
      .values({ regionId, day: full, capacity: 0 })
      .onConflictDoUpdate({
        target: [deliveryDays.regionId, deliveryDays.day],
        set: { capacity: 0 },
      });
    const response = await days(buyer, checkoutNumber.toLowerCase());
    expect(response.statusCode).toBe(200);
    const answer = response.json<DeliveryDays>();
    expect(answer.delivery.day).toBe(day);
    const dates = answer.days.map((d) => d.date);
    expect(dates[0]).toBe(working(21));
    expect(dates).not.toContain(day);
    expect(dates).not.toContain(full);
    expect(dates).toContain(working(24));
    expect(dates.every((d) => isWorkingDay(d))).toBe(true);
  });

  it('offers nothing once the deadline has passed', async () => {
    const buyer = await newCustomer(t);
    const { checkoutNumber } = await bookedCheckout(buyer, working(3), { earliestOn: today });
    const answer = (await days(buyer, checkoutNumber)).json<DeliveryDays>();
    expect(answer.delivery.may_move).toBe(false);
    expect(answer.days).toEqual([]);
  });
});

describe('who may see and change a delivery', () => {
  it("the checkout's buyer and the company's owner and approver; others get 404", async () => {
    const owner = await newCustomer(t);
    const orderer = await newMember(t, owner.companyId, { role: 'buyer' });
    const { checkoutNumber } = await bookedCheckout(orderer, working(20));
    const approver = await newMember(t, owner.companyId, { role: 'approver' });
    const colleague = await newMember(t, owner.companyId, { role: 'buyer' });
    const accounts = await newMember(t, owner.companyId, { role: 'accounts' });
    const stranger = await newCustomer(t);
    for (const s of [orderer, owner, approver]) {
      expect((await days(s, checkoutNumber)).statusCode).toBe(200);
    }
    for (const s of [colleague, accounts, stranger]) {
      for (const response of [
        await days(s, checkoutNumber),
        await move(s, checkoutNumber, working(25)),
        await accept(s, checkoutNumber),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: DELIVERY_NOT_FOUND });
      }
    }
    expect((await days(owner, 'CHK-1999-99999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${checkoutNumber}/days`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/deliveries/{checkoutNumber}/move', () => {
  it('moves the day, gives the old day its room back and mails both sides', async () => {
    const buyer = await newCustomer(t);
    const from = working(26);
    const to = working(28);
    const { checkoutId, checkoutNumber } = await bookedCheckout(buyer, from);
    const [fromBefore, toBefore] = [await bookedOn(from), await bookedOn(to)];

    const response = await move(buyer, checkoutNumber, to);
    expect(response.statusCode).toBe(200);
    const answer = response.json<DeliveryStep>();
    expect(answer.message).toBe(DELIVERY_MOVED);
    expect(answer.delivery).toMatchObject({ day: to, state: 'requested', may_move: true });
    expect(await bookedOn(from)).toBe(fromBefore - 1);
    expect(await bookedOn(to)).toBe(toBefore + 1);
    expect((await bookingOf(checkoutId)).day).toBe(to);

    const mails = await mailsOf(checkoutNumber);
    expect(mails.map((m) => m.purpose)).toEqual([
      `delivery ${checkoutNumber}: moved by the buyer`,
      `delivery ${checkoutNumber}: moved by the buyer (to the shop)`,
    ]);
    const [toBuyer, toShop] = mails;
    expect(toBuyer!.recipient).toContain(buyer.email);
    expect(toBuyer!.subject).toMatch(/^Delivery moved, awaiting confirmation/);
    const [ics] = toBuyer!.message!.attachments!;
    const calendar = Buffer.from(ics!.contentBase64, 'base64').toString('utf8');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${to.replaceAll('-', '')}`);
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toMatch(/SEQUENCE:2\r?\n/);
    expect(toShop!.recipient).toBe(t.app.config.shopInboxEmail);
    expect(toShop!.message!.attachments).toBeUndefined();
  });

  it('refuses a full day with 409, keeping the booking where it was', async () => {
    const buyer = await newCustomer(t);
    const from = working(30);
    const full = working(31);
    const { checkoutId, checkoutNumber } = await bookedCheckout(buyer, from);
    await t.database.db
      .insert(deliveryDays)
      .values({ regionId, day: full, capacity: 1, booked: 1 })
      .onConflictDoUpdate({
        target: [deliveryDays.regionId, deliveryDays.day],
        set: { capacity: 1, booked: 1 },
      });
    const response = await move(buyer, checkoutNumber, full);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: MOVE_DAY_TAKEN,
      errors: [{ field: 'day', message: MOVE_DAY_TAKEN }],
    });
    expect((await bookingOf(checkoutId)).day).toBe(from);
    expect(await bookedOn(full)).toBe(1);
    expect(await mailsOf(checkoutNumber)).toEqual([]);
  });

  it('refuses once fewer than 5 working days are left, naming the last day', async () => {
    const buyer = await newCustomer(t);
    const day = working(3);
    const { checkoutNumber } = await bookedCheckout(buyer, day, { earliestOn: today });
    const response = await move(buyer, checkoutNumber, working(20));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      tooLateToMove(moveDeadline(day, isWorkingDay)),
    );
  });

  it('refuses the day it is already booked for, leaving a confirmed day confirmed', async () => {
    const buyer = await newCustomer(t);
    const day = working(22);
    const { checkoutId, checkoutNumber } = await bookedCheckout(buyer, day, {
      state: 'confirmed',
    });
    const before = await bookedOn(day);
    const response = await move(buyer, checkoutNumber, day);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ALREADY_THAT_DAY,
      errors: [{ field: 'day', message: ALREADY_THAT_DAY }],
    });
    expect(await bookingOf(checkoutId)).toMatchObject({ day, state: 'confirmed' });
    expect(await bookedOn(day)).toBe(before);
    expect(await mailsOf(checkoutNumber)).toEqual([]);
  });

  it('checks the body: a real date, nothing else', async () => {
    const buyer = await newCustomer(t);
    const { checkoutNumber } = await bookedCheckout(buyer, working(20));
    expect((await move(buyer, checkoutNumber, '2027-02-30')).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${checkoutNumber}/move`,
      headers: asBearer(buyer),
      payload: { day: working(25), note: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the 5-working-day rule at its edges (docs/business-rules.md "Delivery days")', () => {
  // Tuesday 9 March 2027: its fifth working day before is Tuesday 2 March.
  const DAY = '2027-03-09';
  const DEADLINE = '2027-03-02';
  const TO = '2027-03-23';

  async function bookingOn9March() {
    const buyer = await newCustomer(t);
    const { booking } = await bookedCheckout(buyer, DAY, { earliestOn: '2027-03-01' });
    return { buyer, booking };
  }
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FormError);
    return error as FormError;
  };

  it('allows a move on the deadline day itself', async () => {
    expect(moveDeadline(DAY, isWorkingDay)).toBe(DEADLINE);
    const { buyer, booking } = await bookingOn9March();
    const step = await moveDelivery(deliveryDepsOf(t.app), booking.id, TO, buyer.userId, DEADLINE);
    expect(step.booking.day).toBe(TO);
  });

  for (const [when, today] of [
    ['the next working day', '2027-03-03'],
    ['the Saturday after it', '2027-03-06'],
  ] as const) {
    it(`refuses it on ${when}, naming the last day`, async () => {
      const { buyer, booking } = await bookingOn9March();
      const error = await refusal(
        moveDelivery(deliveryDepsOf(t.app), booking.id, TO, buyer.userId, today),
      );
      expect(error.statusCode).toBe(409);
      expect(error.message).toBe(tooLateToMove(DEADLINE));
      expect(error.message).toContain(dayName(DEADLINE));
      expect((await bookingOf(booking.checkoutId)).day).toBe(DAY);
    });
  }

  it('refuses a new day whose own deadline has passed', async () => {
    const { buyer, booking } = await bookingOn9March();
    // On 2 March, 8 March is only 4 working days away.
    const error = await refusal(
      moveDelivery(deliveryDepsOf(t.app), booking.id, '2027-03-08', buyer.userId, DEADLINE),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(tooSoonToMoveTo('2027-03-08'));
    expect(error.message).toContain('Mon 8 Mar 2027 is too soon');
  });

  it('refuses a day before the goods are ready as a bad day (400), not as too late', async () => {
    const { buyer, booking } = await bookingOn9March();
    const error = await refusal(
      moveDelivery(deliveryDepsOf(t.app), booking.id, '2027-02-15', buyer.userId, '2027-01-04'),
    );
    expect(error.statusCode).toBe(400);
  });
});

describe('POST /api/deliveries/{checkoutNumber}/accept', () => {
  it('accepts the proposed day: orders Scheduled, the buyer mailed with the event', async () => {
    const owner = await newCustomer(t);
    const from = working(32);
    const proposed = working(34);
    const { booking, checkoutNumber } = await bookedCheckout(owner, from);
    expect((await accept(owner, checkoutNumber)).json()).toMatchObject({
      message: NOTHING_PROPOSED,
    });

    await proposeDay(deliveryDepsOf(t.app), booking.id, proposed, owner.userId, 'Crew off');
    const [card] = await ordersOf(owner);
    expect(card!.delivery).toMatchObject({ day: proposed, state: 'proposed' });

    const response = await accept(owner, checkoutNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json<DeliveryStep>()).toMatchObject({
      message: DELIVERY_ACCEPTED,
      delivery: { day: proposed, state: 'confirmed' },
    });
    const [scheduled] = await ordersOf(owner);
    expect(scheduled!.deliveryStatus).toBe('Scheduled');

    const mails = await mailsOf(checkoutNumber);
    expect(mails.map((m) => m.purpose)).toEqual([
      `delivery ${checkoutNumber}: day proposed`,
      `delivery ${checkoutNumber}: confirmed`,
    ]);
    const sequences = mails.map(
      (m) =>
        /SEQUENCE:(\d+)/.exec(
          Buffer.from(m.message!.attachments![0]!.contentBase64, 'base64').toString('utf8'),
        )![1],
    );
    expect(sequences).toEqual(['2', '3']);
    const again = await accept(owner, checkoutNumber);
    expect(again.statusCode).toBe(409);
  });
});

describe('cancelling gives the day back', () => {
  it("when the checkout's last active order is cancelled, its booking is released", async () => {
    const buyer = await newCustomer(t);
    const day = working(36);
    const { checkoutId } = await bookedCheckout(buyer, day);
    const before = await bookedOn(day);
    const [card] = await ordersOf(buyer);
    expect((await cancel(buyer, card!.id)).statusCode).toBe(200);
    expect((await bookingOf(checkoutId)).state).toBe('released');
    expect(await bookedOn(day)).toBe(before - 1);
    const [cancelled] = await ordersOf(buyer);
    expect(cancelled!.delivery).toMatchObject({ state: 'released', may_move: false });
  });

  it('staff cancelling the last order releases it too; one of two keeps it', async () => {
    const buyer = await newCustomer(t);
    const day = working(38);
    const placed = await placeOrder(t, buyer, [stoolLine(), stoolLine({ referenceNumber: 'BAR' })]);
    const { checkoutId } = placed.json<{ checkoutId: string }>();
    await dropOwnBooking(checkoutId);
    expect(await reserveDay(t.database.db, regionId, day, 1)).toBe(true);
    await insertBooking(t.database.db, {
      checkoutId,
      regionId,
      day,
      earliestOn: working(10),
      units: 2,
      load: 1,
    });
    const before = await bookedOn(day);
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [one, two] = await ordersOf(buyer);
    const staffCancel = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/cancel`,
        headers: asBearer(admin),
        payload: { reason: 'Site closed' },
      });
    expect((await staffCancel(one!.id)).statusCode).toBe(200);
    expect((await bookingOf(checkoutId)).state).toBe('requested');
    expect(await bookedOn(day)).toBe(before);
    expect((await staffCancel(two!.id)).statusCode).toBe(200);
    expect((await bookingOf(checkoutId)).state).toBe('released');
    expect(await bookedOn(day)).toBe(before - 1);
  });
});
