import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newIp,
  newMember,
  placeOrder,
  type Session,
  signIn,
} from '../../test/customers';
import { formData, pdf } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../../src/db/schema/accounts';
import { companyMembers, companySites } from '../../src/db/schema/companies';
import { deliveryBookings } from '../../src/db/schema/deliveries';
import { checkouts, orders } from '../../src/db/schema/orders';
import { savedLists } from '../../src/db/schema/saved-lists';
import { NOT_SIGNED_IN, STAFF_ONLY } from '../../src/server/plugins/viewer';
import {
  concrete,
  orderWithQuoteFile,
  ordersOf,
  seedCatalogue,
  staff,
  stoolLine,
  type Catalogue,
} from './shop-fixture';
import { accessOf, keyOf, PUBLIC } from './route-classes';

/**
 * Who may call what (ASVS V8). Every route of the app's route table is in exactly one
 * class, proven against a visitor, a trade buyer and the staff: a route added without
 * being classified here fails the first probe.
 */

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const NO_SUCH_ID = 2_000_000_000;
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/** Bodies the signed-in routes would accept: a refusal must not be a validation error. */
const PROFILE = {
  full_name: 'Mallory Intruder',
  phone_number: '+353871234567',
  company_name: 'Intruder Ltd',
  office_address: '1 High Street',
  office_city: 'Galway',
  office_eir_code: 'H91 AB12',
  delivery_address: '1 High Street',
  delivery_city: 'Galway',
  delivery_eir_code: 'H91 AB12',
};
const VALID_BODIES: Record<string, object> = {
  'PUT /api/auth/user/update/:userId': PROFILE,
  'PUT /api/auth/user/update_password/:userId': {
    curr_password: 'Strong#Pass1',
    new_password: 'Taken#Over99',
  },
  'POST /api/order/product-reorder/:orderId': { quantity: 1 },
  // Another company's member or site: what would do harm, were it let through.
  'PUT /api/company/members/:userId': { active: false },
  'POST /api/company/approvals/:number/reject': { reason: 'Taken over' },
  'PUT /api/company/sites/:siteId': {
    name: 'Taken over',
    address: '1 High Street',
    city: 'Galway',
    eircode: 'H91 AB12',
  },
  // Another company's quote: written in, answered or accepted, were it let through.
  'POST /api/quotes/:quoteNumber/messages': { message: 'Taken over' },
  'POST /api/quotes/:quoteNumber/revision': { version: 1, message: 'Taken over' },
  'POST /api/quotes/:quoteNumber/reject': { version: 1 },
  'POST /api/quotes/:quoteNumber/accept': { version: 1 },
  // Another company's delivery: moved, were it let through.
  'POST /api/deliveries/:checkoutNumber/move': { day: '2099-01-06' },
};

function call(method: string, url: string, session?: Session, body: object = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: newIp(),
    headers: session ? asBearer(session) : {},
    ...(hasBody(method) ? { payload: body } : {}),
  });
}

/** A user's own row, orders and saved lists, to prove that nobody else's request changed them. */
async function rowsOf(userId: number) {
  const db = t.database.db;
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
    lists: await db
      .select()
      .from(savedLists)
      .where(eq(savedLists.userId, userId))
      .orderBy(savedLists.id),
    member: await db.select().from(companyMembers).where(eq(companyMembers.userId, userId)),
    sites: await db
      .select()
      .from(companySites)
      .innerJoin(companyMembers, eq(companyMembers.companyId, companySites.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(companySites.id),
  });
}

