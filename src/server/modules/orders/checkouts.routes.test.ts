import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { orderTotals } from '#test/prices';
import {
  CHECKOUT_NOT_FOUND,
  PO_NUMBER_MESSAGE,
  type CheckoutAnswer,
  type OrderQuote,
  type PlacedOrder,
  type UserCheckouts,
  type UserOrders,
} from '#src/shared/schemas/orders';
import { setUpOrdersTestApp } from './orders.test-setup';

// A checkout has a number of its own and the buyer's purchase-order number
// (docs/business-rules.md "Orders and checkouts").

const shared = setUpOrdersTestApp();
const { kingMossOttoman, stoolLine, details } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

const NUMBER = /^CHK-\d{4}-\d{5,}$/;

async function placed(buyer: Session, fields: Record<string, string> = {}, lines?: unknown[]) {
  const response = await placeOrder(t, buyer, lines ?? [kingMossOttoman(), stoolLine()], {
    fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlacedOrder>();
}

const get = (buyer: Session | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: buyer ? asBearer(buyer) : {} });

const serial = (number: string) => Number(number.split('-')[2]);

describe('a checkout number and a purchase-order number', () => {
  it('numbers every checkout, in the order they are placed, with the year', async () => {
    const buyer = await newCustomer(t, { creditLimit: 50_000 });
    const first = await placed(buyer);
    const second = await placed(buyer, {}, [stoolLine()]);
    expect(first.checkoutNumber).toMatch(NUMBER);
    const year = new Date().toLocaleDateString('en-IE', {
      year: 'numeric',
      timeZone: 'Europe/Dublin',
    });
    expect(first.checkoutNumber.startsWith(`CHK-${year}-`)).toBe(true);
    expect(serial(second.checkoutNumber)).toBeGreaterThan(serial(first.checkoutNumber));
    expect(first.poNumber).toBeNull();
  });

  it('gives checkouts placed at the same moment different numbers', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 6 }, () => newCustomer(t, { creditLimit: 10_000 })),
    );
    const all = await Promise.all(buyers.map((buyer) => placed(buyer, {}, [stoolLine()])));
    expect(new Set(all.map((one) => one.checkoutNumber)).size).toBe(all.length);
  });

  it('keeps the PO number, trimmed, and shows it in the answer, the mails and My Orders', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const order = await placed(buyer, { po_number: '  PO 4471/B  ' });
    expect(order.poNumber).toBe('PO 4471/B');

    const mails = await readOutbox(t);
    const confirmation = mails.find((m) => (m.headers.get('to') ?? '').includes(buyer.email));
    expect(confirmation?.body).toContain(`Checkout number: ${order.checkoutNumber}`);
    expect(confirmation?.body).toContain('Your purchase order: PO 4471/B');
    const notice = mails.find(
      (m) =>
        m.headers.get('to') === t.app.config.shopInboxEmail &&
        m.body.includes(order.checkoutNumber),
    );
    expect(notice?.body).toContain('Their purchase order: PO 4471/B');

    const list = (await get(buyer, '/api/order/user-orders')).json<UserOrders>();
    expect(list.orders).toHaveLength(2);
    for (const card of list.orders) {
      expect(card).toMatchObject({ checkoutNumber: order.checkoutNumber, poNumber: 'PO 4471/B' });
    }
  });

  it('takes a blank PO number as none', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const order = await placed(buyer, { po_number: '   ' }, [stoolLine()]);
    expect(order.poNumber).toBeNull();
    const mail = (await readOutbox(t)).find((m) =>
      (m.headers.get('to') ?? '').includes(buyer.email),
    );
    expect(mail?.body).not.toContain('purchase order');
  });

  it.each([
    ['longer than 35 characters', 'P'.repeat(36)],
    ['with a line break', 'PO 1\nPO 2'],
  ])('refuses a PO number %s, and orders nothing', async (_name, poNumber) => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const response = await placeOrder(t, buyer, [stoolLine()], { fields: { po_number: poNumber } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: PO_NUMBER_MESSAGE,
      errors: [{ field: 'po_number', message: PO_NUMBER_MESSAGE }],
    });
    expect((await get(buyer, '/api/order/user-orders')).json<UserOrders>().orders).toEqual([]);
  });

  it('treats a retry with another PO number as another order (Idempotency-Key)', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const send = (po: string) =>
      placeOrder(t, buyer, [stoolLine()], { key: 'po-retry-1', fields: { po_number: po } });
    const first = await send('PO-1');
    expect(first.statusCode).toBe(201);
    expect((await send('PO-1')).json()).toEqual(first.json());
    expect((await send('PO-2')).statusCode).toBe(422);
  });
});

