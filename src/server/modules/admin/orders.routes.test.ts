import { insertBooking } from '../deliveries/delivery-calendar.repo';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '#test/customers';
import { pdf } from '#test/multipart';
import type { TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { checkouts, orders } from '#src/db/schema/orders';
import { DATE_RANGE_INVALID, QUOTE_FILE_MISSING } from '#src/shared/schemas/admin-orders';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { QUOTE_FILE_MAX_BYTES, QUOTE_FILE_TYPES } from '#src/shared/domain/order-lines';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { CSV_HEADER, csvCell } from './orders-csv';
import { setUpAdminOrdersTestApp } from './orders.test-setup';

const shared = setUpAdminOrdersTestApp();
const { status, placeOrders, get, list, detail, setStatus, cancel, markPaid } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

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
    // The checkout's number and the buyer's PO, as the buyer's mails name them.
    await t.database.db
      .update(checkouts)
      .set({ poNumber: 'PO-881' })
      .where(eq(checkouts.id, second!.checkoutId));
    const [checkout] = await t.database.db
      .select({ number: checkouts.number })
      .from(checkouts)
      .where(eq(checkouts.id, second!.checkoutId));
    expect((await detail(second!.id)).order).toMatchObject({
      checkoutNumber: checkout!.number,
      poNumber: 'PO-881',
    });
    expect(checkout!.number).toMatch(/^CHK-\d{4}-\d{5,}$/);
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
    // A checkout placed before delivery days has no booking; once booked, its day shows.
    expect(page.delivery).toBeNull();
    await insertBooking(t.database.db, {
      checkoutId: second!.checkoutId,
      regionId: null,
      day: null,
      earliestOn: '2027-01-11',
      units: 3,
      load: 3,
    });
    expect((await detail(first!.id)).delivery).toMatchObject({
      day: null,
      state: 'requested',
      earliestOn: '2027-01-11',
      region: null,
    });
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
