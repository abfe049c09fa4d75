import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, type Session } from '#test/customers';
import { formData, pdf } from '#test/multipart';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
  storagePrices,
  variations,
} from '#src/db/schema/catalog';
import { uploadedFiles } from '#src/db/schema/files';
import { checkouts, deliveryStatuses, orders } from '#src/db/schema/orders';
import { CART_EMPTY } from '#src/shared/domain/cart';
import { linePrice, orderTotals, unitPrice } from '#src/shared/domain/pricing';
import {
  INSUFFICIENT_CREDIT,
  NOT_CANCELLABLE,
  OUT_OF_STOCK,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  PRICES_CHANGED,
  PRODUCT_UNAVAILABLE,
  QUANTITY_MESSAGE,
  REFERENCE_REQUIRED,
  REORDER_QUANTITY_MESSAGE,
  STORAGE_BEDS_ONLY,
  TAB_MESSAGE,
  USER_ORDERS_MAX_PAGE_SIZE,
  USER_ORDERS_PAGE_SIZE,
  type OrderCard,
  type OrderQuote,
  type PlacedOrder,
  type UserOrders,
} from '#src/shared/schemas/orders';
import { QUOTE_FILE_WRONG_TYPE, SELECTION_INVALID } from '#src/shared/domain/order-lines';
import { NOT_SIGNED_IN, XSRF_REFUSED } from '../../plugins/viewer';
import { QUOTE_FILES_MISMATCH } from './orders.service';

let t: TestApp;
const ids = {
  stocked: 0,
  bed: 0,
  stool: 0,
  gone: 0,
  single: 0,
  king: 0,
  velvet: 0,
  linen: 0,
  moss: 0,
  ink: 0,
  oat: 0,
};
let storage = { ottomanBase: 0, cloudBase: 0 };

/** A bed and a footstool of our own, so every price below is known. */
async function seedTestProducts() {
  const db = t.database.db;
  const categoryId = async (name: string) =>
    (
      await db
        .select()
        .from(categories)
        .where(sql`lower(${categories.categoryName}) = ${name}`)
    )[0]!.id;
  const beds = await categoryId('beds');
  const footstools = await categoryId('footstools');
  const [stored] = await db.select().from(storagePrices).where(eq(storagePrices.categoryId, beds));
  storage = { ottomanBase: stored!.ottomanBase, cloudBase: stored!.cloudBase };

  const [single, king] = await db
    .insert(sizes)
    .values([
      { size: 'Test Single', multiplier: 1, length: 190, width: 90, height: 40 },
      { size: 'Test King', multiplier: 1.5, length: 200, width: 150, height: 40 },
    ])
    .returning();
  const [velvet, linen] = await db
    .insert(fabrics)
    .values([{ fabricName: 'Test Velvet' }, { fabricName: 'Test Linen' }])
    .returning();
  const [moss, ink, oat] = await db
    .insert(fabricColors)
    .values([
      { fabricId: velvet!.id, colorName: 'Moss' },
      { fabricId: velvet!.id, colorName: 'Ink' },
      { fabricId: linen!.id, colorName: 'Oat' },
    ])
    .returning();
  const [stocked] = await db
    .insert(products)
    .values({ productName: 'Test Stock Stool', sku: 'TST-STK-1', priceEuro: 60, stock: 5 })
    .returning();
  await db.insert(productCategories).values({ productId: stocked!.id, categoryId: footstools });
  await db.insert(productSizes).values({ productId: stocked!.id, sizeId: single!.id });
  const [bed, stool, gone] = await db
    .insert(products)
    .values([
      { productName: 'Test Divan Bed', sku: 'TST-BED-1', priceEuro: 300, stock: 0 },
      { productName: 'Test Footstool', sku: 'TST-STL-1', priceEuro: 80, stock: -1 },
      { productName: 'Test Old Bed', sku: 'TST-OLD-1', priceEuro: 90, status: 'unavailable' },
    ])
    .returning();
  await db.insert(productCategories).values([
    { productId: bed!.id, categoryId: beds },
    { productId: stool!.id, categoryId: footstools },
    { productId: gone!.id, categoryId: beds },
  ]);
  await db.insert(productSizes).values([
    { productId: bed!.id, sizeId: single!.id },
    { productId: bed!.id, sizeId: king!.id },
    { productId: stool!.id, sizeId: single!.id },
    { productId: gone!.id, sizeId: single!.id },
  ]);
  await db.insert(productFabrics).values([
    { productId: bed!.id, fabricId: velvet!.id },
    { productId: bed!.id, fabricId: linen!.id },
  ]);
  await db.insert(variations).values([
    {
      productId: bed!.id,
      sizeId: single!.id,
      fabricId: velvet!.id,
      fabricColorId: moss!.id,
      priceEuro: 400,
    },
    {
      productId: bed!.id,
      sizeId: king!.id,
      fabricId: velvet!.id,
      fabricColorId: moss!.id,
      priceEuro: 550,
    },
    { productId: bed!.id, sizeId: single!.id, priceEuro: 350 },
  ]);
  Object.assign(ids, {
    stocked: stocked!.id,
    bed: bed!.id,
    stool: stool!.id,
    gone: gone!.id,
    single: single!.id,
    king: king!.id,
    velvet: velvet!.id,
    linen: linen!.id,
    moss: moss!.id,
    ink: ink!.id,
    oat: oat!.id,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestProducts();
});
afterAll(() => t.close());

type Line = Record<string, unknown>;
const kingMossOttoman = (overrides: Line = {}): Line => ({
  productId: ids.bed,
  sizeId: ids.king,
  fabricId: ids.velvet,
  fabricColorId: ids.moss,
  price: 1, // what a tampered client might claim
  quantity: 2,
  isStorageCharges: true,
  referenceNumber: 'ROOM-12',
  storageType: 'Ottoman',
  special_quote: { text: '', fileBase64: null, fileName: null },
  ...overrides,
});
const stoolLine = (overrides: Line = {}): Line => ({
  productId: ids.stool,
  sizeId: ids.single,
  fabricId: null,
  fabricColorId: null,
  quantity: 1,
  referenceNumber: 'LOBBY',
  storageType: 'Non Ottoman',
  ...overrides,
});

const details = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(s) })).json<{
    available_credit: number;
    credit_limit: number;
  }>();

