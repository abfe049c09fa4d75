import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import { formData, pdf } from '#test/multipart';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { fabrics, productFabrics, products, productSizes } from '#src/db/schema/catalog';
import { uploadedFiles } from '#src/db/schema/files';
import { checkouts, orders } from '#src/db/schema/orders';
import { CART_EMPTY } from '#src/shared/domain/cart';
import { linePrice, orderTotals, unitPrice } from '#test/prices';
import { toCents } from '#src/shared/domain/money';
import {
  INSUFFICIENT_CREDIT,
  OUT_OF_STOCK,
  ORDER_PLACED,
  PRODUCT_UNAVAILABLE,
  QUANTITY_MESSAGE,
  REFERENCE_REQUIRED,
  STORAGE_BEDS_ONLY,
  type PlacedOrder,
} from '#src/shared/schemas/orders';
import { QUOTE_FILE_WRONG_TYPE, SELECTION_INVALID } from '#src/shared/domain/order-lines';
import { NOT_SIGNED_IN, XSRF_REFUSED } from '../../plugins/viewer';
import { QUOTE_FILES_MISMATCH } from './orders.service';
import { setUpOrdersTestApp } from './orders.test-setup';

const shared = setUpOrdersTestApp();
const { ids, storage, kingMossOttoman, stoolLine, details, cancel, ordersOf, orderCount } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('POST /api/order/product', () => {
  it('creates one order per line in one checkout, priced by the server, and mails a confirmation', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const response = await placeOrder(t, buyer, [kingMossOttoman(), stoolLine({ price: 0.01 })]);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();

    // King (×1.5) velvet moss: variation 550 + Ottoman surcharge × 1.5; the claimed €1 plays no part.
    const bedUnit = unitPrice({
      basePrice: 550,
      storageType: 'Ottoman',
      storagePrices: storage,
      sizeMultiplier: 1.5,
    });
    expect(bedUnit).toBeGreaterThan(550);
    const totals = orderTotals([
      { unitPrice: bedUnit, quantity: 2 },
      { unitPrice: 80, quantity: 1 },
    ]);
    expect(placed).toMatchObject({ success: true, message: ORDER_PLACED, ...totals });
    expect(placed.orders.map((o) => [o.referenceNumber, o.total_price])).toEqual([
      ['ROOM-12', linePrice(bedUnit, 2).total],
      ['LOBBY', linePrice(80, 1).total],
    ]);
    expect(placed.available_credit).toBe(Math.round((10_000 - totals.total) * 100) / 100);
    expect((await details(buyer)).available_credit).toBe(placed.available_credit);

    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.checkoutId))).toEqual(new Set([placed.checkoutId]));
    expect(new Set(rows.map((r) => r.trackingId)).size).toBe(2);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, placed.checkoutId));
    expect(checkout).toMatchObject({
      totalCents: toCents(totals.total),
      vatCents: toCents(totals.vat),
    });

    const mail = (await readOutbox(t)).find((m) =>
      (m.headers.get('to') ?? '').includes(buyer.email),
    );
    expect(mail?.headers.get('subject')).toBe('Order confirmation: 2 orders');
    for (const order of placed.orders) expect(mail?.body).toContain(order.trackingId);
    // Storage is named for the bed, not for the footstool.
    expect(mail?.body).toContain('Test Velvet, Moss, Ottoman)');
    expect(mail?.body).toContain('1 × Test Footstool (Test Single)');

    // The shop's inbox hears of every new order; a reply reaches the buyer.
    const notice = (await readOutbox(t)).find(
      (m) =>
        m.headers.get('to') === t.app.config.shopInboxEmail &&
        m.body.includes(placed.checkoutNumber),
    );
    expect(notice?.headers.get('to')).toBe(t.app.config.shopInboxEmail);
    expect(notice?.headers.get('reply-to')).toContain(buyer.email);
    for (const order of placed.orders) expect(notice?.body).toContain(order.trackingId);
    expect(notice?.body).toContain('Their reference: ROOM-12');
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['100', 100],
    ['the string "1"', '1'],
  ])('refuses quantity %s and creates nothing', async (_name, quantity) => {
    const buyer = await newCustomer(t);
    const response = await placeOrder(t, buyer, [stoolLine(), kingMossOttoman({ quantity })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: QUANTITY_MESSAGE,
      errors: [{ field: 'items.1.quantity', message: QUANTITY_MESSAGE }],
    });
    expect(await orderCount(buyer.userId)).toBe(0);
  });

  it.each([
    [
      'a blank reference number',
      () => kingMossOttoman({ referenceNumber: '   ' }),
      REFERENCE_REQUIRED,
    ],
    [
      'a size the product does not come in',
      () => stoolLine({ sizeId: ids.king }),
      SELECTION_INVALID,
    ],
    [
      'a colour of another fabric',
      () => kingMossOttoman({ fabricColorId: ids.oat }),
      SELECTION_INVALID,
    ],
    [
      'a bed without a fabric',
      () => kingMossOttoman({ fabricId: null, fabricColorId: null }),
      SELECTION_INVALID,
    ],
    [
      'a fabric on a product without fabrics',
      () => stoolLine({ fabricId: ids.velvet, fabricColorId: ids.moss }),
      SELECTION_INVALID,
    ],
    ['storage on a footstool', () => stoolLine({ storageType: 'Ottoman' }), STORAGE_BEDS_ONLY],
    ['an unavailable product', () => stoolLine({ productId: ids.gone }), PRODUCT_UNAVAILABLE],
    ['an unknown product', () => stoolLine({ productId: 999_999 }), PRODUCT_UNAVAILABLE],
    [
      'more than the stock',
      () => stoolLine({ productId: ids.stocked, quantity: 6 }),
      'Only 5 of Test Stock Stool in stock.',
    ],
  ])('refuses %s, naming the line, and creates nothing', async (_name, line, message) => {
    const buyer = await newCustomer(t);
    const response = await placeOrder(t, buyer, [kingMossOttoman(), line()]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Array<{ field: string; message: string }> }>().errors).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/^items\.1\./) as unknown, message }),
    ]);
    expect(await orderCount(buyer.userId)).toBe(0);
  });

  it('counts stock over every line of the product, not per line', async () => {
    const buyer = await newCustomer(t);
    const response = await placeOrder(t, buyer, [
      stoolLine({ productId: ids.stocked, quantity: 3, referenceNumber: 'A' }),
      stoolLine({ productId: ids.stocked, quantity: 3, referenceNumber: 'B' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Only 5 of Test Stock Stool in stock.' });
    expect(await orderCount(buyer.userId)).toBe(0);
  });

  it('takes ordered units from stock, gives them back on cancellation, and says when they ran out', async () => {
    const db = t.database.db;
    const [own] = await db
      .insert(products)
      .values({ productName: 'Test Last Stools', sku: 'TST-LST-1', priceCents: 5000, stock: 4 })
      .returning();
    await db.insert(productSizes).values({ productId: own!.id, sizeId: ids.single });
    const stock = async () =>
      (
        await db.select({ stock: products.stock }).from(products).where(eq(products.id, own!.id))
      )[0]!.stock;
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const line = (quantity: number) => stoolLine({ productId: own!.id, quantity });

    expect((await placeOrder(t, first, [line(3)])).statusCode).toBe(201);
    expect(await stock()).toBe(1);
    // The second buyer's cart was priced when 4 were left; now 1 is.
    const late = await placeOrder(t, second, [kingMossOttoman({ quantity: 1 }), line(2)]);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Only 1 of Test Last Stools in stock.',
      errors: [{ field: 'items.1.quantity', message: 'Only 1 of Test Last Stools in stock.' }],
    });
    expect(await orderCount(second.userId)).toBe(0);

    const [taken] = await ordersOf(first);
    expect((await cancel(first, taken!.id)).statusCode).toBe(200);
    expect(await stock()).toBe(4);
    // Cancelled twice is refused, and gives nothing back twice.
    expect((await cancel(first, taken!.id)).statusCode).toBe(409);
    expect(await stock()).toBe(4);
    expect((await placeOrder(t, second, [line(4)])).statusCode).toBe(201);
    expect(await stock()).toBe(0);
    const none = await placeOrder(t, second, [line(1)]);
    expect(none.json()).toMatchObject({ message: OUT_OF_STOCK });
  });

  it('takes a fabric without colours as a complete choice', async () => {
    const db = t.database.db;
    const [plain] = await db.insert(fabrics).values({ fabricName: 'Test Plain' }).returning();
    await db.insert(productFabrics).values({ productId: ids.bed, fabricId: plain!.id });
    try {
      const buyer = await newCustomer(t);
      const line = kingMossOttoman({ fabricId: plain!.id, fabricColorId: null, quantity: 1 });
      const response = await placeOrder(t, buyer, [line]);
      expect(response.statusCode, response.body).toBe(201);
      expect((await ordersOf(buyer))[0]).toMatchObject({
        fabric_name: 'Test Plain',
        fabric_color_name: null,
      });
    } finally {
      await db.delete(productFabrics).where(eq(productFabrics.fabricId, plain!.id));
    }
  });

  it('refuses a form with more fields than it takes', async () => {
    const buyer = await newCustomer(t);
    const response = await placeOrder(t, buyer, [stoolLine()], {
      fields: {
        userId: '1',
        special_quote_files: '[]',
        po_number: 'PO-1',
        site_id: '',
        delivery_day: '',
        extra1: 'x',
        extra2: 'y',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(await orderCount(buyer.userId)).toBe(0);
  });

  it.each([
    ['an empty cart', () => [], CART_EMPTY],
    ['items that are not JSON', () => '[{', 'items must be a JSON array.'],
    [
      'a price field it would apply',
      () => [stoolLine({ unitPrice: 1 })],
      'Unknown field: unitPrice',
    ],
  ])('refuses %s', async (_name, items, message) => {
    const buyer = await newCustomer(t);
    const response = await placeOrder(t, buyer, items());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('refuses an order above the available credit, with the spec message, and keeps the credit', async () => {
    const buyer = await newCustomer(t, { creditLimit: 500 });
    const response = await placeOrder(t, buyer, [kingMossOttoman({ quantity: 1 })]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message: INSUFFICIENT_CREDIT });
    expect(await orderCount(buyer.userId)).toBe(0);
    expect((await details(buyer)).available_credit).toBe(500);
  });

  it('accepts a total within the 0.01 tolerance of the credit', async () => {
    const total = linePrice(80, 1).total;
    const buyer = await newCustomer(t, { creditLimit: total - 0.01 });
    expect((await placeOrder(t, buyer, [stoolLine()])).statusCode).toBe(201);
  });

  it('wants a signed-in user, and a browser session must echo the XSRF token', async () => {
    const visitor = await placeOrder(t, undefined, [stoolLine()]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: NOT_SIGNED_IN });

    const buyer = await newCustomer(t);
    const { payload, headers } = await formData({
      items: JSON.stringify([stoolLine()]),
      shipping_address: 'x',
    });
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload,
      headers: { ...headers, cookie: buyer.cookie },
    });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ message: XSRF_REFUSED });
    expect((await placeOrder(t, buyer, [stoolLine()], { via: 'cookie' })).statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and creates nothing new', async () => {
    const buyer = await newCustomer(t);
    const first = await placeOrder(t, buyer, [stoolLine()], { key: 'checkout-1' });
    const again = await placeOrder(t, buyer, [stoolLine()], { key: 'checkout-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(buyer.userId)).toBe(1);
    // The price a line claims plays no part: a cart brought up to today's prices between a
    // lost answer and its retry is still the same order.
    const repriced = await placeOrder(t, buyer, [stoolLine({ price: 99.4 })], {
      key: 'checkout-1',
    });
    expect(repriced.statusCode).toBe(201);
    expect(repriced.json()).toEqual(first.json());
    expect(await orderCount(buyer.userId)).toBe(1);

    const other = await placeOrder(t, buyer, [stoolLine({ quantity: 2 })], { key: 'checkout-1' });
    expect(other.statusCode).toBe(422);
    expect(await orderCount(buyer.userId)).toBe(1);
    // A refused attempt does not use the key up.
    const broke = await newCustomer(t, { creditLimit: 1 });
    expect((await placeOrder(t, broke, [stoolLine()], { key: 'k' })).statusCode).toBe(422);
    await t.database.db.execute(
      sql`update companies set credit_limit = 1000 where id = ${broke.companyId}`,
    );
    expect((await placeOrder(t, broke, [stoolLine()], { key: 'k' })).statusCode).toBe(201);
  });

  it('stores a special-quote file for its line, privately, and refuses files of other types', async () => {
    const buyer = await newCustomer(t);
    const withFile = kingMossOttoman({
      quantity: 1,
      special_quote: { text: 'Headboard 10 cm higher', fileBase64: null, fileName: 'drawing.pdf' },
    });
    const response = await placeOrder(t, buyer, [stoolLine(), withFile], {
      files: [{ name: 'drawing.pdf', bytes: pdf }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const cards = await ordersOf(buyer);
    const bed = cards.find((c) => c.product_name === 'Test Divan Bed')!;
    expect(bed.special_quote).toEqual({ text: 'Headboard 10 cm higher', fileName: 'drawing.pdf' });
    expect(cards.find((c) => c.product_name === 'Test Footstool')!.special_quote).toBe('None');
    const [file] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.ownerUserId, buyer.userId),
          eq(uploadedFiles.purpose, 'special_quote'),
        ),
      );
    expect(file).toMatchObject({
      mimeType: 'application/pdf',
      storageKey: expect.stringMatching(/^private\//) as unknown,
    });

    // Its owner can download it, as an attachment; nobody else can.
    const download = (s: Session | undefined, trackingId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/user-orders/${trackingId}/quote-file`,
        headers: s ? asBearer(s) : {},
      });
    const own = await download(buyer, bed.trackingId);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(
        /^attachment; filename="drawing.pdf"/,
      ) as unknown,
      'x-content-type-options': 'nosniff',
    });
    const stranger = await newCustomer(t);
    expect((await download(stranger, bed.trackingId)).statusCode).toBe(404);
    expect((await download(undefined, bed.trackingId)).statusCode).toBe(401);
    const stoolCard = cards.find((c) => c.product_name === 'Test Footstool')!;
    expect((await download(buyer, stoolCard.trackingId)).statusCode).toBe(404);

    const text = await placeOrder(t, buyer, [withFile], {
      files: [{ name: 'drawing.pdf', bytes: Buffer.from('just text, not a PDF') }],
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: QUOTE_FILE_WRONG_TYPE });

    const missing = await placeOrder(t, buyer, [withFile]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: QUOTE_FILES_MISMATCH });
    expect(await orderCount(buyer.userId)).toBe(2);
  });
});
