import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newIp, placeOrder, type Session } from '../../test/customers';
import { formData } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { users } from '../../src/db/schema/accounts';
import { companyMembers } from '../../src/db/schema/companies';
import { categories } from '../../src/db/schema/catalog';
import { accessOf, isWrite, keyOf, MULTIPART, NO_BODY } from './route-classes';
import {
  concrete,
  orderWithQuoteFile,
  snapshot,
  staff,
  stoolLine,
  type Catalogue,
} from './shop-fixture';
import { NO_SUCH_ID, setUpInputTestApp } from './input.test-setup';

// V15.3.3 and V8.2.3: a field its form does not have is refused or ignored, and changes
// nothing (input.test-setup.ts lists the other input probes).

const shared = setUpInputTestApp();
const { sessionFor, ordersOfUser } = shared;
let t: TestApp;
let c: Catalogue;
let admin: Session;
beforeAll(() => {
  t = shared.testApp();
  c = shared.catalogue();
  admin = shared.admin();
});

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
/** `role` is refused as unknown, or (by a route where role is a field) `isAdmin`. */
const NAMES_ROLE = /Unknown field: (role|isAdmin)|Unrecognized keys?: .*\b(role|isAdmin)\b/;

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
    // Two calls and a whole-database snapshot per write route: well over a minute on a
    // busy two-core machine.
  }, 120_000);

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
    /** An application has no company (nor credit) before staff approve it. */
    const companyOf = async (address: string) =>
      t.database.db
        .select()
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(users.email, address));

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
    expect(await userRow(email)).toMatchObject({ role: 'trade', status: 'pending' });
    expect(await companyOf(email)).toEqual([]);

    // Staff approving the application cannot be made to change its role or status either.
    const pending = (await userRow(email))!;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${pending.id}/approve`,
      payload: { credit_limit: 500, role: 'admin', status: 'suspended' },
      headers: asBearer(admin),
    });
    expect(approve.statusCode).toBe(400);
    expect(await userRow(email)).toMatchObject({ role: 'trade', status: 'pending' });
    expect(await companyOf(email)).toEqual([]);

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
      role: 'trade',
      status: 'approved',
    });
    const details = await t.app.inject({ url: '/api/user/details', headers: asBearer(buyer) });
    expect(details.json()).toMatchObject({ credit_limit: 1000, company: { role: 'owner' } });

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
