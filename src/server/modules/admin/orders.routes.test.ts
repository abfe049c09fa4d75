import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, signIn, type Session } from '#test/customers';
import { pdf } from '#test/multipart';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { checkouts, deliveryStatuses, orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  CANCELLED_NOT_PAYABLE,
  CANCELLED_STATUS_FROZEN,
  DATE_RANGE_INVALID,
  DELIVERY_STATUS_UNCHANGED,
  DELIVERY_STATUS_UNKNOWN,
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_PAID,
  ORDER_DELIVERED_NOT_CANCELLABLE,
  QUOTE_FILE_MISSING,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderList,
} from '#src/shared/schemas/admin-orders';
import { NOT_CANCELLABLE, ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { QUOTE_FILE_MAX_BYTES, QUOTE_FILE_TYPES } from '#src/shared/domain/order-lines';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { CSV_HEADER, csvCell } from './orders-csv';
import { toCents } from '#src/shared/domain/money';

let t: TestApp;
let staff: Session;
const status: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const rows = await t.database.db
    .select()
    .from(deliveryStatuses)
    .orderBy(asc(deliveryStatuses.position));
  for (const row of rows) status[row.deliveryStatus] = row.id;
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

/** One checkout of `lines` orders for `customer`, written straight to the tables. */
async function placeOrders(
  customer: Customer,
  lines: Array<{ total: number; reference?: string; orderDate?: Date }>,
) {
  const db = t.database.db;
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.total), 0);
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userId: customer.userId,
      shippingAddress: '3 Main Street',
      subtotalCents: totalCents,
      vatCents: 0,
      totalCents,
    })
    .returning();
  return db
    .insert(orders)
    .values(
      lines.map((line) => ({
        checkoutId: checkout!.id,
        userId: customer.userId,
        trackingId: `TRK-${randomBytes(5).toString('hex').toUpperCase()}`,
        productName: 'Test Divan Bed',
        sizeName: 'King',
        quantity: 1,
        unitPriceCents: toCents(line.total),
        vatCents: 0,
        totalPriceCents: toCents(line.total),
        referenceNumber: line.reference ?? 'Room 1',
        shippingAddress: '3 Main Street',
        deliveryStatusId: status['Order Placed']!,
        ...(line.orderDate ? { orderDate: line.orderDate } : {}),
      })),
    )
    .returning();
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asBearer(staff) });
const list = async (query: string) => {
  const response = await get(`/api/admin/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderList>();
};
const detail = async (id: number) =>
  (await get(`/api/admin/orders/${id}`)).json<AdminOrderDetail>();
const setStatus = (id: number, deliveryStatusId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/delivery-status`,
    headers: asBearer(staff),
    payload: { deliveryStatusId },
  });
const cancel = (id: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/cancel`,
    headers: asBearer(staff),
    ...(payload ? { payload } : {}),
  });
const markPaid = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/mark-paid`,
    headers: asBearer(staff),
  });
const availableCredit = async (customer: Customer) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(customer) })
  ).json<{ available_credit: number }>().available_credit;

