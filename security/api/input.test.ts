import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newIp, placeOrder, type Session } from '../../test/customers';
import { formData } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../../src/db/schema/accounts';
import { categories } from '../../src/db/schema/catalog';
import { checkouts, orders } from '../../src/db/schema/orders';
import { linePrice, orderTotals, unitPrice, vatOf } from '../../test/prices';
import {
  QUANTITY_MESSAGE,
  REORDER_QUANTITY_MESSAGE,
  type PlacedOrder,
} from '../../src/shared/schemas/orders';
import { BODY_MISSING } from '../../src/server/plugins/error-handler';
import { accessOf, isWrite, keyOf, MULTIPART, NO_BODY } from './route-classes';
import {
  bedLine,
  concrete,
  orderWithQuoteFile,
  seedCatalogue,
  snapshot,
  staff,
  stoolLine,
  type Catalogue,
} from './shop-fixture';
import { fromCents, toCents } from '../../src/shared/domain/money';

/** What clients send (ASVS V2, V8.2.3, V15.3, V16.5): only what a form may set is applied. */

let t: TestApp;
let c: Catalogue;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  admin = await staff(t);
});
afterAll(() => t.close());

const NO_SUCH_ID = 2_000_000_000;

/** Fields no form of the shop takes from a client, and a few that only some forms take. */
const EXTRAS = {
  role: 'admin',
  isAdmin: true,
  status: 'approved',
  approved: true,
  creditLimit: 1_000_000,
  credit_limit: 1_000_000,
  userId: 1,
  user_id: 1,
  id: 1,
  price: 0.01,
  paid: true,
  total: 0,
};
const NAMES_ROLE = /Unknown field: role|Unrecognized keys?: .*\brole\b/;

const PROFILE = {
  full_name: 'Ciara Doyle',
  phone_number: '+353871234567',
  company_name: 'Doyle Hotels',
  office_address: '3 Main Street',
  office_city: 'Sligo',
  office_eir_code: 'F91 K2P4',
  delivery_address: '3 Main Street',
  delivery_city: 'Sligo',
  delivery_eir_code: 'F91 K2P4',
};

/** Who gets through each route's guard: the probes test what comes after it. */
function sessionFor(
  route: { method: string; url: string; publicAdminRead: boolean },
  buyer: Session,
) {
  const access = accessOf(route);
  return access === 'staff' ? admin : access === 'signed-in' ? buyer : undefined;
}

const ordersOfUser = (userId: number) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);