describe('GET /api/order/checkouts/{number}: the confirmation', () => {
  it('lists every line with its tracking ID, the totals, the address and the credit left', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const lines = [kingMossOttoman(), stoolLine({ quantity: 3 })];
    const order = await placed(buyer, { po_number: 'PO-77' }, lines);
    const response = await get(buyer, `/api/order/checkouts/${order.checkoutNumber}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CheckoutAnswer>();
    // The totals placed (orders.routes.test.ts proves them against the price rules).
    const totals = { subtotal: order.subtotal, vat: order.vat, total: order.total };
    expect(totals.total).toBe(
      orderTotals([{ unitPrice: 80, quantity: 3 }]).total + order.orders[0]!.total_price,
    );
    expect(answer.checkout).toMatchObject({
      checkoutId: order.checkoutId,
      checkoutNumber: order.checkoutNumber,
      poNumber: 'PO-77',
      shipping_address: '3 Main Street, Sligo, F91 K2P4',
      ...totals,
    });
    expect(answer.checkout.orders.map((line) => line.trackingId)).toEqual(
      order.orders.map((line) => line.trackingId),
    );
    expect(answer.checkout.orders.map((line) => line.referenceNumber)).toEqual(
      order.orders.map((line) => line.referenceNumber),
    );
    expect(answer.available_credit).toBe((await details(buyer)).available_credit);
    expect(answer.available_credit).toBe(order.available_credit);

    // Any case finds it.
    const lower = await get(buyer, `/api/order/checkouts/${order.checkoutNumber.toLowerCase()}`);
    expect(lower.json<CheckoutAnswer>().checkout.checkoutId).toBe(order.checkoutId);
  });

  it('names each line\'s options by id, so "Reorder all" prices the same lines today', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const order = await placed(buyer, {}, [kingMossOttoman(), stoolLine({ quantity: 3 })]);
    const { checkout } = (
      await get(buyer, `/api/order/checkouts/${order.checkoutNumber}`)
    ).json<CheckoutAnswer>();
    const optionsOf = ({
      productId,
      sizeId,
      fabricId,
      fabricColorId,
    }: Record<string, unknown>) => ({
      productId,
      sizeId,
      fabricId,
      fabricColorId,
    });
    expect(checkout.orders.map(optionsOf)).toEqual([kingMossOttoman(), stoolLine()].map(optionsOf));

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: asBearer(buyer),
      payload: {
        items: checkout.orders.map((line) => ({
          productId: line.productId,
          sizeId: line.sizeId,
          fabricId: line.fabricId,
          fabricColorId: line.fabricColorId,
          quantity: line.quantity,
          referenceNumber: line.referenceNumber,
          storageType: line.storageType,
        })),
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const today = quote
      .json<OrderQuote>()
      .lines.map((line) => ('price' in line ? { price: line.price, vat: line.vat } : line));
    expect(today).toEqual(
      checkout.orders.map((line) => ({ price: line.unit_price, vat: line.vat })),
    );
  });

  it("answers 404 for another buyer's checkout or a number that does not exist", async () => {
    const owner = await newCustomer(t, { creditLimit: 10_000 });
    const other = await newCustomer(t, { creditLimit: 10_000 });
    const order = await placed(owner, {}, [stoolLine()]);
    for (const url of [
      `/api/order/checkouts/${order.checkoutNumber}`,
      '/api/order/checkouts/CHK-1999-99999',
      `/api/order/checkouts/${'x'.repeat(41)}`,
    ]) {
      const response = await get(other, url);
      expect(response.statusCode, url).toBe(url.endsWith('x') ? 400 : 404);
      if (response.statusCode === 404) {
        expect(response.json()).toEqual({ success: false, message: CHECKOUT_NOT_FOUND });
      }
    }
    expect((await get(undefined, `/api/order/checkouts/${order.checkoutNumber}`)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/order/checkouts: My Orders by checkout', () => {
  it("pages the buyer's checkouts newest first, each with its own lines", async () => {
    const buyer = await newCustomer(t, { creditLimit: 50_000 });
    const other = await newCustomer(t, { creditLimit: 10_000 });
    await placed(other, {}, [stoolLine()]);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await placed(buyer, { po_number: `PO-${i}` }, [stoolLine(), kingMossOttoman()]));
    }
    const first = (await get(buyer, '/api/order/checkouts?limit=2')).json<UserCheckouts>();
    expect(first.pagination).toMatchObject({ total: 3, totalPages: 2, currentPage: 1 });
    expect(first.checkouts.map((c) => c.checkoutNumber)).toEqual([
      made[2]!.checkoutNumber,
      made[1]!.checkoutNumber,
    ]);
    for (const checkout of first.checkouts) {
      expect(checkout.orders).toHaveLength(2);
      expect(checkout.orders.every((line) => line.checkoutNumber === checkout.checkoutNumber)).toBe(
        true,
      );
    }
    const second = (await get(buyer, '/api/order/checkouts?limit=2&page=2')).json<UserCheckouts>();
    expect(second.checkouts.map((c) => c.poNumber)).toEqual(['PO-0']);
    // A page holds at most 50, as My Orders' pages hold at most 100.
    const large = (await get(buyer, '/api/order/checkouts?limit=500')).json<UserCheckouts>();
    expect(large.pagination.limit).toBe(50);
    expect((await get(buyer, '/api/order/checkouts?limit=0')).statusCode).toBe(400);
    expect((await get(undefined, '/api/order/checkouts')).statusCode).toBe(401);
  });
});