describe('GET /api/admin/orders', () => {
  it('lists every customer’s orders newest first with the customer, filtered and paged', async () => {
    const company = `Filter Hotels ${randomBytes(3).toString('hex')}`;
    const buyer = await newCustomer(t);
    await t.database.db
      .update(users)
      .set({ companyName: company })
      .where(eq(users.id, buyer.userId));
    const [old] = await placeOrders(buyer, [
      { total: 100, reference: 'Suite-A', orderDate: new Date('2026-03-02T10:00:00Z') },
    ]);
    const [mid, recent] = await placeOrders(buyer, [
      { total: 200, reference: 'Suite-B', orderDate: new Date('2026-05-10T10:00:00Z') },
      { total: 300, reference: 'Lobby', orderDate: new Date('2026-06-20T23:30:00Z') },
    ]);

    const mine = await list(`customer=${encodeURIComponent(company.toLowerCase())}`);
    expect(mine.orders.map((o) => o.id)).toEqual([recent!.id, mid!.id, old!.id]);
    expect(mine.orders[0]).toMatchObject({
      trackingId: recent!.trackingId,
      deliveryStatus: 'Order Placed',
      status: 'active',
      paidAt: null,
      totalPrice: 300,
      customer: {
        id: buyer.userId,
        fullName: 'Ciara Doyle',
        companyName: company,
        email: buyer.email,
      },
    });
    expect((await list(`customer=${encodeURIComponent(buyer.email)}`)).pagination.total).toBe(3);

    const page2 = await list(`customerId=${buyer.userId}&limit=2&page=2`);
    expect(page2.orders.map((o) => o.id)).toEqual([old!.id]);
    expect(page2.pagination).toEqual({
      total: 3,
      totalPages: 2,
      currentPage: 2,
      limit: 2,
      hasNextPage: false,
      hasPreviousPage: true,
    });

    const byReference = await list(`customerId=${buyer.userId}&q=suite-`);
    expect(byReference.orders.map((o) => o.id)).toEqual([mid!.id, old!.id]);
    const byTracking = await list(`q=${recent!.trackingId.toLowerCase()}`);
    expect(byTracking.orders.map((o) => o.id)).toEqual([recent!.id]);
    // "%" is a character to find, not a wildcard.
    expect((await list(`customerId=${buyer.userId}&q=%25`)).orders).toEqual([]);

    // Dublin days: 23:30 UTC on 20 June is already 21 June in Dublin (summer time).
    const june = await list(`customerId=${buyer.userId}&from=2026-05-10&to=2026-06-20`);
    expect(june.orders.map((o) => o.id)).toEqual([mid!.id]);
    expect(
      (await list(`customerId=${buyer.userId}&from=2026-06-21&to=2026-06-21`)).orders.map(
        (o) => o.id,
      ),
    ).toEqual([recent!.id]);

    await markPaid(old!.id);
    await cancel(mid!.id);
    await setStatus(recent!.id, status['In Production']!);
    const ids = async (query: string) =>
      (await list(`customerId=${buyer.userId}&${query}`)).orders.map((o) => o.id);
    expect(await ids('status=paid')).toEqual([old!.id]);
    expect(await ids('status=cancelled')).toEqual([mid!.id]);
    expect(await ids('status=active')).toEqual([recent!.id]);
    expect(await ids(`deliveryStatus=${status['In Production']}`)).toEqual([recent!.id]);
    expect(await ids(`status=&q=&from=`)).toHaveLength(3);
  });

  it('refuses filters it does not understand', async () => {
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?from=2026-13-45')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?sort=price')).statusCode).toBe(400);
    const backwards = await get('/api/admin/orders?from=2026-06-02&to=2026-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain(DATE_RANGE_INVALID);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads the filtered orders with a header, quoted fields and neutralised formulas', async () => {
    const buyer = await newCustomer(t);
    const [plain, tricky, formula] = await placeOrders(buyer, [
      { total: 10, reference: 'Room 7' },
      { total: 20.5, reference: 'Room "8", east wing\nfloor 2' },
      { total: 30, reference: '=HYPERLINK("http://evil.example","x")' },
    ]);
    const response = await get(`/api/admin/orders/export.csv?customerId=${buyer.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines.at(-1)).toBe('');
    expect(body).toContain(`${plain!.id},${plain!.trackingId},`);
    expect(body).toContain(',Room 7,Order Placed,Active,,3 Main Street');
    expect(body).toContain(`,20.50,"Room ""8"", east wing\nfloor 2",`);
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(body).not.toContain(',=HYPERLINK');
    expect(body.indexOf(String(formula!.trackingId))).toBeLessThan(
      body.indexOf(tricky!.trackingId),
    );
  });

  it('neutralises every cell a spreadsheet would run', () => {
    expect(['=1+1', '+353 87', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+353 87",
      "'-2",
      "'@SUM(A1)",
      `"'\tx"`,
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
    // Whatever the separator a spreadsheet splits on, no piece starts a formula.
    expect(csvCell('x;=1+2')).toBe(`"x;'=1+2"`);
    expect(csvCell('x,@SUM(A1)')).toBe(`"x,'@SUM(A1)"`);
    expect(csvCell('a\t-2')).toBe(`"a\t'-2"`);
    expect(csvCell('a|+1')).toBe(`"a|'+1"`);
    expect(csvCell('Room 7; east')).toBe('"Room 7; east"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the order, its checkout, customer, credit effect and history', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    const [first, second] = await placeOrders(buyer, [{ total: 100 }, { total: 250 }]);
    const page = await detail(second!.id);
    expect(page.order).toMatchObject({
      id: second!.id,
      quoteText: null,
      quoteFileName: null,
      isCancellable: true,
      staffCanCancel: true,
      customerCanCancel: true,
    });
    expect(page.checkoutOrders.map((o) => o.id)).toEqual([first!.id, second!.id]);
    expect(page.customer).toMatchObject({
      id: buyer.userId,
      email: buyer.email,
      status: 'approved',
    });
    expect(page.credit).toEqual({
      openAmount: 250,
      creditLimit: 1000,
      openOrdersTotal: 350,
      availableCredit: 650,
    });
    expect(page.deliveryStatuses.map((s) => s.deliveryStatus)).toEqual([
      'Order Placed',
      'In Production',
      'Scheduled',
      'Out for Delivery',
      'Order Delivered',
    ]);
    expect(page.events).toEqual([]);
    expect(page.audit).toEqual([]);
  });

  it('shows the quote text and lets staff download the quote file as an attachment', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 75 }]);
    const files = createFileStorage({ uploadsDir: dataPaths(t.dataDir).uploads });
    const staged = await files.stage(Readable.from(pdf), 'Headboard drawing.pdf', {
      maxBytes: QUOTE_FILE_MAX_BYTES,
      types: QUOTE_FILE_TYPES,
      tooLargeMessage: 'too large',
      wrongTypeMessage: 'wrong type',
    });
    const fileId = await files.save(t.database.db, staged, {
      purpose: 'special_quote',
      ownerUserId: buyer.userId,
    });
    await t.database.db
      .update(orders)
      .set({ specialQuoteFileId: fileId, specialQuoteText: 'Headboard 10 cm taller' })
      .where(eq(orders.id, order!.id));

    const page = await detail(order!.id);
    expect(page.order).toMatchObject({
      quoteText: 'Headboard 10 cm taller',
      quoteFileName: 'Headboard drawing.pdf',
    });
    const download = await get(`/api/admin/orders/${order!.id}/quote-file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Headboard drawing.pdf"/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 for an unknown order and for a quote file that is not there', async () => {
    const missing = await get('/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: ORDER_NOT_FOUND });
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 10 }]);
    const file = await get(`/api/admin/orders/${order!.id}/quote-file`);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: QUOTE_FILE_MISSING });
  });
});

