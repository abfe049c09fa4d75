import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { products, productSizes } from '#src/db/schema/catalog';
import { CART_EMPTY } from '#src/shared/domain/cart';
import { orderTotals } from '#test/prices';
import {
  PRICES_CHANGED,
  PRODUCT_UNAVAILABLE,
  type OrderQuote,
  type PlacedOrder,
} from '#src/shared/schemas/orders';
import { setUpOrdersTestApp, type Line } from './orders.test-setup';
import { toCents } from '#src/shared/domain/money';

const shared = setUpOrdersTestApp();
const { ids, stoolLine, kingMossOttoman, details, orderCount } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe("today's prices: POST /api/order/quote and expected_total", () => {
  /** A footstool of this block's own, whose price the tests change. */
  async function ownStool(priceEuro: number) {
    const db = t.database.db;
    const [stool] = await db
      .insert(products)
      .values({
        productName: 'Test Quote Stool',
        sku: `TST-QTE-${Date.now()}`,
        priceCents: toCents(priceEuro),
      })
      .returning();
    await db.insert(productSizes).values({ productId: stool!.id, sizeId: ids.single });
    const setPrice = (price: number) =>
      db
        .update(products)
        .set({ priceCents: toCents(price) })
        .where(eq(products.id, stool!.id));
    return {
      line: (overrides: Line = {}) => stoolLine({ productId: stool!.id, ...overrides }),
      setPrice,
    };
  }
  const quote = (s: Session | undefined, items: unknown, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      payload: { items, ...extra },
      headers: s ? asBearer(s) : {},
    });

  it('prices each line as an order placed now would be, and says which can no longer be ordered', async () => {
    const buyer = await newCustomer(t);
    const stool = await ownStool(100);
    const items = [stool.line({ quantity: 2, price: 1 }), stoolLine({ productId: ids.gone })];
    let response = await quote(buyer, items);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrderQuote>()).toEqual({
      success: true,
      lines: [
        { price: 100, vat: 23, available_stock: null },
        { message: PRODUCT_UNAVAILABLE, available_stock: null },
      ],
      ...orderTotals([{ unitPrice: 100, quantity: 2 }]),
    });

    // Staff change the price: the next quote has it, whatever the cart claims.
    await stool.setPrice(150);
    response = await quote(buyer, items);
    expect(response.json<OrderQuote>().lines[0]).toEqual({
      price: 150,
      vat: 34.5,
      available_stock: null,
    });
    expect(response.json<OrderQuote>().total).toBe(369);
  });

  it('carries the units left of a product sold from stock, also on a line it refuses for them', async () => {
    const buyer = await newCustomer(t);
    const stocked = (quantity: number) => stoolLine({ productId: ids.stocked, quantity });
    const [left] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, ids.stocked));
    const within = await quote(buyer, [stocked(1), kingMossOttoman()]);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json<OrderQuote>().lines).toEqual([
      expect.objectContaining({ available_stock: left!.stock }),
      // Beds are made to order: no figure.
      expect.objectContaining({ available_stock: null }),
    ]);
    const beyond = await quote(buyer, [stocked(left!.stock + 1)]);
    expect(beyond.json<OrderQuote>().lines).toEqual([
      {
        message: expect.stringContaining(`Only ${left!.stock} of`) as string,
        available_stock: left!.stock,
      },
    ]);
  });

  it('is for signed-in buyers, and refuses what it does not read', async () => {
    const stool = await ownStool(100);
    expect((await quote(undefined, [stool.line()])).statusCode).toBe(401);
    const buyer = await newCustomer(t);
    const extra = await quote(buyer, [stool.line()], { userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await quote(buyer, [])).json()).toMatchObject({ message: `items: ${CART_EMPTY}` });
  });

  it('places nothing when the total the buyer saw is no longer the total, and places it when it is', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const stool = await ownStool(100);
    const shown = orderTotals([{ unitPrice: 100, quantity: 1 }]).total; // 123
    await stool.setPrice(120);

    const refused = await placeOrder(t, buyer, [stool.line()], {
      fields: { expected_total: String(shown) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: PRICES_CHANGED });
    expect(await orderCount(buyer.userId)).toBe(0);
    expect((await details(buyer)).available_credit).toBe(10_000);

    const today = orderTotals([{ unitPrice: 120, quantity: 1 }]).total; // 147.60
    const placed = await placeOrder(t, buyer, [stool.line()], {
      fields: { expected_total: today.toFixed(2) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlacedOrder>().total).toBe(today);
  });

  it('refuses an expected_total that is not an amount', async () => {
    const buyer = await newCustomer(t);
    const stool = await ownStool(100);
    const response = await placeOrder(t, buyer, [stool.line()], {
      fields: { expected_total: '12,30' },
    });
    expect(response.statusCode).toBe(400);
    expect(await orderCount(buyer.userId)).toBe(0);
  });
});
