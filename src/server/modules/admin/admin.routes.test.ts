import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, signIn } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { NOT_SIGNED_IN, STAFF_ONLY } from '../../plugins/viewer';
import { createOrResetStaff } from './staff-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staff = () => signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('the /api/admin/ guard', () => {
  it('answers 401 to visitors and 403 to trade users on every admin route in the route table', async () => {
    const admin = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/') && !r.publicAdminRead && r.method !== 'HEAD',
    );
    expect(admin.length).toBeGreaterThan(3);
    const trade = await newCustomer(t);
    for (const route of admin) {
      const request = { method: route.method as 'GET', url: concrete(route.url) };
      const visitor = await t.app.inject(request);
      expect([route.url, route.method, visitor.statusCode]).toEqual([route.url, route.method, 401]);
      expect(visitor.json()).toMatchObject({ message: NOT_SIGNED_IN });
      const buyer = await t.app.inject({ ...request, headers: asBearer(trade) });
      expect([route.url, route.method, buyer.statusCode]).toEqual([route.url, route.method, 403]);
      expect(buyer.json()).toMatchObject({ message: STAFF_ONLY });
    }
  });

  it('lets only the storefront’s few public reads through without a session', () => {
    const open = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/') && r.publicAdminRead && r.method !== 'HEAD',
    );
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      ['GET /api/admin/news', 'GET /api/admin/storage-prices'].sort(),
    );
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts pending applications, open orders by status, the unhandled inbox and today’s orders', async () => {
    const s = await staff();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: asBearer(s),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      pendingApplications: number;
      openOrdersByStatus: Array<{ id: number; deliveryStatus: string; count: number }>;
      today: { orders: number; value: number };
    }>();
    // The demo seed: pending@example.com; open orders Order Placed and Scheduled.
    expect(body.pendingApplications).toBeGreaterThanOrEqual(1);
    const byStatus = Object.fromEntries(
      body.openOrdersByStatus.map((s) => [s.deliveryStatus, s.count]),
    );
    expect(byStatus).toMatchObject({ 'Order Placed': 1, Scheduled: 1, 'Order Delivered': 0 });
    expect(body.openOrdersByStatus.map((s) => s.deliveryStatus).at(-1)).toBe('Order Delivered');
    expect(body.today.value).toBeGreaterThanOrEqual(0);

    // Each count is the orders list the dashboard links to (status=active&deliveryStatus=id).
    for (const status of body.openOrdersByStatus) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?status=active&deliveryStatus=${status.id}`,
        headers: asBearer(s),
      });
      expect(list.statusCode, status.deliveryStatus).toBe(200);
      expect(
        list.json<{ pagination: { total: number } }>().pagination.total,
        status.deliveryStatus,
      ).toBe(status.count);
    }
  });
});

describe('npm run admin:create', () => {
  it('creates a staff account that can sign in and use the console', async () => {
    const outcome = await createOrResetStaff(t.database.db, {
      email: 'Planner@Example.com',
      fullName: 'Nuala Planner',
    });
    expect(outcome).toMatchObject({ ok: true, created: true, generated: true });
    const password = outcome.ok ? outcome.password : '';
    const s = await signIn(t, 'planner@example.com', password);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: asBearer(s),
    });
    expect(dashboard.statusCode).toBe(200);
  });

  it('resets an existing account to staff with a new password and ends its sessions', async () => {
    const buyer = await newCustomer(t);
    const outcome = await createOrResetStaff(t.database.db, {
      email: buyer.email,
      password: 'New#Staff2026',
    });
    expect(outcome).toMatchObject({ ok: true, created: false });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: asBearer(buyer),
    });
    expect(old.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(row).toMatchObject({ role: 'admin', status: 'approved' });

    const s = await staff();
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=customer&entityId=${buyer.userId}`,
      headers: asBearer(s),
    });
    expect(audit.json()).toMatchObject({
      entries: [{ action: 'staff-reset', before: { role: 'trade' }, after: { role: 'admin' } }],
    });
  });

  it('refuses a weak password or a bad address', async () => {
    expect(
      await createOrResetStaff(t.database.db, { email: 'x@example.com', password: 'short' }),
    ).toMatchObject({ ok: false });
    expect(await createOrResetStaff(t.database.db, { email: 'not-an-email' })).toMatchObject({
      ok: false,
    });
  });
});
