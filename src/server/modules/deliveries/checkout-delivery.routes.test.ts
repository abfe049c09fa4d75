import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { asBearer, newCustomer, newMember, placeOrder, type Session } from '#test/customers';
import {
  categories,
  fabrics,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
} from '#src/db/schema/catalog';
import { companySites } from '#src/db/schema/companies';
import {
  closureDays,
  deliveryBookingEvents,
  deliveryBookings,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { outboxMails } from '#src/db/schema/mail';
import { orders } from '#src/db/schema/orders';
import { dayName } from '#src/shared/domain/calendar-dates';
import { toCents } from '#src/shared/domain/money';
import type { DeliveryOptions } from '#src/shared/schemas/delivery-options';
import { SITE_ID_MESSAGE, type PlacedOrder } from '#src/shared/schemas/orders';
import { DAY_TAKEN } from './delivery-days.service';

// docs/business-rules.md "Delivery days", docs/api.md "Delivery days": the buyer's side at
// checkout. On PostgreSQL the checkouts below really run at once; on PGlite they queue on
// its one connection, so fewer buyers race for the same 10 slots.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const RACERS = onPostgres ? 100 : 25;

let t: TestApp;
let stool: { id: number; sizeId: number };
let sofa: { id: number; velvet: number; linen: number };

/** An address in a routing key of a region of its own, so that tests do not share days. */
const addressIn = (key: string) => `1 Test Road, Testtown, ${key} AC12`;

async function region(key: string, dailyCapacity = 10) {
  const [row] = await t.database.db
    .insert(deliveryRegions)
    .values({ name: `Test ${key}`, dailyCapacity })
    .returning();
  await t.database.db.insert(deliveryRegionKeys).values({ routingKey: key, regionId: row!.id });
  return row!.id;
}

const stoolLine = (quantity = 1) => ({
  productId: stool.id,
  sizeId: stool.sizeId,
  fabricId: null,
  fabricColorId: null,
  quantity,
  referenceNumber: 'DLV',
  storageType: 'Non Ottoman',
});

async function options(s: Session, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery/options',
    headers: asBearer(s),
    payload,
  });
}

