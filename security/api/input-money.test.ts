import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder } from '../../test/customers';
import type { TestApp } from '../../test/test-app';
import { checkouts } from '../../src/db/schema/orders';
import { linePrice, orderTotals, unitPrice, vatOf } from '../../test/prices';
import {
  QUANTITY_MESSAGE,
  REORDER_QUANTITY_MESSAGE,
  type PlacedOrder,
} from '../../src/shared/schemas/orders';
import { bedLine, snapshot, stoolLine, type Catalogue } from './shop-fixture';
import { fromCents, toCents } from '../../src/shared/domain/money';
import { setUpInputTestApp } from './input.test-setup';

// V2.2.1 and V2.2.2: prices, VAT and totals are the server's; a quantity is a whole number
// in range (input.test-setup.ts lists the other input probes).

const shared = setUpInputTestApp();
const { ordersOfUser } = shared;
let t: TestApp;
let c: Catalogue;
beforeAll(() => {
  t = shared.testApp();
  c = shared.catalogue();
});

describe('money', () => {
  it('V2.2.2 checkout prices, VAT and totals are the server’s: client-sent prices are ignored and amount fields refused', async () => {
    const buyer = await newCustomer(t, { creditLimit: 20_000 });
    const response = await placeOrder(t, buyer, [
      bedLine(c, { price: 0.01, quantity: 2 }),
      stoolLine(c, { price: -500, quantity: 3 }),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();

    // King (×1.5), Ottoman storage: the product price plus the surcharge × 1.5.
    const bedUnit = unitPrice({
      basePrice: 412.35,
      storageType: 'Ottoman',
      storagePrices: c.storage,
      sizeMultiplier: 1.5,
    });
    const stoolUnit = unitPrice({
      basePrice: 79.99,
      storageType: 'Non Ottoman',
      storagePrices: c.storage,
    });
    expect(bedUnit).toBeGreaterThan(412.35);
    const totals = orderTotals([
      { unitPrice: bedUnit, quantity: 2 },
      { unitPrice: stoolUnit, quantity: 3 },
    ]);
    const rows = await ordersOfUser(buyer.userId);
    expect(
      rows.map((r) => ({
        q: r.quantity,
        unit: fromCents(r.unitPriceCents),
        vat: fromCents(r.vatCents),
        total: fromCents(r.totalPriceCents),
      })),
    ).toEqual([
      { q: 2, unit: bedUnit, vat: vatOf(bedUnit), total: linePrice(bedUnit, 2).total },
      { q: 3, unit: stoolUnit, vat: vatOf(stoolUnit), total: linePrice(stoolUnit, 3).total },
    ]);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, placed.checkoutId));
    expect(checkout).toMatchObject({
      subtotalCents: toCents(totals.subtotal),
      vatCents: toCents(totals.vat),
      totalCents: toCents(totals.total),
    });
    expect(placed).toMatchObject(totals);
    expect(placed.orders.map((o) => o.total_price)).toEqual([
      linePrice(bedUnit, 2).total,
      linePrice(stoolUnit, 3).total,
    ]);
    expect(placed.available_credit).toBe(Math.round((20_000 - totals.total) * 100) / 100);

    // A field that would set an amount is refused, on a line, on the form or on a reorder.
    const refusals: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [];
    for (const field of [
      'unitPrice',
      'unit_price',
      'vat',
      'total',
      'total_price',
      'totalPrice',
      'line_total',
      'discount',
      'surcharge',
    ]) {
      refusals.push([
        `line ${field}`,
        () => placeOrder(t, buyer, [stoolLine(c, { [field]: 0.01 })]),
      ]);
    }
    for (const field of ['total', 'subtotal', 'vat', 'price']) {
      refusals.push([
        `form ${field}`,
        () => placeOrder(t, buyer, [stoolLine(c)], { fields: { [field]: '0.01' } }),
      ]);
    }
    for (const field of ['price', 'unit_price', 'total', 'vat']) {
      refusals.push([
        `reorder ${field}`,
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/order/product-reorder/${rows[0]!.id}`,
            payload: { quantity: 1, [field]: 0.01 },
            headers: asBearer(buyer),
          }),
      ]);
    }
    for (const [name, send] of refusals) {
      const refused = await send();
      expect(refused.statusCode, `${name}: ${refused.body}`).toBe(400);
      expect(refused.body, name).toMatch(/Unknown field/);
    }
    expect(await ordersOfUser(buyer.userId)).toHaveLength(2);
  });

  it('V2.2.1 a quantity that is not a whole number from 1 to the maximum is refused with a clear message, and nothing is written', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1_000_000 });
    expect((await placeOrder(t, buyer, [stoolLine(c)])).statusCode).toBe(201);
    const [existing] = await ordersOfUser(buyer.userId);
    const before = await snapshot(t);
    // As JSON text: some of these JSON.stringify cannot write (1e400 is Infinity).
    const quantities = [
      '0',
      '-1',
      '-0',
      '1.5',
      '0.999999',
      '1e9',
      String(Number.MAX_SAFE_INTEGER + 1),
      '1e400',
      '-1e400',
      '"1"',
      '"NaN"',
      '"Infinity"',
      '""',
      'null',
      'true',
      '[]',
      '[1]',
      '{}',
    ];
    const line = (quantity: string) =>
      JSON.stringify(stoolLine(c, { quantity: '§' })).replace('"§"', quantity);
    for (const quantity of quantities) {
      const checkout = await placeOrder(t, buyer, `[${line(quantity)}]`);
      expect(checkout.statusCode, `checkout ${quantity}: ${checkout.body}`).toBe(400);
      expect(checkout.json(), `checkout ${quantity}`).toMatchObject({
        message: QUANTITY_MESSAGE,
        errors: [{ field: 'items.0.quantity', message: QUANTITY_MESSAGE }],
      });

      const reorder = await t.app.inject({
        method: 'POST',
        url: `/api/order/product-reorder/${existing!.id}`,
        payload: `{"quantity":${quantity}}`,
        headers: { ...asBearer(buyer), 'content-type': 'application/json' },
      });
      expect(reorder.statusCode, `reorder ${quantity}: ${reorder.body}`).toBe(400);
      expect([QUANTITY_MESSAGE, REORDER_QUANTITY_MESSAGE], `reorder ${quantity}`).toContain(
        reorder.json<{ message: string }>().message,
      );
    }
    // Without a quantity at all.
    const noQuantity = stoolLine(c);
    delete noQuantity.quantity;
    const missing = await placeOrder(t, buyer, [noQuantity]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: QUANTITY_MESSAGE });
    expect(await snapshot(t)).toBe(before);
  });
});
