import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newMember,
  placeOrder,
  signIn,
  type Session,
} from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  categories,
  productCategories,
  products,
  productSizes,
  sizes,
} from '#src/db/schema/catalog';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { linePrice } from '#test/prices';
import { INSUFFICIENT_CREDIT, type PlacedOrder } from '#src/shared/schemas/orders';
import { toCents } from '#src/shared/domain/money';

// docs/business-rules.md "Credit" and "Orders and checkouts" under load (issue #8 item 2, money
// under concurrency): on PostgreSQL the requests really run at once (several pooled connections);
// on PGlite they queue on its one connection, so it runs a smaller count.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const CONCURRENT = onPostgres ? 200 : 40;
const ROUNDS = onPostgres ? 20 : 3;
const AFFORDABLE = onPostgres ? 37 : 13;

let t: TestApp;
let line: Record<string, unknown>;
const PRICE = 80;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [footstools] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.categoryName}) = 'footstools'`);
  const [size] = await db.select().from(sizes).limit(1);
  const [stool] = await db
    .insert(products)
    .values({
      productName: 'Load Test Stool',
      sku: 'LOAD-STL-1',
      priceCents: toCents(PRICE),
      stock: -1,
    })
    .returning();
  await db.insert(productCategories).values({ productId: stool!.id, categoryId: footstools!.id });
  await db.insert(productSizes).values({ productId: stool!.id, sizeId: size!.id });
  line = {
    productId: stool!.id,
    sizeId: size!.id,
    fabricId: null,
    fabricColorId: null,
    quantity: 1,
    referenceNumber: 'LOAD',
    storageType: 'Non Ottoman',
  };
});
afterAll(() => t.close());

const checkout = (session: Session, key?: string) =>
  placeOrder(t, session, [line], key ? { key } : {});

const availableCredit = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(s) })).json<{
    available_credit: number;
  }>().available_credit;

describe('concurrent checkouts against one credit limit', () => {
  it(`accepts exactly the ${AFFORDABLE} of ${CONCURRENT} simultaneous checkouts that the credit affords, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await newCustomer(t, { creditLimit: AFFORDABLE * linePrice(PRICE, 1).total });
      // Each with its own Idempotency-Key, as the checkout screen sends them.
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => checkout(buyer, `round-${round}-${i}`)),
      );

      const statuses = responses.map((r) => r.statusCode);
      expect(
        responses.filter((r) => r.statusCode >= 500).map((r) => r.body),
        `round ${round}`,
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(AFFORDABLE);
      expect(statuses.filter((s) => s === 422)).toHaveLength(CONCURRENT - AFFORDABLE);
      for (const refused of responses.filter((r) => r.statusCode === 422)) {
        expect(refused.json()).toMatchObject({ message: INSUFFICIENT_CREDIT });
      }
      const rows = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
      expect(rows).toHaveLength(AFFORDABLE);
      expect(await availableCredit(buyer)).toBe(0);
    }
  }, 240_000); // 4,000 checkouts on PostgreSQL, one customer's at a time by design

  it('creates one order for 50 simultaneous retries with one Idempotency-Key', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => checkout(buyer, 'same-checkout')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('members of one company ordering at once (docs/business-rules.md "Credit")', () => {
  it('accept exactly the 20 of 50 simultaneous checkouts by 5 buyers that its credit affords', async () => {
    const owner = await newCustomer(t, { creditLimit: 20 * linePrice(PRICE, 1).total });
    const buyers: Session[] = [owner];
    for (let i = 0; i < 4; i += 1) buyers.push(await newMember(t, owner.companyId));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkout(buyers[i % 5]!, `company-${i}`)),
    );
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(20);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ message: INSUFFICIENT_CREDIT });
    }
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.companyId, owner.companyId));
    expect(rows).toHaveLength(20);
    // Every member sees the one credit line used up.
    for (const buyer of buyers) expect(await availableCredit(buyer)).toBe(0);
  });
});

describe('a customer’s cancel and a staff status change at the same moment', () => {
  it('end in one consistent state: cancelled with its credit freed, or Scheduled and kept', async () => {
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [scheduled] = await t.database.db
      .select()
      .from(deliveryStatuses)
      .where(eq(deliveryStatuses.deliveryStatus, 'Scheduled'));
    const limit = 10 * linePrice(PRICE, 1).total;
    for (let round = 0; round < 10; round++) {
      const buyer = await newCustomer(t, { creditLimit: limit });
      const placed = await checkout(buyer);
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<PlacedOrder>().orders[0]!.id;

      const [cancel, schedule] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/order/order-cancelled/${id}`,
          headers: asBearer(buyer),
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${id}/delivery-status`,
          headers: asBearer(staff),
          payload: { deliveryStatusId: scheduled!.id },
        }),
      ]);
      // Exactly one of the two wins; the other is refused with a conflict.
      expect([cancel.statusCode, schedule.statusCode].sort(), cancel.body + schedule.body).toEqual([
        200, 409,
      ]);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      if (cancel.statusCode === 200) {
        expect(order).toMatchObject({ status: 'cancelled', isCancellable: false });
        expect(order!.deliveryStatusId).not.toBe(scheduled!.id);
        expect(await availableCredit(buyer)).toBe(limit);
      } else {
        expect(order).toMatchObject({
          status: 'active',
          deliveryStatusId: scheduled!.id,
          isCancellable: false,
        });
        expect(await availableCredit(buyer)).toBe(limit - linePrice(PRICE, 1).total);
      }
    }
  });
});

describe('checkouts for the last units of a product sold from stock (issue 31 item 9)', () => {
  it('sell exactly the 10 units left to 50 checkouts at once, from 10 buyers', async () => {
    const db = t.database.db;
    const [size] = await db.select().from(sizes).limit(1);
    const [last] = await db
      .insert(products)
      .values({
        productName: 'Last Ten Stools',
        sku: 'LOAD-LST-10',
        priceCents: toCents(PRICE),
        stock: 10,
      })
      .returning();
    await db.insert(productSizes).values({ productId: last!.id, sizeId: size!.id });
    const buyers: Session[] = [];
    for (let i = 0; i < 10; i += 1) buyers.push(await newCustomer(t, { creditLimit: 10_000 }));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(t, buyers[i % 10], [{ ...line, productId: last!.id }], { key: `last-${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^(This product is out of stock\.|Only \d of Last Ten Stools in stock\.)$/,
      );
    }
    const sold = await db
      .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
      .from(orders)
      .where(eq(orders.productId, last!.id));
    expect(sold[0]!.units).toBe(10);
    const [left] = await db.select().from(products).where(eq(products.id, last!.id));
    expect(left!.stock).toBe(0);
  });
});
