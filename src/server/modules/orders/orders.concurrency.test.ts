import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, type Session } from '../../../../test/customers';
import { formData } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  categories,
  productCategories,
  products,
  productSizes,
  sizes,
} from '../../../db/schema/catalog';
import { orders } from '../../../db/schema/orders';
import { linePrice } from '../../../shared/domain/pricing';
import { INSUFFICIENT_CREDIT } from '../../../shared/schemas/orders';

// DECISIONS.md #4 and #5 under load: on PostgreSQL the requests really run at once
// (several pooled connections); on PGlite they queue on its one connection.

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
    .values({ productName: 'Load Test Stool', sku: 'LOAD-STL-1', priceEuro: PRICE, stock: -1 })
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

async function checkout(session: Session, key?: string) {
  const { payload, headers } = await formData({
    items: JSON.stringify([line]),
    shipping_address: '1 Quay Street, Galway',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/order/product',
    payload,
    headers: { ...headers, ...asBearer(session), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const availableCredit = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(s) })).json<{
    available_credit: number;
  }>().available_credit;

describe('concurrent checkouts against one credit limit', () => {
  it('accepts exactly the 20 of 50 simultaneous checkouts that the credit affords', async () => {
    const affordable = 20;
    const buyer = await newCustomer(t, { creditLimit: affordable * linePrice(PRICE, 1).total });
    const responses = await Promise.all(Array.from({ length: 50 }, () => checkout(buyer)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(affordable);
    expect(statuses.filter((s) => s === 422)).toHaveLength(50 - affordable);
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ message: INSUFFICIENT_CREDIT });
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(rows).toHaveLength(affordable);
    expect(await availableCredit(buyer)).toBe(0);
  });

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