/** Nothing in an error answer that belongs to the server's insides. */
const INTERNALS =
  /\bat \S+ \(|\.(?:[cm]?js|ts):\d+|node_modules|\/(?:work|home|tmp|usr|var)\/|\bselect\b.*\bfrom\b|\binsert into\b|\brelation "|SyntaxError|TypeError|RangeError|fastify|zod|drizzle|pglite|postgres|\bpg\b|FST_|ERR_|stack/i;

function expectPlainError(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  name: string,
) {
  expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
  expect(String(response.headers['content-type']), name).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { message?: unknown };
  expect(typeof body.message, `${name}: ${response.body}`).toBe('string');
  expect(response.body, name).not.toMatch(INTERNALS);
}

describe('mass assignment', () => {
  it('V15.3.3 every POST, PUT and PATCH route refuses or ignores fields its form does not have, and nothing changes', async () => {
    const buyer = await newCustomer(t);
    const order = await orderWithQuoteFile(t, c, buyer, 'MASS-1');
    const writes = t.app.routeTable.filter(isWrite);
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const key = keyOf(route);
      const session = sessionFor(route, buyer);
      // The buyer's own ids, so that only the body can be what is refused; nothing
      // that exists for staff routes and routes without a body.
      const ids: Record<string, number | string> =
        accessOf(route) === 'signed-in' && !NO_BODY.has(key)
          ? { userId: buyer.userId, orderId: order.id, trackingId: order.trackingId }
          : {};
      const url = concrete(route.url, ids, String(NO_SUCH_ID));
      const before = await snapshot(t);
      const headers = session ? asBearer(session) : {};
      let response;
      if (MULTIPART.has(key)) {
        const form = await formData(
          Object.fromEntries(Object.entries(EXTRAS).map(([name, value]) => [name, String(value)])),
        );
        response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: form.payload,
          headers: { ...headers, ...form.headers },
          remoteAddress: newIp(),
        });
        expect(response.statusCode, `${key}: ${response.body}`).toBeGreaterThanOrEqual(400);
      } else {
        response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: EXTRAS,
          headers,
          remoteAddress: newIp(),
        });
        if (!NO_BODY.has(key)) {
          expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
          expect(response.body, key).toMatch(NAMES_ROLE);
        }
      }
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
      expect(await snapshot(t), `${key} changed the database`).toBe(before);
    }
  });

  it('V15.3.3 a picture upload with a field its form does not have is refused, even with a good picture', async () => {
    const admin = await staff(t);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const picture = [{ name: 'picture.png', bytes: png, type: 'image/png' }];
    const routes = [
      { url: '/api/admin/site-assets/hero-poster', field: 'file' },
      { url: `/api/admin/categories/${category!.id}/image`, field: 'file' },
      { url: `/api/admin/fabrics/${c.velvet}/colors/${c.moss}/swatch`, field: 'file' },
      { url: `/api/admin/products/${c.stool}/images`, field: 'images' },
    ];
    for (const { url, field } of routes) {
      const before = await snapshot(t);
      const form = await formData({ role: 'admin' }, picture, field);
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...asBearer(admin), ...form.headers },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.body, url).toMatch(NAMES_ROLE);
      expect(await snapshot(t), `${url} changed the database`).toBe(before);
    }
  });

  it('V8.2.3 nobody makes themselves staff, approved, richer or someone else by adding fields', async () => {
    const register = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/register',
        payload: body,
        remoteAddress: newIp(),
      });
    const email = `mallory.${randomBytes(4).toString('hex')}@example.ie`;
    const application = {
      ...PROFILE,
      email,
      invoice_email: email,
      password: 'Strong#Pass1',
      confirm_password: 'Strong#Pass1',
    };
    const userRow = async (address: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, address)))[0];

    // Sign-up: role, status and credit are the staff's to set.
    for (const [field, value] of Object.entries({
      role: 'admin',
      status: 'approved',
      approved: true,
      credit_limit: 1_000_000,
      creditLimit: 1_000_000,
      id: 1,
    })) {
      const response = await register({ ...application, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({
        errors: expect.arrayContaining([{ field, message: `Unknown field: ${field}` }]) as unknown,
      });
      expect(await userRow(email), field).toBeUndefined();
    }
    expect((await register(application)).statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({
      role: 'trade',
      status: 'pending',
      creditLimitCents: 0,
    });

    // Staff approving the application cannot be made to change its role or status either.
    const pending = (await userRow(email))!;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${pending.id}/approve`,
      payload: { credit_limit: 500, role: 'admin', status: 'suspended' },
      headers: asBearer(admin),
    });
    expect(approve.statusCode).toBe(400);
    expect(await userRow(email)).toMatchObject({
      role: 'trade',
      status: 'pending',
      creditLimitCents: 0,
    });

    // My Account: the credit limit, role, status and email are not the buyer's to change.
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    const other = await newCustomer(t);
    const update = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/update/${buyer.userId}`,
        payload: body,
        headers: asBearer(buyer),
      });
    const rowBefore = JSON.stringify(await userRow(buyer.email));
    for (const [field, value] of Object.entries({
      credit_limit: 1_000_000,
      creditLimit: 1_000_000,
      available_credit: 1_000_000,
      role: 'admin',
      status: 'approved',
      email: other.email,
      invoice_email: 'mallory@example.ie',
      id: other.userId,
      password_hash: 'x',
    })) {
      const response = await update({ ...PROFILE, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(await userRow(buyer.email)), field).toBe(rowBefore);
    }
    const plain = await update({ ...PROFILE, full_name: 'Ciara Doyle-Byrne' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await userRow(buyer.email)).toMatchObject({
      fullName: 'Ciara Doyle-Byrne',
      creditLimitCents: 100_000,
      role: 'trade',
      status: 'approved',
    });

    // Checkout and reorder: the signed-in buyer orders, whoever the form names.
    const named = await placeOrder(t, buyer, [stoolLine(c)], {
      fields: { userId: String(other.userId) },
    });
    expect(named.statusCode, named.body).toBe(201);
    const forms: Array<Record<string, string>> = [
      { user_id: String(other.userId) },
      { status: 'cancelled' },
    ];
    for (const fields of forms) {
      const refused = await placeOrder(t, buyer, [stoolLine(c)], { fields });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
    }
    for (const field of ['userId', 'user_id', 'status', 'paid', 'trackingId', 'deliveryStatus']) {
      const refused = await placeOrder(t, buyer, [stoolLine(c, { [field]: other.userId })]);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json(), field).toMatchObject({ message: `Unknown field: ${field}` });
    }
    const [placed] = await ordersOfUser(buyer.userId);
    const reorder = await t.app.inject({
      method: 'POST',
      url: `/api/order/product-reorder/${placed!.id}`,
      payload: { quantity: 1, userId: other.userId },
      headers: asBearer(buyer),
    });
    expect(reorder.statusCode, reorder.body).toBe(201);
    for (const extra of [{ paid: true }, { status: 'cancelled' }, { user_id: other.userId }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/order/product-reorder/${placed!.id}`,
        payload: { quantity: 1, ...extra },
        headers: asBearer(buyer),
      });
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const mine = await ordersOfUser(buyer.userId);
    expect(mine).toHaveLength(2);
    expect(mine.map((o) => [o.status, o.paidAt])).toEqual([
      ['active', null],
      ['active', null],
    ]);
    expect(await ordersOfUser(other.userId)).toEqual([]);
  });
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

describe('parsing', () => {
  it('V15.3.6 __proto__ and constructor.prototype in JSON bodies, forms and query strings pollute no prototype', async () => {
    const buyer = await newCustomer(t);
    const polluted = () => (({}) as Record<string, unknown>).polluted;
    const bodies = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
    ];
    const query =
      '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes&__proto__=x';
    for (const route of t.app.routeTable) {
      const session = sessionFor(route, buyer);
      const headers = session ? asBearer(session) : {};
      const url = concrete(route.url, {}, String(NO_SUCH_ID));
      const name = `${route.method} ${route.url}`;
      const answers = [];
      answers.push(
        await t.app.inject({
          method: route.method as 'GET',
          url: url + query,
          headers,
          remoteAddress: newIp(),
        }),
      );
      if (isWrite(route)) {
        for (const payload of bodies) {
          answers.push(
            await t.app.inject({
              method: route.method as 'POST',
              url,
              payload,
              headers: { ...headers, 'content-type': 'application/json' },
              remoteAddress: newIp(),
            }),
          );
        }
      }
      if (MULTIPART.has(keyOf(route))) {
        // Built from entries: a literal `__proto__` key would set the prototype instead.
        const form = await formData(
          Object.fromEntries([
            ['__proto__', 'yes'],
            ['constructor.prototype.polluted', 'yes'],
            ['items', '[{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}}}]'],
          ]),
        );
        answers.push(
          await t.app.inject({
            method: 'POST',
            url,
            payload: form.payload,
            headers: { ...headers, ...form.headers },
            remoteAddress: newIp(),
          }),
        );
      }
      for (const answer of answers) {
        expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(500);
        expect(polluted(), name).toBeUndefined();
        expect(Object.prototype, name).not.toHaveProperty('polluted');
      }
    }
    // The checkout's items are JSON inside the form: a line carrying __proto__ is refused.
    const line = JSON.stringify(stoolLine(c)).replace('{', '{"__proto__":{"polluted":"yes"},');
    const checkout = await placeOrder(t, buyer, `[${line}]`);
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(polluted()).toBeUndefined();
    expect(await ordersOfUser(buyer.userId)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('V16.5.1 oversized, malformed, mistyped and deeply nested bodies get a 4xx with a plain message and nothing internal', async () => {
    const buyer = await newCustomer(t);
    const before = await snapshot(t);
    const oversized = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const deepArray = '['.repeat(200_000) + ']'.repeat(200_000);
    const cases: Array<[string, string, string, number | undefined]> = [
      ['over the body limit', 'application/json', oversized, 413],
      ['not JSON', 'application/json', '{"email":', 400],
      // No body at all: a route that takes none answers as without one (the spec's
      // cancel call); any other refuses it as a missing body, with a plain message.
      ['an empty JSON body', 'application/json', '', undefined],
      ['JSON with a trailing comma', 'application/json', '{"email":"a@b.ie",}', 400],
      ['XML', 'application/xml', '<?xml version="1.0"?><a>&xxe;</a>', 415],
      ['a made-up type', 'application/x-shop', 'hello', 415],
      ['a form as urlencoded', 'application/x-www-form-urlencoded', 'role=admin', 415],
      ['deeply nested objects', 'application/json', deep, undefined],
      ['deeply nested arrays', 'application/json', deepArray, undefined],
    ];
    const writes = t.app.routeTable.filter(isWrite);
    for (const route of writes) {
      const session = sessionFor(route, buyer);
      const url = concrete(route.url, {}, String(NO_SUCH_ID));
      for (const [what, type, payload, status] of cases) {
        const name = `${route.method} ${route.url} with ${what}`;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { ...(session ? asBearer(session) : {}), 'content-type': type },
          remoteAddress: newIp(),
        });
        if (status !== undefined) expect(response.statusCode, name).toBe(status);
        // A route that takes no body may ignore a well-formed one.
        if (response.statusCode < 400 && NO_BODY.has(keyOf(route))) continue;
        expectPlainError(response, name);
      }
    }
    // An empty JSON body where one is needed says so.
    const bodiless = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      payload: '',
      headers: { ...asBearer(buyer), 'content-type': 'application/json' },
    });
    expect(bodiless.json()).toEqual({ success: false, message: BODY_MISSING });
    // A form field over its size, and a form of garbage.
    const big = await placeOrder(t, buyer, '[]', {
      fields: { shipping_address: 'x'.repeat(300_000) },
    });
    expect(big.statusCode).toBe(413);
    expectPlainError(big, 'an oversized checkout field');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload: '--x\r\nnot a part\r\n--x--',
      headers: { ...asBearer(buyer), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectPlainError(garbage, 'a broken multipart body');
    expect(await snapshot(t)).toBe(before);
  });
});