/** The owner's company's first delivery site, and an open invitation of it. */
async function companyIdsOf(session: Session) {
  const company = await call('GET', '/api/company', session);
  expect(company.statusCode, company.body).toBe(200);
  const invite = await call('POST', '/api/company/invitations', session, {
    email: `colleague.${session.userId}@example.ie`,
    role: 'buyer',
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const open = await call('GET', '/api/company/invitations', session);
  return {
    siteId: company.json<{ sites: Array<{ id: number }> }>().sites[0]!.id,
    invitationId: open.json<{ invitations: Array<{ id: number }> }>().invitations[0]!.id,
  };
}

/**
 * A buyer of the owner's company, with a €1 limit an order, and their checkout awaiting
 * approval (docs/api.md "Approvals"): its number.
 */
async function awaitingApprovalOf(owner: Session & { companyId: number }) {
  const buyer = await newMember(t, owner.companyId, { spendingLimit: 1 });
  const response = await placeOrder(t, buyer, [stoolLine(c, { referenceNumber: 'APPROVAL-1' })]);
  expect(response.statusCode, response.body).toBe(202);
  return { buyer, number: response.json<{ checkoutNumber: string }>().checkoutNumber };
}

/** A quote file in the buyer's cart (docs/api.md "Cart"): its id. */
async function cartFileOf(session: Session) {
  const { payload, headers } = await formData({}, [{ name: 'plan.pdf', bytes: pdf }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/files',
    payload,
    headers: { ...headers, ...asBearer(session) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ fileId: string }>().fileId;
}

/**
 * A quote of the buyer's with one version sent by staff, and a file of its thread
 * (docs/api.md "Quotes"): its number and the file's id.
 */
async function quoteOf(session: Session, admin: Session) {
  const { payload, headers } = await formData({}, [{ name: 'site.pdf', bytes: pdf }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/quotes/files',
    payload,
    headers: { ...headers, ...asBearer(session) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const quoteFileId = uploaded.json<{ fileId: string }>().fileId;
  const asked = await call('POST', '/api/quotes', session, {
    lines: [stoolLine(c, { referenceNumber: 'QUOTE-1' })].map(
      ({ productId, sizeId, quantity }) => ({ productId, sizeId, quantity }),
    ),
    site_address: '3 Main Street, Sligo',
    file_ids: [quoteFileId],
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const quoteNumber = asked.json<{ number: string }>().number;
  const detail = await call('GET', `/api/admin/quotes/${quoteNumber}`, admin);
  const lines = detail.json<{ lines: Array<{ id: number }> }>().lines;
  const sent = await call('POST', `/api/admin/quotes/${quoteNumber}/versions`, admin, {
    lines: lines.map((line) => ({ line_id: line.id, unit_price: 10, lead_time_days: 5 })),
    valid_until: '2099-12-31',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { quoteNumber, quoteFileId, version: 1 };
}

/**
 * A delivery booked for the order's checkout (docs/api.md "Deliveries"): the checkout books
 * its own, else one with no region is added. The buyer's delivery routes then answer its
 * owner and refuse the others.
 */
async function bookDeliveryOf(order: { checkoutNumber: string }) {
  const db = t.database.db;
  const [checkout] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.number, order.checkoutNumber));
  await db
    .insert(deliveryBookings)
    .values({ checkoutId: checkout!.id, earliestOn: '2099-01-05', units: 1, load: 1 })
    .onConflictDoNothing();
}

/** A saved list of the buyer's (docs/api.md "Saved lists"): its id. */
async function savedListOf(session: Session, name: string) {
  const response = await call('POST', '/api/lists', session, {
    name,
    lines: [{ productId: c.stool, sizeId: c.single, quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ list: { id: number } }>().list.id;
}

describe('authorisation', () => {
  it('V8.2.1 every route in the route table is public, signed-in or staff, and refuses whoever its class excludes', async () => {
    const routes = t.app.routeTable;
    const classes = routes.map((route) => accessOf(route));
    // Guard against an empty or partial table: each class has routes.
    for (const access of ['public', 'signed-in', 'staff'] as const) {
      expect(classes.filter((a) => a === access).length, access).toBeGreaterThan(3);
    }
    // The storefront's reads under /api/admin/ are exactly the listed ones.
    for (const route of routes.filter((r) => r.publicAdminRead)) {
      expect(PUBLIC.has(keyOf(route)), `${route.method} ${route.url}`).toBe(true);
    }

    const admin = await staff(t);
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const ownersOrder = await orderWithQuoteFile(t, c, owner, 'OWNER-1');
    const othersOrder = await orderWithQuoteFile(t, c, other, 'OTHER-1');
    await bookDeliveryOf(ownersOrder);
    await bookDeliveryOf(othersOrder);
    const ownersList = await savedListOf(owner, 'Owner suite');
    const othersList = await savedListOf(other, 'Other suite');
    const ownersFile = await cartFileOf(owner);
    const othersFile = await cartFileOf(other);
    const ownersCompany = await companyIdsOf(owner);
    const othersCompany = await companyIdsOf(other);
    const ownersApproval = await awaitingApprovalOf(owner);
    const othersApproval = await awaitingApprovalOf(other);
    const ownersQuote = await quoteOf(owner, admin);
    const othersQuote = await quoteOf(other, admin);
    // Refused as another's list, not as a body the route would refuse anyway.
    VALID_BODIES['PUT /api/lists/:id'] = {
      name: 'Taken over',
      lines: [{ productId: c.stool, sizeId: c.single, quantity: 2 }],
    };
    // Invoiced by staff: the invoice's PDF is the buyer's own document route.
    const invoiceOf = async (orderId: number) =>
      (await call('POST', `/api/admin/orders/${orderId}/invoice`, admin)).json<{ number: string }>()
        .number;
    const ownersInvoice = await invoiceOf(ownersOrder.id);
    const othersInvoice = await invoiceOf(othersOrder.id);
    const ownerBefore = await rowsOf(owner.userId);
    const idsOf = (
      user: Session,
      order: { id: number; trackingId: string; checkoutNumber: string },
      listId: number,
      fileId: string,
      company: { siteId: number; invitationId: number },
      approval: { number: string },
      documentNumber: string,
      quote: { quoteNumber: string; quoteFileId: string; version: number },
    ) => ({
      ...company,
      ...quote,
      number: approval.number,
      documentNumber,
      userId: user.userId,
      orderId: order.id,
      trackingId: order.trackingId,
      checkoutNumber: order.checkoutNumber,
      // The buyer's own routes with a bare :id are their saved lists'.
      id: listId,
      fileId,
    });
    const ownersIds = idsOf(
      owner,
      ownersOrder,
      ownersList,
      ownersFile,
      ownersCompany,
      ownersApproval,
      ownersInvoice,
      ownersQuote,
    );
    const othersIds = idsOf(
      other,
      othersOrder,
      othersList,
      othersFile,
      othersCompany,
      othersApproval,
      othersInvoice,
      othersQuote,
    );

    for (const [index, route] of routes.entries()) {
      const access = classes[index]!;
      const name = `${route.method} ${route.url} (${access})`;
      const { method } = route;

      // A visitor, with the owner's ids: only public routes let them in.
      const visitor = await call(method, concrete(route.url, ownersIds, String(NO_SUCH_ID)));
      if (access === 'public') {
        expect([401, 403], `${name}: visitor got ${visitor.statusCode}`).not.toContain(
          visitor.statusCode,
        );
        expect(visitor.statusCode, `${name}: visitor`).toBeLessThan(500);
        continue;
      }
      expect(visitor.statusCode, `${name}: visitor`).toBe(401);
      if (method !== 'HEAD') {
        expect(visitor.json(), `${name}: visitor`).toMatchObject({ message: NOT_SIGNED_IN });
      }

      // Another trade buyer, with the owner's ids.
      const intruder = await call(
        method,
        concrete(route.url, ownersIds, String(NO_SUCH_ID)),
        other,
        VALID_BODIES[keyOf(route)],
      );
      if (access === 'staff') {
        expect(intruder.statusCode, `${name}: trade buyer`).toBe(403);
        if (method !== 'HEAD') {
          expect(intruder.json(), `${name}: trade buyer`).toMatchObject({ message: STAFF_ONLY });
        }
        // Staff get in (ids that match nothing: the probe changes no data).
        const inside = await call(method, concrete(route.url, {}, String(NO_SUCH_ID)), admin);
        expect([401, 403], `${name}: staff got ${inside.statusCode}`).not.toContain(
          inside.statusCode,
        );
        expect(inside.statusCode, `${name}: staff ${inside.body}`).toBeLessThan(500);
        continue;
      }
      const hasId =
        /:(userId|orderId|trackingId|checkoutNumber|id|fileId|siteId|invitationId|number|documentNumber|quoteNumber|quoteFileId)\b/.test(
          route.url,
        );
      if (hasId) {
        expect([403, 404], `${name}: another buyer's id got ${intruder.statusCode}`).toContain(
          intruder.statusCode,
        );
        expect(intruder.body, name).not.toContain(ownersOrder.trackingId);
        expect(intruder.body, name).not.toContain(ownersInvoice);
        expect(intruder.body, name).not.toContain(owner.email);
        expect(intruder.body, name).not.toContain('Owner suite');
      }
      // The buyer, with their own ids: let in (an empty body: refused as such, if at all).
      // Only the buyer who sent a checkout for approval may withdraw it.
      const ownCaller =
        route.url.startsWith('/api/company/approvals/') && route.url.endsWith('/withdraw')
          ? othersApproval.buyer
          : other;
      const own = await call(method, concrete(route.url, othersIds), ownCaller);
      expect([401, 403, 404], `${name}: own ids got ${own.statusCode} ${own.body}`).not.toContain(
        own.statusCode,
      );
      expect(own.statusCode, `${name}: own ids`).toBeLessThan(500);
    }
    expect(await rowsOf(owner.userId)).toBe(ownerBefore);
  });

  it('V8.2.1 a visitor learns nothing of what a closed route accepts: bad ids and bodies get 401, not a validation error', async () => {
    const closed = t.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && accessOf(route) !== 'public',
    );
    expect(closed.length).toBeGreaterThan(40);
    for (const route of closed) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url, {}, 'not-an-id'),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { quantity: 'many', bogus: true } }),
        remoteAddress: newIp(),
      });
      expect(response.statusCode, `${keyOf(route)}: ${response.body}`).toBe(401);
      expect(response.json(), keyOf(route)).toMatchObject({ message: NOT_SIGNED_IN });
    }
  });

  it('V8.2.2 a trade buyer cannot read, change, cancel, reorder or download another buyer’s orders, quote files or details', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const order = await orderWithQuoteFile(t, c, owner, 'SUITE-ROSE');
    const before = await rowsOf(owner.userId);
    const othersOrderCount = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.userId, other.userId))).length;
    const as = (session: Session, method: string, url: string, payload?: object) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: asBearer(session),
        ...(payload ? { payload } : {}),
      });

    // Lists and details: only one's own, whatever the query says.
    for (const url of [
      '/api/order/user-orders',
      `/api/order/user-orders?userId=${owner.userId}`,
      `/api/order/user-orders?user_id=${owner.userId}`,
    ]) {
      const list = await as(other, 'GET', url);
      expect(list.body, url).not.toContain(order.trackingId);
    }
    const details = await as(other, 'GET', `/api/user/details?userId=${owner.userId}`);
    expect(details.json()).toMatchObject({ id: other.userId, email: other.email });
    expect(details.body).not.toContain(owner.email);

    const detail = await as(other, 'GET', `/api/order/user-orders/${order.trackingId}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.body).not.toContain('SUITE-ROSE');

    const file = await as(other, 'GET', `/api/order/user-orders/${order.trackingId}/quote-file`);
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%PDF');

    // The owner's reference finds nothing for another signed-in buyer (decisions/0010).
    const tracked = await as(other, 'GET', '/api/auth/user/track-orders/SUITE-ROSE');
    expect(tracked.statusCode).toBe(404);
    // A visitor guessing it sees the delivery view only: no price (from which the hidden
    // trade price follows), no address, no tracking ID (issue 31 item 3).
    const guessed = await t.app.inject({ url: '/api/auth/user/track-orders/suite-rose' });
    expect(guessed.statusCode).toBe(200);
    expect(guessed.json()).toMatchObject({
      view: 'delivery',
      order: { referenceNumber: 'SUITE-ROSE' },
    });
    for (const secret of [order.trackingId, 'total_price', 'shipping_address', 'trackingId']) {
      expect(guessed.body).not.toContain(secret);
    }

    const checkout = await as(other, 'GET', `/api/order/checkouts/${order.checkoutNumber}`);
    expect(checkout.statusCode).toBe(404);
    expect(checkout.body).not.toContain('SUITE-ROSE');
    const checkouts = await as(other, 'GET', `/api/order/checkouts?userId=${owner.userId}`);
    expect(checkouts.body).not.toContain(order.checkoutNumber);

    const cancel = await as(other, 'PUT', `/api/order/order-cancelled/${order.id}`);
    expect(cancel.statusCode).toBe(404);

    const reorder = await as(other, 'POST', `/api/order/product-reorder/${order.id}`, {
      quantity: 1,
      userId: owner.userId,
    });
    expect(reorder.statusCode).toBe(404);
    expect(await othersOrderCount()).toBe(0);

    const profile = await as(other, 'PUT', `/api/auth/user/update/${owner.userId}`, PROFILE);
    expect(profile.statusCode).toBe(403);

    const password = await as(other, 'PUT', `/api/auth/user/update_password/${owner.userId}`, {
      curr_password: 'Strong#Pass1',
      new_password: 'Taken#Over99',
    });
    expect(password.statusCode).toBe(403);

    // Nothing of the owner's changed, and the owner still signs in with their password.
    expect(await rowsOf(owner.userId)).toBe(before);
    expect((await ordersOf(t, owner)).map((o) => o.status)).toEqual(['active']);
    await signIn(t, owner.email);

    // The owner, for contrast, may do each of these.
    const ownFile = await as(owner, 'GET', `/api/order/user-orders/${order.trackingId}/quote-file`);
    expect(ownFile.statusCode).toBe(200);
    const ownReorder = await placeOrder(t, owner, [stoolLine(c)]);
    expect(ownReorder.statusCode).toBe(201);
  });
});
