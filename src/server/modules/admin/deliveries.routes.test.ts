import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, signIn, type Session } from '#test/customers';
import { bedLine, demoBed, type DemoBed } from '#test/demo-lines';
import { createTestApp, type TestApp } from '#test/test-app';
import { deliveryBookings, deliveryDays } from '#src/db/schema/deliveries';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type {
  AdminRegion,
  BookingAnswer,
  BookingDays,
  ClosureAnswer,
  ClosureList,
  Planner,
  PlannerBooking,
  RegionDayAnswer,
} from '#src/shared/schemas/admin-deliveries';
import { flat, pdfText, setUpPdfFiles } from '../invoices/documents.pdf.test-setup';
import { insertBooking, releaseDay, reserveDay } from '../deliveries/delivery-calendar.repo';
import { DAY_TAKEN } from '../deliveries/delivery-days.service';
import { SAME_DAY } from '../deliveries/delivery-bookings.service';
import { CLOSURE_ON_WEEKEND } from '../deliveries/delivery-console.service';

// docs/api.md "Console: deliveries"; docs/business-rules.md "Delivery days".
// Routing keys X11…X19 are no real Eircode area: no demo region has them.
let t: TestApp;
let staff: Session;
let bed: DemoBed;
const saved = setUpPdfFiles();

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  bed = await demoBed(t, staff);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  session: Session | null = staff,
) =>
  t.app.inject({
    method,
    url: `/api/admin/deliveries${url}`,
    ...(payload ? { payload } : {}),
    headers: session ? asBearer(session) : {},
  });

async function newRegion(body: Partial<Record<string, unknown>> = {}): Promise<AdminRegion> {
  const answer = await call('POST', '/regions', {
    name: `Region ${Math.random().toString(36).slice(2, 8)}`,
    routing_keys: [],
    capacity_unit: 'deliveries',
    daily_capacity: 4,
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ region: AdminRegion }>().region;
}

/**
 * A checkout of `rooms` bed lines to a site at `eircode`, with its delivery booked on `day`
 * (or none) in `regionId`. Whatever the checkout booked by itself is given back first: the
 * test decides the day.
 */
async function bookedCheckout(
  regionId: number,
  day: string | null,
  { eircode = 'X11 AB12', rooms = 2, po = 'PO-7731' } = {},
) {
  const owner = await newCustomer(t, { creditLimit: 50_000 });
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/company/sites',
    headers: asBearer(owner),
    payload: {
      name: 'Quay Hotel',
      address: '1 Quay Street',
      city: 'Galway',
      eircode,
      contact_name: 'Pádraig Ó Sé',
      contact_phone: '087 555 0123',
      delivery_notes: 'Goods lift at the back, 7–11 am only',
    },
  });
  expect(site.statusCode, site.body).toBe(201);
  const siteId = site.json<{ site: { id: number } }>().site.id;
  const lines = Array.from({ length: rooms }, (_, i) => bedLine(bed, `Room ${101 + i}`));
  const placed = await placeOrder(t, owner, lines, {
    fields: { site_id: String(siteId), po_number: po },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.userId, owner.userId));
  const checkoutId = order!.checkoutId;
  const booking = await db.transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(deliveryBookings)
      .where(eq(deliveryBookings.checkoutId, checkoutId));
    if (own) {
      if (own.day && own.regionId) await releaseDay(tx, own.regionId, own.day, own.load);
      await tx.delete(deliveryBookings).where(eq(deliveryBookings.id, own.id));
    }
    if (day) expect(await reserveDay(tx, regionId, day, 1)).toBe(true);
    return insertBooking(tx, {
      checkoutId,
      regionId,
      day,
      earliestOn: '2027-03-08',
      units: rooms,
      load: 1,
    });
  });
  return {
    owner,
    bookingId: booking.id,
    checkoutNumber: placed.json<{ checkoutNumber: string }>().checkoutNumber,
  };
}

async function booked(regionId: number, day: string) {
  const [row] = await t.database.db
    .select()
    .from(deliveryDays)
    .where(and(eq(deliveryDays.regionId, regionId), eq(deliveryDays.day, day)));
  return row?.booked ?? 0;
}

