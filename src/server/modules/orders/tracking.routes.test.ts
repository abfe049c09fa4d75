import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { setUpOrdersTestApp } from './orders.test-setup';

const shared = setUpOrdersTestApp();
const { kingMossOttoman, stoolLine, ordersOf } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('GET /api/auth/user/track-orders/{id}', () => {
  // The checkout's delivery (its day and state only: anyone with the ID may read it).
  const FULL_VIEW = [
    'delivery',
    'deliveryStatus',
    'fabric_color_name',
    'fabric_name',
    'orderDate',
    'product_image',
    'product_name',
    'quantity',
    'referenceNumber',
    'shipping_address',
    'total_price',
    'trackingId',
  ].sort();
  const DELIVERY_VIEW = FULL_VIEW.filter(
    (field) => !['shipping_address', 'total_price', 'trackingId'].includes(field),
  );
  const track = (value: string, s?: Session) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${encodeURIComponent(value)}`,
      headers: s ? asBearer(s) : {},
    });
  type Answer = {
    view: string;
    order: Record<string, unknown>;
    orders: Array<Record<string, unknown>>;
  };

  it('shows the whole tracking view by tracking ID, to anyone, and nothing of the customer', async () => {
    const buyer = await newCustomer(t);
    await placeOrder(t, buyer, [stoolLine({ referenceNumber: 'Hotel-Room-7' })]);
    const [card] = await ordersOf(buyer);
    const stranger = await newCustomer(t);
    for (const [value, viewer] of [
      [card!.trackingId, undefined],
      [card!.trackingId.toLowerCase(), undefined],
      [card!.trackingId, stranger],
    ] as const) {
      const response = await track(value, viewer);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expect(answer.view).toBe('full');
      expect(Object.keys(answer.order).sort()).toEqual(FULL_VIEW);
      expect(answer.order).toMatchObject({
        trackingId: card!.trackingId,
        deliveryStatus: 'Order Placed',
      });
      // Sligo (F91) is in no delivery region of the test shop: a day is still to agree.
      expect(answer.order.delivery).toEqual({ day: null, state: 'requested' });
      expect(JSON.stringify(answer)).not.toContain(buyer.email);
    }
  });

  it('shows a visitor only the delivery view of a reference: no price, address or tracking ID', async () => {
    const buyer = await newCustomer(t);
    await placeOrder(t, buyer, [stoolLine({ referenceNumber: 'MH-Room-7001' })]);
    const [card] = await ordersOf(buyer);
    const response = await track('mh-room-7001');
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.view).toBe('delivery');
    expect(Object.keys(answer.order).sort()).toEqual(DELIVERY_VIEW);
    expect(answer.order).toMatchObject({ referenceNumber: 'MH-Room-7001', quantity: 1 });
    for (const secret of [card!.trackingId, card!.shipping_address, String(card!.total_price)]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows the owner, signed in, every one of their orders with the reference, in full', async () => {
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    await placeOrder(t, buyer, [
      kingMossOttoman({ referenceNumber: 'Suite-12', quantity: 1 }),
      kingMossOttoman({ referenceNumber: 'suite-12', quantity: 2 }),
    ]);
    const answer = (await track('SUITE-12', buyer)).json<Answer>();
    expect(answer.view).toBe('full');
    expect(answer.orders.map((order) => order.quantity)).toEqual([2, 1]);
    expect(answer.order).toEqual(answer.orders[0]);
    for (const order of answer.orders) expect(Object.keys(order).sort()).toEqual(FULL_VIEW);
  });

  it('finds a shared reference for each owner alone, and for no visitor', async () => {
    const buyer = await newCustomer(t);
    const other = await newCustomer(t);
    await placeOrder(t, buyer, [stoolLine({ referenceNumber: 'Shared-Ref-9' })]);
    await placeOrder(t, other, [stoolLine({ referenceNumber: 'SHARED-REF-9' })]);
    const [mine] = await ordersOf(buyer);
    const [theirs] = await ordersOf(other);
    expect((await track('shared-ref-9', buyer)).json<Answer>().order.trackingId).toBe(
      mine!.trackingId,
    );
    expect((await track('shared-ref-9', other)).json<Answer>().order.trackingId).toBe(
      theirs!.trackingId,
    );
    expect((await track('shared-ref-9')).statusCode).toBe(404);

    const unknown = await track('TRK-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: ORDER_NOT_FOUND });
  });
});
