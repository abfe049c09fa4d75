import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { variations } from '#src/db/schema/catalog';
import { orders } from '#src/db/schema/orders';
import { linePrice, unitPrice } from '#test/prices';
import {
  INSUFFICIENT_CREDIT,
  NOT_CANCELLABLE,
  ORDER_NOT_FOUND,
  REORDER_QUANTITY_MESSAGE,
  TAB_MESSAGE,
  USER_ORDERS_MAX_PAGE_SIZE,
  USER_ORDERS_PAGE_SIZE,
  type UserOrders,
} from '#src/shared/schemas/orders';
import { setUpOrdersTestApp } from './orders.test-setup';

const shared = setUpOrdersTestApp();
const {
  ids,
  storage,
  kingMossOttoman,
  stoolLine,
  details,
  cancel,
  userOrders,
  ordersOf,
  setDeliveryStatus,
  orderCount,
} = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('My Orders: list, detail, cancel, reorder', () => {
  it('lists only the user’s own orders, newest first, with the fields of the order cards', async () => {
    const buyer = await newCustomer(t);
    const other = await newCustomer(t);
    await placeOrder(t, other, [stoolLine({ referenceNumber: 'NOT-YOURS' })]);
    await placeOrder(t, buyer, [stoolLine({ referenceNumber: 'FIRST' })]);
    await placeOrder(t, buyer, [kingMossOttoman({ referenceNumber: 'SECOND', quantity: 1 })]);
    const cards = await ordersOf(buyer);
    expect(cards.map((c) => c.referenceNumber)).toEqual(['SECOND', 'FIRST']);
    expect(cards[0]).toMatchObject({
      status: 'active',
      deliveryStatus: 'Order Placed',
      isCancelled: true,
      product_name: 'Test Divan Bed',
      size_name: 'Test King',
      fabric_name: 'Test Velvet',
      fabric_color_name: 'Moss',
      storageType: 'Ottoman',
      quantity: 1,
      trackingId: expect.stringMatching(/^TRK-/) as unknown,
      special_quote: 'None',
    });

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order/user-orders/${cards[0]!.trackingId}`,
      headers: asBearer(buyer),
    });
    expect(own.json()).toMatchObject({ order: { referenceNumber: 'SECOND' } });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/order/user-orders/${cards[0]!.trackingId}`,
      headers: asBearer(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: ORDER_NOT_FOUND });
    expect((await t.app.inject({ method: 'GET', url: '/api/order/user-orders' })).statusCode).toBe(
      401,
    );
  });

  it('lists one tab at a time, a page at a time, and counts the tab’s orders', async () => {
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    const refs = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7'];
    await placeOrder(
      t,
      buyer,
      refs.map((referenceNumber) => kingMossOttoman({ referenceNumber, quantity: 1 })),
    );
    const cardOf = async (ref: string) =>
      (await ordersOf(buyer)).find((card) => card.referenceNumber === ref)!;
    expect((await cancel(buyer, (await cardOf('L2')).id)).statusCode).toBe(200);
    await setDeliveryStatus((await cardOf('L3')).id, 'Order Delivered');

    const list = async (query: string) => {
      const response = await userOrders(buyer, query);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<UserOrders>();
      return { refs: body.orders.map((card) => card.referenceNumber), page: body.pagination };
    };
    const at = (currentPage: number, totalPages: number, total: number, limit: number) => ({
      total,
      totalPages,
      currentPage,
      limit,
      hasNextPage: currentPage < totalPages,
      hasPreviousPage: currentPage > 1,
    });
    // One checkout: its lines share the order date, the last line first.
    expect(await list('tab=active&limit=2')).toEqual({ refs: ['L7', 'L6'], page: at(1, 3, 5, 2) });
    expect((await list('tab=Active&limit=2&page=2')).refs).toEqual(['L5', 'L4']);
    expect((await list('tab=ACTIVE&limit=2&page=3')).refs).toEqual(['L1']);
    expect(await list('tab=active&limit=2&page=4')).toEqual({ refs: [], page: at(4, 3, 5, 2) });
    expect((await list('tab=cancelled')).refs).toEqual(['L2']);
    expect(await list('tab=delivered')).toEqual({
      refs: ['L3'],
      page: at(1, 1, 1, USER_ORDERS_PAGE_SIZE),
    });
    // Without a tab: every order, a page of the default size; a field it does not read
    // changes nothing.
    expect(await list('_=1700000000')).toEqual({
      refs: [...refs].reverse(),
      page: at(1, 1, 7, USER_ORDERS_PAGE_SIZE),
    });
    // A page size above the cap is served at the cap.
    expect((await list('limit=5000')).page).toEqual(at(1, 1, 7, USER_ORDERS_MAX_PAGE_SIZE));

    for (const [query, message] of [
      ['tab=paid', TAB_MESSAGE],
      ['page=0', 'page must be 1 or more'],
      ['limit=0', 'limit must be 1 or more'],
      ['limit=-3', 'limit must be 1 or more'],
      ['limit=ten', 'limit must be a number'],
    ]) {
      const response = await userOrders(buyer, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  it('finds orders by tracking ID or reference number, whole or its start, in any case', async () => {
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    const other = await newCustomer(t, { creditLimit: 100_000 });
    const refs = ['Room 101', 'Room 102', 'Room 201', 'Lobby_1', 'Lobby%2'];
    await placeOrder(
      t,
      buyer,
      refs.map((referenceNumber) => kingMossOttoman({ referenceNumber, quantity: 1 })),
    );
    await placeOrder(t, other, [kingMossOttoman({ referenceNumber: 'Room 103', quantity: 1 })]);
    const found = async (query: string) => {
      const response = await userOrders(buyer, query);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<UserOrders>();
      return {
        refs: body.orders.map((card) => card.referenceNumber),
        total: body.pagination.total,
      };
    };
    expect(await found('q=room 1')).toEqual({ refs: ['Room 102', 'Room 101'], total: 2 });
    expect(await found(`q=${encodeURIComponent('  ROOM 201 ')}`)).toEqual({
      refs: ['Room 201'],
      total: 1,
    });
    // % and _ are letters of a reference, not wildcards.
    expect((await found(`q=${encodeURIComponent('Lobby_')}`)).refs).toEqual(['Lobby_1']);
    expect((await found(`q=${encodeURIComponent('Lobby%')}`)).refs).toEqual(['Lobby%2']);
    expect(await found('q=Room 103')).toEqual({ refs: [], total: 0 });

    const card = (await ordersOf(buyer)).find((order) => order.referenceNumber === 'Room 101')!;
    expect((await found(`q=${card.trackingId.toLowerCase()}`)).refs).toEqual(['Room 101']);
    expect((await found(`q=${card.trackingId.slice(0, -2)}`)).refs).toContain('Room 101');
    // Within a tab, and a page of the result.
    expect(await cancel(buyer, card.id)).toMatchObject({ statusCode: 200 });
    expect(await found('q=room&tab=active&limit=1&page=2')).toEqual({
      refs: ['Room 102'],
      total: 2,
    });
    expect((await found('q=room&tab=cancelled')).refs).toEqual(['Room 101']);
    // A blank search is no search.
    expect((await found('q=%20')).total).toBe(5);

    const long = await userOrders(buyer, `q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('q must be at most 100 characters');
  });

  it('cancels an own open order, which frees its credit; a second cancel is refused', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    await placeOrder(t, buyer, [stoolLine({ quantity: 3 })]);
    const [card] = await ordersOf(buyer);
    expect((await details(buyer)).available_credit).toBe(1000 - card!.total_price);

    const response = await cancel(buyer, card!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await details(buyer)).available_credit).toBe(1000);
    expect((await ordersOf(buyer))[0]).toMatchObject({ status: 'cancelled', isCancelled: false });

    const again = await cancel(buyer, card!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOT_CANCELLABLE });
  });

  it('mails the buyer a confirmation and the shop inbox a notice, saying when a refund is due', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    await placeOrder(t, buyer, [stoolLine({ referenceNumber: 'CANCEL-MAIL' })]);
    const [card] = await ordersOf(buyer);
    // Staff had marked it paid.
    await t.database.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, card!.id));
    expect((await cancel(buyer, card!.id)).statusCode).toBe(200);

    const mails = (await readOutbox(t)).filter((m) =>
      new RegExp(`^Order ${card!.trackingId} (has been )?cancelled`).test(
        m.headers.get('subject') ?? '',
      ),
    );
    const toBuyer = mails.find((m) => (m.headers.get('to') ?? '').includes(buyer.email));
    expect(toBuyer?.headers.get('subject')).toBe(`Order ${card!.trackingId} has been cancelled`);
    expect(toBuyer?.body).toContain('CANCEL-MAIL');
    const toShop = mails.find((m) =>
      (m.headers.get('to') ?? '').includes(t.app.config.shopInboxEmail),
    );
    expect(toShop?.headers.get('subject')).toMatch(/^Order TRK-\S+ cancelled by /);
    expect(toShop?.body).toContain(buyer.email);
    expect(toShop?.body).toContain('a refund is due');
    expect(toBuyer?.body).toContain('refund');
    expect(toBuyer?.body).not.toContain('no longer counts against your credit');
  });

  it('refuses to cancel once the order is Scheduled', async () => {
    const buyer = await newCustomer(t);
    await placeOrder(t, buyer, [stoolLine()]);
    const [card] = await ordersOf(buyer);
    await setDeliveryStatus(card!.id, 'Scheduled');
    const response = await cancel(buyer, card!.id);
    expect(response.statusCode).toBe(409);
    expect((await ordersOf(buyer))[0]!.status).toBe('active');
  });

  it('answers 404 for a foreign or unknown order, for cancel and reorder alike', async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    await placeOrder(t, owner, [stoolLine()]);
    const [card] = await ordersOf(owner);
    for (const id of [card!.id, 2_000_000_000]) {
      expect((await cancel(stranger, id)).statusCode).toBe(404);
      const reorder = await t.app.inject({
        method: 'POST',
        url: `/api/order/product-reorder/${id}`,
        payload: { quantity: 1 },
        headers: asBearer(stranger),
      });
      expect(reorder.statusCode).toBe(404);
    }
    expect((await ordersOf(owner))[0]!.status).toBe('active');
  });

  const reorder = (s: Session, id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order/product-reorder/${id}`,
      payload: body,
      headers: asBearer(s),
    });

  it('reorders at today’s price, with a new reference or the old one', async () => {
    const buyer = await newCustomer(t, { creditLimit: 20_000 });
    await placeOrder(t, buyer, [kingMossOttoman({ quantity: 1, referenceNumber: 'R-1' })]);
    const [original] = await ordersOf(buyer);
    await t.database.db
      .update(variations)
      .set({ priceCents: 60_000 })
      .where(and(eq(variations.productId, ids.bed), eq(variations.sizeId, ids.king)));
    try {
      const response = await reorder(buyer, original!.id, { userId: buyer.userId, quantity: 3 });
      expect(response.statusCode, response.body).toBe(201);
      const [latest] = await ordersOf(buyer);
      const unit = unitPrice({
        basePrice: 600,
        storageType: 'Ottoman',
        storagePrices: storage,
        sizeMultiplier: 1.5,
      });
      expect(latest).toMatchObject({
        referenceNumber: 'R-1',
        quantity: 3,
        unit_price: unit,
        total_price: linePrice(unit, 3).total,
        storageType: 'Ottoman',
        fabric_color_name: 'Moss',
      });
      const renamed = await reorder(buyer, original!.id, { quantity: 1, referenceNumber: 'R-2' });
      expect(renamed.statusCode).toBe(201);
      expect((await ordersOf(buyer))[0]!.referenceNumber).toBe('R-2');
    } finally {
      await t.database.db
        .update(variations)
        .set({ priceCents: 55_000 })
        .where(and(eq(variations.productId, ids.bed), eq(variations.sizeId, ids.king)));
    }
  });

  it('refuses a reorder without a positive quantity, or above the credit', async () => {
    const buyer = await newCustomer(t, { creditLimit: 200 });
    await placeOrder(t, buyer, [stoolLine()]);
    const [card] = await ordersOf(buyer);
    for (const quantity of [0, -2]) {
      const response = await reorder(buyer, card!.id, { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: REORDER_QUANTITY_MESSAGE });
    }
    const tooMuch = await reorder(buyer, card!.id, { quantity: 2 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ message: INSUFFICIENT_CREDIT });
    expect(await orderCount(buyer.userId)).toBe(1);
  });
});