const planner = async (query: string) => {
  const answer = await call('GET', `/planner?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Planner>();
};

describe('regions', () => {
  it('are added with routing keys normalised, listed, changed and deleted', async () => {
    const added = await call('POST', '/regions', {
      name: 'Galway City',
      routing_keys: [' x11', 'X12 ', 'x11'],
      capacity_unit: 'units',
      daily_capacity: 40,
    });
    expect(added.statusCode, added.body).toBe(201);
    const region = added.json<{ region: AdminRegion; message: string }>();
    expect(region.region).toMatchObject({
      name: 'Galway City',
      routing_keys: ['X11', 'X12'],
      capacity_unit: 'units',
      daily_capacity: 40,
      bookings_to_come: 0,
    });
    expect(region.message).toBe('Region Galway City added.');

    const changed = await call('PATCH', `/regions/${region.region.id}`, {
      routing_keys: ['X12', 'X13'],
      daily_capacity: 30,
      capacity_unit: 'deliveries',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = (await call('GET', '/regions')).json<{ regions: AdminRegion[] }>().regions;
    expect(list.find((r) => r.id === region.region.id)).toMatchObject({
      routing_keys: ['X12', 'X13'],
      daily_capacity: 30,
      capacity_unit: 'deliveries',
    });

    const gone = await call('DELETE', `/regions/${region.region.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call('DELETE', `/regions/${region.region.id}`)).statusCode).toBe(404);
  });

  it('refuse a key another region has, naming that region, and bad keys and capacities', async () => {
    await newRegion({ name: 'Cork North', routing_keys: ['X14'] });
    const other = await newRegion({ routing_keys: ['X15'] });
    const clash = await call('POST', '/regions', {
      name: 'Cork South',
      routing_keys: ['X16', 'x14'],
      capacity_unit: 'deliveries',
      daily_capacity: 3,
    });
    expect(clash.statusCode, clash.body).toBe(409);
    const clashed = clash.json<{ errors: Array<{ field: string; message: string }> }>();
    expect(clashed.errors.map((e) => e.field)).toEqual(['routing_keys']);
    expect(clashed.errors[0]!.message).toContain('X14');
    expect(clash.json<{ message: string }>().message).toContain('Cork North');
    const patched = await call('PATCH', `/regions/${other.id}`, { routing_keys: ['X14'] });
    expect(patched.statusCode).toBe(409);
    expect(patched.json<{ message: string }>().message).toContain('Cork North');
    const sameName = await call('PATCH', `/regions/${other.id}`, { name: 'cork north' });
    expect(sameName.statusCode).toBe(409);

    for (const body of [
      { routing_keys: ['D2'] },
      { routing_keys: ['DUBLIN'] },
      { daily_capacity: 1000 },
      { daily_capacity: -1 },
      { daily_capacity: 2.5 },
      { capacity_unit: 'pallets' },
      { role: 'admin' },
    ]) {
      const refused = await call('PATCH', `/regions/${other.id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const d6w = await call('PATCH', `/regions/${other.id}`, { routing_keys: ['d6w'] });
    expect(d6w.json<{ region: AdminRegion }>().region.routing_keys).toEqual(['D6W']);
  });

  it('keep a region with bookings, and its unit while bookings are to come', async () => {
    const region = await newRegion({ routing_keys: ['X17'] });
    await bookedCheckout(region.id, '2027-03-09', { eircode: 'X17 AB12' });
    const unit = await call('PATCH', `/regions/${region.id}`, { capacity_unit: 'units' });
    expect(unit.statusCode).toBe(409);
    expect(unit.json<{ message: string }>().message).toContain('1 delivery booking to come');
    expect((await call('DELETE', `/regions/${region.id}`)).statusCode).toBe(409);
  });
});

describe("a region's day", () => {
  it('takes its own capacity, goes back to the default, and closes saying what it holds', async () => {
    const region = await newRegion({ daily_capacity: 4 });
    await bookedCheckout(region.id, '2027-03-10');
    const own = await call('PUT', `/regions/${region.id}/days/2027-03-10`, {
      capacity: 7,
      closed: false,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<RegionDayAnswer>().day).toMatchObject({
      own_capacity: 7,
      capacity: 7,
      booked: 1,
      closed: false,
      bookings: 1,
    });
    let cell = (await planner(`from=2027-03-10&to=2027-03-10&region_id=${region.id}`)).days[0]!
      .cells[0]!;
    expect(cell).toMatchObject({ capacity: 7, own_capacity: 7, booked: 1, left: 6 });

    const closed = await call('PUT', `/regions/${region.id}/days/2027-03-10`, {
      capacity: null,
      closed: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<RegionDayAnswer>().message).toContain('holds 1 booking');
    expect(closed.json<RegionDayAnswer>().day).toMatchObject({ capacity: 4, closed: true });
    cell = (await planner(`from=2027-03-10&to=2027-03-10&region_id=${region.id}`)).days[0]!
      .cells[0]!;
    expect(cell).toMatchObject({ capacity: 4, own_capacity: null, closed: true, left: 0 });
    expect(cell.bookings).toHaveLength(1);

    const badDay = await call('PUT', `/regions/${region.id}/days/2027-02-30`, {
      capacity: null,
      closed: false,
    });
    expect(badDay.statusCode).toBe(400);
    const noRegion = await call('PUT', '/regions/999999/days/2027-03-10', {
      capacity: null,
      closed: false,
    });
    expect(noRegion.statusCode).toBe(404);
  });
});

describe('closure days', () => {
  it('are added one by one or as a range of weekdays, listed and removed', async () => {
    const one = await call('POST', '/closures', { day: '2027-08-02', reason: 'Stocktake' });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json<ClosureAnswer>().closures).toEqual([
      { day: '2027-08-02', reason: 'Stocktake' },
    ]);
    // Friday 6 to Tuesday 10 August: the weekend is left out.
    const range = await call('POST', '/closures', {
      day: '2027-08-06',
      to: '2027-08-10',
      reason: 'Summer shutdown',
    });
    expect(range.statusCode, range.body).toBe(201);
    expect(range.json<ClosureAnswer>().closures.map((c) => c.day)).toEqual([
      '2027-08-06',
      '2027-08-09',
      '2027-08-10',
    ]);
    const list = await call('GET', '/closures?from=2027-08-01&to=2027-08-31');
    expect(list.json<ClosureList>().closures.map((c) => c.day)).toEqual([
      '2027-08-02',
      '2027-08-06',
      '2027-08-09',
      '2027-08-10',
    ]);
    expect((await call('DELETE', '/closures/2027-08-02')).statusCode).toBe(200);
    expect((await call('DELETE', '/closures/2027-08-02')).statusCode).toBe(404);
    const backwards = await call('POST', '/closures', {
      day: '2027-08-10',
      to: '2027-08-06',
      reason: 'x',
    });
    expect(backwards.statusCode).toBe(400);
    // One day on a weekend closes nothing the factory works.
    const saturday = await call('POST', '/closures', { day: '2027-08-14', reason: 'x' });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json()).toMatchObject({
      errors: [{ field: 'day', message: CLOSURE_ON_WEEKEND }],
    });
  });

  it('name the public holidays in the planner, moved ones too', async () => {
    const days = (await planner('from=2026-12-24&to=2026-12-28')).days;
    expect(days.map((d) => [d.date, d.working, d.closure])).toEqual([
      ['2026-12-24', true, null],
      ['2026-12-25', false, 'Christmas Day'],
      ['2026-12-26', false, null],
      ['2026-12-27', false, null],
      ['2026-12-28', false, 'St. Stephen’s Day (substitute day)'],
    ]);
  });

  it('say how many bookings fall on them, and the planner shows them closed', async () => {
    const region = await newRegion();
    await bookedCheckout(region.id, '2027-09-07');
    const closed = await call('POST', '/closures', { day: '2027-09-07', reason: 'Fire drill' });
    expect(closed.json<ClosureAnswer>()).toMatchObject({ bookings: 1 });
    expect(closed.json<ClosureAnswer>().message).toContain('1 booking on it must be moved');
    const day = (await planner(`from=2027-09-07&to=2027-09-07&region_id=${region.id}`)).days[0]!;
    expect(day).toMatchObject({ working: false, closure: 'Fire drill' });
    expect(day.cells[0]).toMatchObject({ closed: true, left: 0 });
  });
});

describe('the planner', () => {
  it('lists each day and region with the bookings, their sites and items, and those to agree', async () => {
    const region = await newRegion({ daily_capacity: 3 });
    const { checkoutNumber } = await bookedCheckout(region.id, '2027-03-11', { rooms: 2 });
    const waiting = await bookedCheckout(region.id, null, { rooms: 1 });
    const plan = await planner(`from=2027-03-08&to=2027-03-14&region_id=${region.id}`);
    expect(plan.regions).toEqual([
      { id: region.id, name: region.name, capacity_unit: 'deliveries', daily_capacity: 3 },
    ]);
    expect(plan.days.map((d) => [d.date, d.working])).toEqual([
      ['2027-03-08', true],
      ['2027-03-09', true],
      ['2027-03-10', true],
      ['2027-03-11', true],
      ['2027-03-12', true],
      ['2027-03-13', false],
      ['2027-03-14', false],
    ]);
    const cell = plan.days[3]!.cells[0]!;
    expect(cell).toMatchObject({ capacity: 3, booked: 1, left: 2, closed: false });
    expect(cell.bookings).toHaveLength(1);
    const booking: PlannerBooking = cell.bookings[0]!;
    expect(booking).toMatchObject({
      checkout_number: checkoutNumber,
      po_number: 'PO-7731',
      buyer: 'Ciara Doyle',
      state: 'requested',
      day: '2027-03-11',
      earliest_on: '2027-03-08',
      units: 2,
      site: {
        name: 'Quay Hotel',
        address: '1 Quay Street',
        city: 'Galway',
        eircode: 'X11 AB12',
        contact_name: 'Pádraig Ó Sé',
        contact_phone: '+353875550123',
        delivery_notes: 'Goods lift at the back, 7–11 am only',
      },
    });
    expect(booking.items.map((i) => [i.product, i.reference, i.quantity])).toEqual([
      [bed.product_name, 'Room 101', 1],
      [bed.product_name, 'Room 102', 1],
    ]);
    expect(plan.days[5]!.cells[0]).toMatchObject({ closed: true, left: 0 });
    expect(plan.to_agree.map((b) => b.id)).toEqual([waiting.bookingId]);
    expect(plan.to_agree[0]).toMatchObject({ day: null, units: 1 });
  });

  it('reads at most 31 days, forward, of a region that exists', async () => {
    expect((await call('GET', '/planner?from=2027-03-01&to=2027-03-31')).statusCode).toBe(200);
    expect((await call('GET', '/planner?from=2027-03-01&to=2027-04-01')).statusCode).toBe(400);
    expect((await call('GET', '/planner?from=2027-03-10&to=2027-03-09')).statusCode).toBe(400);
    expect((await call('GET', '/planner?from=2027-03-01')).statusCode).toBe(400);
    expect(
      (await call('GET', '/planner?from=2027-03-01&to=2027-03-02&region_id=999999')).statusCode,
    ).toBe(404);
  });
});

describe("staff's steps", () => {
  it('confirm a day: the checkout’s orders become Scheduled', async () => {
    const region = await newRegion();
    const { bookingId, owner } = await bookedCheckout(region.id, '2027-03-12');
    const confirmed = await call('POST', `/bookings/${bookingId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<BookingAnswer>().booking).toEqual({
      id: bookingId,
      day: '2027-03-12',
      state: 'confirmed',
    });
    expect(confirmed.json<BookingAnswer>().message).toContain('its orders are Scheduled');
    const statuses = await t.database.db
      .select({ status: deliveryStatuses.deliveryStatus })
      .from(orders)
      .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
      .where(eq(orders.userId, owner.userId));
    expect(statuses.map((s) => s.status.toLowerCase())).toEqual(['scheduled', 'scheduled']);
    expect((await call('POST', `/bookings/${bookingId}/confirm`)).statusCode).toBe(409);
    const waiting = await bookedCheckout(region.id, null);
    expect((await call('POST', `/bookings/${waiting.bookingId}/confirm`)).statusCode).toBe(409);
    expect((await call('POST', '/bookings/999999/confirm')).statusCode).toBe(404);
  });

  it('move a booking only to a day with room, giving the old day back', async () => {
    const region = await newRegion({ daily_capacity: 1 });
    const { bookingId } = await bookedCheckout(region.id, '2027-03-09');
    await bookedCheckout(region.id, '2027-03-10');
    const full = await call('POST', `/bookings/${bookingId}/propose`, { day: '2027-03-10' });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ errors: [{ field: 'delivery_day', message: DAY_TAKEN }] });
    const weekend = await call('POST', `/bookings/${bookingId}/propose`, { day: '2027-03-13' });
    expect(weekend.statusCode).toBe(400);
    const same = await call('POST', `/bookings/${bookingId}/propose`, { day: '2027-03-09' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ errors: [{ field: 'day', message: SAME_DAY }] });

    const days = (await call('GET', `/bookings/${bookingId}/days`)).json<BookingDays>();
    expect(days.load).toBe(1);
    expect(days.days.map((d) => d.date)).toContain('2027-03-11');
    expect(days.days.map((d) => d.date)).not.toContain('2027-03-10');

    const moved = await call('POST', `/bookings/${bookingId}/propose`, {
      day: '2027-03-11',
      note: 'The crew is in Galway that day',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingAnswer>().booking).toMatchObject({
      day: '2027-03-11',
      state: 'proposed',
    });
    expect(moved.json<BookingAnswer>().message).toContain('from Tue 9 Mar 2027 to Thu 11 Mar 2027');
    expect(await booked(region.id, '2027-03-09')).toBe(0);
    expect(await booked(region.id, '2027-03-11')).toBe(1);

    // A booking without a day gets one proposed the same way.
    const waiting = await bookedCheckout(region.id, null);
    const proposed = await call('POST', `/bookings/${waiting.bookingId}/propose`, {
      day: '2027-03-09',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(await booked(region.id, '2027-03-09')).toBe(1);
  });
});

describe('the day sheet', () => {
  it('prints every stop with its site, contact, notes, checkout, PO and items, and the totals', async () => {
    const region = await newRegion({ name: 'Sheet Test West' });
    const first = await bookedCheckout(region.id, '2027-03-16', { rooms: 2, po: 'PO-1001' });
    const second = await bookedCheckout(region.id, '2027-03-16', {
      rooms: 1,
      po: 'PO-1002',
      eircode: 'X11 CD34',
    });
    const sheet = await call('GET', `/day-sheet?region_id=${region.id}&day=2027-03-16`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(
      'day-sheet-2027-03-16-Sheet-Test-West.pdf',
    );
    const text = flat(await pdfText(await saved(sheet.rawPayload)));
    for (const expected of [
      'Delivery day sheet',
      'Sheet Test West',
      'Tuesday 16 March 2027',
      'Stop 1 of 2: Quay Hotel',
      'Stop 2 of 2: Quay Hotel',
      '1 Quay Street, Galway',
      'X11 AB12',
      'X11 CD34',
      'Pádraig Ó Sé',
      '+353 87 555 0123',
      'Goods lift at the back, 7–11 am only',
      first.checkoutNumber,
      second.checkoutNumber,
      'PO-1001',
      'PO-1002',
      'Room 101',
      'Room 102',
      bed.product_name,
      'Total: 2 stops, 3 units',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const empty = await call('GET', `/day-sheet?region_id=${region.id}&day=2027-03-17`);
    expect(flat(await pdfText(await saved(empty.rawPayload)))).toContain(
      'No deliveries are booked for this day.',
    );
    expect((await call('GET', `/day-sheet?region_id=999999&day=2027-03-17`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('is staff only: a buyer is refused 403 and a visitor 401', async () => {
    const buyer = await newCustomer(t);
    for (const [method, url] of [
      ['GET', '/regions'],
      ['GET', '/planner?from=2027-03-01&to=2027-03-02'],
      ['GET', '/day-sheet?region_id=1&day=2027-03-01'],
      ['POST', '/bookings/1/confirm'],
    ] as const) {
      expect((await call(method, url, undefined, buyer)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, null)).statusCode, url).toBe(401);
    }
    const closure = await call('POST', '/closures', { day: '2027-10-01', reason: 'x' }, buyer);
    expect(closure.statusCode).toBe(403);
  });
});