describe('PUT /api/admin/orders/:id/delivery-status', () => {
  it('mails the customer, shows in public tracking and ends the customer’s right to cancel at Scheduled', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 120, reference: 'Room 12' }]);
    const before = (await readOutbox(t)).length;

    const response = await setStatus(order!.id, status.Scheduled!);
    expect(response.statusCode, response.body).toBe(200);

    const mails = (await readOutbox(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('to')).toContain(buyer.email);
    expect(mails[0]!.headers.get('subject')).toBe(`Order ${order!.trackingId}: Scheduled`);
    expect(mails[0]!.body).toContain(`Your order ${order!.trackingId} is now: Scheduled.`);

    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${order!.trackingId}`,
    });
    expect(tracked.json()).toMatchObject({ order: { deliveryStatus: 'Scheduled' } });

    const customerCancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${order!.id}`,
      headers: asBearer(buyer),
    });
    expect(customerCancel.statusCode).toBe(409);
    expect(customerCancel.json()).toMatchObject({ message: NOT_CANCELLABLE });

    const page = await detail(order!.id);
    expect(page.order).toMatchObject({
      deliveryStatus: 'Scheduled',
      isCancellable: false,
      customerCanCancel: false,
      staffCanCancel: true,
    });
    expect(page.events[0]).toMatchObject({
      kind: 'delivery-status',
      detail: { from: 'Order Placed', to: 'Scheduled' },
      actorName: expect.any(String) as string,
    });
    expect(page.audit[0]).toMatchObject({
      action: 'delivery-status',
      before: { deliveryStatus: 'Order Placed', isCancellable: true },
      after: { deliveryStatus: 'Scheduled', isCancellable: false },
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });

    // Set back before Scheduled (a mistake corrected): the customer may cancel again.
    expect((await setStatus(order!.id, status['In Production']!)).statusCode).toBe(200);
    expect((await detail(order!.id)).order.customerCanCancel).toBe(true);
  });

  it('refuses the same status, an unknown status and a cancelled order', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 50 }]);
    const same = await setStatus(order!.id, status['Order Placed']!);
    expect([same.statusCode, same.json<{ message: string }>().message]).toEqual([
      409,
      DELIVERY_STATUS_UNCHANGED,
    ]);
    const unknown = await setStatus(order!.id, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'deliveryStatusId', message: DELIVERY_STATUS_UNKNOWN }],
    });
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order!.id}/delivery-status`,
      headers: asBearer(staff),
      payload: { deliveryStatusId: status.Scheduled, notify: false },
    });
    expect(extra.statusCode).toBe(400);
    await cancel(order!.id);
    const frozen = await setStatus(order!.id, status.Scheduled!);
    expect([frozen.statusCode, frozen.json<{ message: string }>().message]).toEqual([
      409,
      CANCELLED_STATUS_FROZEN,
    ]);
    expect((await setStatus(999_999, status.Scheduled!)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels on the customer’s behalf, frees the credit, mails the customer and records it', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    const [order] = await placeOrders(buyer, [{ total: 400, reference: 'Room 4' }]);
    expect(await availableCredit(buyer)).toBe(600);
    await setStatus(order!.id, status.Scheduled!);
    const before = (await readOutbox(t)).length;

    const response = await cancel(order!.id, { reason: 'Customer phoned: room not ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderAction>().availableCredit).toBe(1000);
    expect(await availableCredit(buyer)).toBe(1000);

    const [mail] = (await readOutbox(t)).slice(before);
    expect(mail!.headers.get('subject')).toBe(`Order ${order!.trackingId} has been cancelled`);
    expect(mail!.body).toContain('Reason: Customer phoned: room not ready');

    const page = await detail(order!.id);
    expect(page.order).toMatchObject({
      status: 'cancelled',
      staffCanCancel: false,
      cancelledByName: expect.any(String) as string,
    });
    expect(page.credit.openAmount).toBe(0);
    expect(page.audit[0]).toMatchObject({
      action: 'cancel',
      after: { status: 'cancelled', reason: 'Customer phoned: room not ready' },
    });
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${order!.trackingId}`,
    });
    expect(tracked.json()).toMatchObject({ order: { deliveryStatus: 'Cancelled' } });

    const again = await cancel(order!.id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_ALREADY_CANCELLED,
    ]);
  });

  it('refuses a delivered order and an unknown field', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 80 }]);
    expect((await cancel(order!.id, { reason: 'x', refund: true })).statusCode).toBe(400);
    await setStatus(order!.id, status['Order Delivered']!);
    const refused = await cancel(order!.id, {});
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_DELIVERED_NOT_CANCELLABLE,
    ]);
    expect((await cancel(999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/mark-paid', () => {
  it('records who was paid when, frees the credit, and refuses a second time', async () => {
    const buyer = await newCustomer(t, { creditLimit: 500 });
    const [order] = await placeOrders(buyer, [{ total: 300 }]);
    expect(await availableCredit(buyer)).toBe(200);

    const response = await markPaid(order!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderAction>().availableCredit).toBe(500);
    expect(await availableCredit(buyer)).toBe(500);
    const page = await detail(order!.id);
    expect(page.order.paidAt).not.toBeNull();
    expect(page.order.paidByName).toEqual(expect.any(String));
    expect(page.events[0]).toMatchObject({ kind: 'paid' });
    expect(page.audit[0]).toMatchObject({ action: 'mark-paid', before: { paidAt: null } });

    const again = await markPaid(order!.id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_ALREADY_PAID,
    ]);
  });

  it('refuses a cancelled order', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 30 }]);
    await cancel(order!.id);
    const refused = await markPaid(order!.id);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      CANCELLED_NOT_PAYABLE,
    ]);
  });
});