const cancel = (s: Session, id: number | string) =>
  t.app.inject({ method: 'PUT', url: `/api/order/order-cancelled/${id}`, headers: asBearer(s) });

/** GET /api/order/user-orders as `s`, with a query string. */
const userOrders = (s: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/order/user-orders?${query}`, headers: asBearer(s) });

const ordersOf = async (s: Session) => (await userOrders(s)).json<{ orders: OrderCard[] }>().orders;

/** Moves an order to a delivery status, as staff would. */
async function setDeliveryStatus(orderId: number, name: string) {
  const [status] = await t.database.db
    .select()
    .from(deliveryStatuses)
    .where(eq(deliveryStatuses.deliveryStatus, name));
  await t.database.db
    .update(orders)
    .set({ deliveryStatusId: status!.id })
    .where(eq(orders.id, orderId));
}

const orderCount = async (userId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.userId, userId))).length;

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
    expect(checkout).toMatchObject({ total: totals.total, vat: totals.vat });

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
        m.headers.get('to') === t.app.config.shopInboxEmail && m.body.includes(placed.checkoutId),
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
      .values({ productName: 'Test Last Stools', sku: 'TST-LST-1', priceEuro: 50, stock: 4 })
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
      fields: { userId: '1', special_quote_files: '[]', extra1: 'x', extra2: 'y' },
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
      sql`update users set credit_limit = 1000 where id = ${broke.userId}`,
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

describe("today's prices: POST /api/order/quote and expected_total", () => {
  /** A footstool of this block's own, whose price the tests change. */
  async function ownStool(priceEuro: number) {
    const db = t.database.db;
    const [stool] = await db
      .insert(products)
      .values({ productName: 'Test Quote Stool', sku: `TST-QTE-${Date.now()}`, priceEuro })
      .returning();
    await db.insert(productSizes).values({ productId: stool!.id, sizeId: ids.single });
    const setPrice = (price: number) =>
      db.update(products).set({ priceEuro: price }).where(eq(products.id, stool!.id));
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
      lines: [{ price: 100, vat: 23 }, { message: PRODUCT_UNAVAILABLE }],
      ...orderTotals([{ unitPrice: 100, quantity: 2 }]),
    });

    // Staff change the price: the next quote has it, whatever the cart claims.
    await stool.setPrice(150);
    response = await quote(buyer, items);
    expect(response.json<OrderQuote>().lines[0]).toEqual({ price: 150, vat: 34.5 });
    expect(response.json<OrderQuote>().total).toBe(369);
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
      .set({ priceEuro: 600 })
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
        .set({ priceEuro: 550 })
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

describe('GET /api/auth/user/track-orders/{id}', () => {
  const FULL_VIEW = [
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