async function openDays(s: Session, key: string) {
  const response = await options(s, {
    lines: [{ productId: stool.id, fabricId: null, quantity: 1 }],
    shipping_address: addressIn(key),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeliveryOptions>();
}

async function dayRow(regionId: number, day: string) {
  const [row] = await t.database.db
    .select()
    .from(deliveryDays)
    .where(and(eq(deliveryDays.regionId, regionId), eq(deliveryDays.day, day)));
  return row;
}

const fillDay = (regionId: number, day: string, booked: number, capacity: number | null = null) =>
  t.database.db
    .insert(deliveryDays)
    .values({ regionId, day, booked, capacity })
    .onConflictDoUpdate({
      target: [deliveryDays.regionId, deliveryDays.day],
      set: { booked, capacity },
    });

const checkout = (s: Session, key: string, fields: Record<string, string>, lines = [stoolLine()]) =>
  placeOrder(t, s, lines, { fields: { shipping_address: addressIn(key), ...fields } });

const ordersOf = (userIds: number[]) =>
  t.database.db.select().from(orders).where(inArray(orders.userId, userIds));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [size] = await db.select().from(sizes).limit(1);
  const [footstools] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.categoryName}) = 'footstools'`);
  const [stoolRow] = await db
    .insert(products)
    .values({
      productName: 'Delivery Test Stool',
      sku: 'DLV-STL-1',
      priceCents: toCents(80),
      stock: -1,
      leadTimeMinDays: 3,
      leadTimeMaxDays: 5,
    })
    .returning();
  await db
    .insert(productCategories)
    .values({ productId: stoolRow!.id, categoryId: footstools!.id });
  await db.insert(productSizes).values({ productId: stoolRow!.id, sizeId: size!.id });
  stool = { id: stoolRow!.id, sizeId: size!.id };
  const [sofaRow] = await db
    .insert(products)
    .values({
      productName: 'Delivery Test Sofa',
      sku: 'DLV-SOF-1',
      priceCents: toCents(500),
      stock: -1,
      leadTimeMinDays: 4,
      leadTimeMaxDays: 6,
    })
    .returning();
  await db.insert(productCategories).values({ productId: sofaRow!.id, categoryId: footstools!.id });
  await db.insert(productSizes).values({ productId: sofaRow!.id, sizeId: size!.id });
  const [velvet, linen] = await db
    .insert(fabrics)
    .values([{ fabricName: 'Delivery Test Velvet' }, { fabricName: 'Delivery Test Linen' }])
    .returning();
  await db.insert(productFabrics).values([
    { productId: sofaRow!.id, fabricId: velvet!.id, leadTimeMinDays: 8, leadTimeMaxDays: 12 },
    { productId: sofaRow!.id, fabricId: linen!.id },
  ]);
  sofa = { id: sofaRow!.id, velvet: velvet!.id, linen: linen!.id };
});
afterAll(() => t.close());

describe('POST /api/delivery/options', () => {
  it("gives the slowest line's lead time and the days from the earliest date", async () => {
    const buyer = await newCustomer(t);
    await region('W81');
    const stoolOnly = await openDays(buyer, 'W81');
    expect(stoolOnly.lead_time).toEqual({
      min_days: 3,
      max_days: 5,
      label: 'Made to order: ready in 3–5 working days',
    });
    expect(stoolOnly.region).toEqual({ name: 'Test W81', capacity_unit: 'deliveries', load: 1 });
    expect(stoolOnly.days[0]!.date).toBe(stoolOnly.earliest_on);
    expect(stoolOnly.days[0]!.left).toBe(10);

    const withSofa = (fabricId: number) =>
      options(buyer, {
        lines: [
          { productId: stool.id, fabricId: null, quantity: 2 },
          { productId: sofa.id, fabricId, quantity: 1 },
        ],
        shipping_address: addressIn('W81'),
      }).then((r) => r.json<DeliveryOptions>());
    // The velvet's own lead time on the sofa; linen has none, so the sofa's.
    const velvet = await withSofa(sofa.velvet);
    expect(velvet.lead_time).toMatchObject({ min_days: 8, max_days: 12 });
    expect(velvet.lines.map((l) => l.lead_time.label)).toEqual([
      'Made to order: ready in 3–5 working days',
      'Made to order: ready in 8–12 working days',
    ]);
    expect((await withSofa(sofa.linen)).lead_time).toMatchObject({ min_days: 4, max_days: 6 });
    expect((await withSofa(sofa.velvet)).earliest_on > stoolOnly.earliest_on).toBe(true);
  });

  it('skips full, closed and closure days', async () => {
    const buyer = await newCustomer(t);
    const regionId = await region('W82');
    const before = await openDays(buyer, 'W82');
    const [first, second, third, fourth] = before.days.map((d) => d.date);
    await fillDay(regionId, first!, 10);
    await t.database.db.insert(deliveryDays).values({ regionId, day: second!, closed: true });
    await fillDay(regionId, third!, 3, 4);
    const after = await openDays(buyer, 'W82');
    const dates = after.days.map((d) => d.date);
    expect(dates).not.toContain(first);
    expect(dates).not.toContain(second);
    expect(after.days.find((d) => d.date === third)).toEqual({ date: third, left: 1 });
    expect(dates).toContain(fourth);
    // A closure day of the factory shuts every region (it is after the earliest date, so
    // the earliest date itself stays).
    const last = before.days.at(-1)!.date;
    await t.database.db.insert(closureDays).values({ day: last, reason: 'Test shutdown' });
    expect((await openDays(buyer, 'W82')).days.map((d) => d.date)).not.toContain(last);
    await t.database.db.delete(closureDays).where(eq(closureDays.day, last));
  });

  it('answers without a region where none covers the address, and refuses bad lines and sites', async () => {
    const buyer = await newCustomer(t);
    const none = await openDays(buyer, 'W83');
    expect(none.region).toBeNull();
    expect(none.days).toEqual([]);
    expect(none.earliest_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const badLine = await options(buyer, {
      lines: [{ productId: 999_999, fabricId: null, quantity: 1 }],
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json()).toMatchObject({
      errors: [{ field: 'lines.0.productId', message: 'This product is no longer available.' }],
    });
    const badQuantity = await options(buyer, {
      lines: [{ productId: stool.id, fabricId: null, quantity: 0 }],
    });
    expect(badQuantity.statusCode).toBe(400);

    const other = await newCustomer(t);
    const [site] = await t.database.db
      .insert(companySites)
      .values({
        companyId: other.companyId,
        name: 'Not yours',
        address: '1 Quay Street',
        city: 'Galway',
        eircode: 'H91 E2K3',
      })
      .returning();
    const foreign = await options(buyer, {
      lines: [{ productId: stool.id, fabricId: null, quantity: 1 }],
      site_id: site!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      errors: [{ field: 'site_id', message: SITE_ID_MESSAGE }],
    });
    const own = await options(other, {
      lines: [{ productId: stool.id, fabricId: null, quantity: 1 }],
      site_id: String(site!.id),
    });
    expect(own.statusCode, own.body).toBe(200);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/options',
      payload: { lines: [{ productId: stool.id, fabricId: null, quantity: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('booking a day at checkout', () => {
  it("books the chosen day with the orders: the day's booked count rises", async () => {
    const buyer = await newCustomer(t);
    const regionId = await region('W84');
    const day = (await openDays(buyer, 'W84')).days[2]!.date;
    const placed = await checkout(buyer, 'W84', { delivery_day: day });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlacedOrder>().delivery).toMatchObject({ day, state: 'requested' });
    expect((await dayRow(regionId, day))!.booked).toBe(1);
    // The buyer's confirmation and the shop's notice name the day asked for.
    const mails = await t.database.db
      .select({ purpose: outboxMails.purpose, message: outboxMails.message })
      .from(outboxMails)
      .where(like(outboxMails.purpose, `%${placed.json<PlacedOrder>().checkoutId}%`));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.message!.text).toContain(`Delivery day asked for: ${dayName(day)}`);
    }
  });

  it('refuses a full day with nothing ordered and the credit untouched', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    const regionId = await region('W85');
    const day = (await openDays(buyer, 'W85')).days[0]!.date;
    await fillDay(regionId, day, 10);
    const refused = await checkout(buyer, 'W85', { delivery_day: day });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: DAY_TAKEN,
      errors: [{ field: 'delivery_day', message: DAY_TAKEN }],
    });
    expect(await ordersOf([buyer.userId])).toHaveLength(0);
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: asBearer(buyer),
    });
    expect(details.json<{ available_credit: number }>().available_credit).toBe(1000);
    expect((await dayRow(regionId, day))!.booked).toBe(10);

    const weekendOrPast = await checkout(buyer, 'W85', { delivery_day: '2020-01-01' });
    expect(weekendOrPast.statusCode).toBe(400);
    expect(weekendOrPast.json()).toMatchObject({ errors: [{ field: 'delivery_day' }] });
    const garbled = await checkout(buyer, 'W85', { delivery_day: 'tomorrow' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ errors: [{ field: 'delivery_day' }] });
  });

  it('books the first open day for the earliest possible, and none where no region covers', async () => {
    const buyer = await newCustomer(t);
    const regionId = await region('W86');
    const before = await openDays(buyer, 'W86');
    await fillDay(regionId, before.days[0]!.date, 10);
    const expected = before.days[1]!.date;
    const asked = await checkout(buyer, 'W86', { delivery_day: 'earliest' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<PlacedOrder>().delivery).toMatchObject({
      day: expected,
      earliest_on: before.earliest_on,
    });
    // A spec client sends no delivery_day: the earliest possible.
    const unsaid = await checkout(buyer, 'W86', {});
    expect(unsaid.json<PlacedOrder>().delivery!.day).toBe(expected);
    expect((await dayRow(regionId, expected))!.booked).toBe(2);

    const nowhere = await checkout(buyer, 'W83', {});
    expect(nowhere.statusCode).toBe(201);
    expect(nowhere.json<PlacedOrder>().delivery).toMatchObject({ day: null, state: 'requested' });
    const pickedNowhere = await checkout(buyer, 'W83', { delivery_day: expected });
    expect(pickedNowhere.statusCode).toBe(400);
  });

  it('books once for a replayed checkout', async () => {
    const buyer = await newCustomer(t);
    const regionId = await region('W87');
    const day = (await openDays(buyer, 'W87')).days[1]!.date;
    const send = () =>
      placeOrder(t, buyer, [stoolLine()], {
        key: 'delivery-replay',
        fields: { shipping_address: addressIn('W87'), delivery_day: day },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect((await dayRow(regionId, day))!.booked).toBe(1);
    expect(await ordersOf([buyer.userId])).toHaveLength(1);
  });
});

describe('a checkout awaiting approval', () => {
  async function company() {
    const owner = await newCustomer(t, { creditLimit: 10_000 });
    const buyer = await newMember(t, owner.companyId, { role: 'buyer', spendingLimit: 100 });
    return { owner, buyer };
  }
  const approve = (s: Session, number: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/company/approvals/${number}/approve`,
      headers: asBearer(s),
    });

  it('books the chosen day when approved, or the earliest possible once it has gone', async () => {
    const regionId = await region('W88');
    const { owner, buyer } = await company();
    const days = (await openDays(buyer, 'W88')).days.map((d) => d.date);
    const sent = await checkout(buyer, 'W88', { delivery_day: days[3]! }, [stoolLine(3)]);
    expect(sent.statusCode, sent.body).toBe(202);
    // Nothing is booked while it waits; the approvers see the day asked for.
    expect(await dayRow(regionId, days[3]!)).toBeUndefined();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/company/approvals',
      headers: asBearer(owner),
    });
    expect(listed.json<{ approvals: { delivery_day: string | null }[] }>().approvals).toEqual([
      expect.objectContaining({ delivery_day: days[3] }),
    ]);
    const approved = await approve(owner, sent.json<{ checkoutNumber: string }>().checkoutNumber);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PlacedOrder>().delivery).toMatchObject({ day: days[3] });
    expect((await dayRow(regionId, days[3]!))!.booked).toBe(1);

    const later = await checkout(buyer, 'W88', { delivery_day: days[4]! }, [stoolLine(3)]);
    expect(later.statusCode).toBe(202);
    await fillDay(regionId, days[4]!, 10);
    const fallback = await approve(owner, later.json<{ checkoutNumber: string }>().checkoutNumber);
    expect(fallback.statusCode, fallback.body).toBe(200);
    const delivery = fallback.json<PlacedOrder>().delivery!;
    expect(delivery.day).toBe(days[0]);
    const [booking] = await t.database.db
      .select()
      .from(deliveryBookings)
      .where(eq(deliveryBookings.checkoutId, fallback.json<PlacedOrder>().checkoutId));
    const [event] = await t.database.db
      .select()
      .from(deliveryBookingEvents)
      .where(eq(deliveryBookingEvents.bookingId, booking!.id));
    expect(event!.note).toContain(days[4]);
  });
});

describe('the last slots of a delivery day at checkout', () => {
  it(`go to exactly 10 of ${RACERS} buyers checking out at once; the rest are refused`, async () => {
    const regionId = await region('W89', 100);
    const buyers: Session[] = [];
    for (let i = 0; i < RACERS; i += 1) buyers.push(await newCustomer(t));
    const day = (await openDays(buyers[0]!, 'W89')).days[0]!.date;
    await fillDay(regionId, day, 90);
    const responses = await Promise.all(
      buyers.map((buyer, i) =>
        placeOrder(t, buyer, [stoolLine()], {
          key: `last-slot-${i}`,
          fields: { shipping_address: addressIn('W89'), delivery_day: day },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'delivery_day', message: DAY_TAKEN }],
      });
    }
    expect(await ordersOf(buyers.map((b) => b.userId))).toHaveLength(10);
    expect((await dayRow(regionId, day))!.booked).toBe(100);
  }, 180_000);
});
