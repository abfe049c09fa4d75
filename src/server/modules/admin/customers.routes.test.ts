import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, newCustomer, signIn, type Session } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import { sessions, users } from '#src/db/schema/accounts';
import { creditLimitChanges } from '#src/db/schema/companies';
import { createCompanyFor } from '#src/db/company-accounts';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  CANNOT_SUSPEND_STAFF,
  CANNOT_SUSPEND_YOURSELF,
  CREDIT_LIMIT_NOT_ALLOWED,
  CUSTOMER_MAX_PAGE_SIZE,
  NO_SUCH_CUSTOMER,
  ONLY_APPROVED_SUSPENDED,
  ONLY_SUSPENDED_REACTIVATED,
  type CustomerDetail,
  type CustomerList,
} from '#src/shared/schemas/admin-customers';
import { hashPassword } from '../../lib/password';

let t: TestApp;
let staff: Session;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t.close());

const get = (url: string, session: Session = staff) =>
  t.app.inject({ method: 'GET', url, headers: asBearer(session) });
const send = (method: 'POST' | 'PUT', url: string, payload?: unknown, session = staff) =>
  t.app.inject({
    method,
    url,
    headers: asBearer(session),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const list = async (query: string) => {
  const response = await get(`/api/admin/customers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerList>();
};
const detail = async (id: number) => {
  const response = await get(`/api/admin/customers/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerDetail>();
};
const auditOf = async (id: number) =>
  (await get(`/api/admin/audit?entityType=customer&entityId=${id}`)).json<{
    entries: Array<{ action: string; before: unknown; after: unknown; actorEmail: string }>;
  }>().entries;

/**
 * A trade user straight into the table, in any state, with a name to search for; an
 * approved or suspended one with its company (credit limit EUR 1,000), as approval makes.
 */
async function insertTrade(values: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `trade.${tag}@example.ie`,
      fullName: `Trade ${tag}`,
      companyName: 'Listed Beds',
      officeCity: 'Cork',
      deliveryCity: 'Cork',
      passwordHash: await hashPassword('Strong#Pass1'),
      role: 'trade',
      status: 'approved',
      ...values,
    })
    .returning();
  if (row!.role === 'trade' && (row!.status === 'approved' || row!.status === 'suspended')) {
    await createCompanyFor(t.database.db, row!, 100_000);
  }
  return row!;
}

const demoTradeId = async () => {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.trade.email));
  return row!.id;
};

describe('GET /api/admin/customers', () => {
  it('searches name, company, email and city, case-insensitively', async () => {
    const tag = randomBytes(4).toString('hex');
    const byName = await insertTrade({ fullName: `Orla Zz${tag}` });
    const byCompany = await insertTrade({ companyName: `Zz${tag} Hotels` });
    const byEmail = await insertTrade({ email: `zz${tag}@example.ie` });
    const byCity = await insertTrade({ deliveryCity: `Zz${tag}town`, officeCity: 'Cork' });
    const found = await list(`search=ZZ${tag.toUpperCase()}`);
    expect(found.customers.map((c) => c.id).sort()).toEqual(
      [byName.id, byCompany.id, byEmail.id, byCity.id].sort(),
    );
    expect(found.pagination).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    // Newest first.
    expect(found.customers[0]!.id).toBe(byCity.id);
    expect(found.customers.find((c) => c.id === byCity.id)!.city).toBe(`Zz${tag}town`);
  });

  it('finds Irish names typed with or without their fadas', async () => {
    const tag = randomBytes(4).toString('hex');
    const niamh = await insertTrade({ fullName: `Niamh Ní Bhriain ${tag}` });
    const sean = await insertTrade({
      fullName: `Sean O Briain ${tag}`,
      officeCity: 'Dún Laoghaire',
    });
    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).customers.map((c) => c.id).sort();
    expect(await ids(`Ni Bhriain ${tag}`)).toEqual([niamh.id]);
    expect(await ids(`NÍ BHRIAIN ${tag}`)).toEqual([niamh.id]);
    expect(await ids(`Seán Ó Briain ${tag}`)).toEqual([sean.id]);
    expect((await ids('dun laoghaire')).includes(sean.id)).toBe(true);
  });

  it('takes % and _ in the search box literally', async () => {
    const tag = randomBytes(4).toString('hex');
    await insertTrade({ companyName: `Wide x${tag}` });
    expect((await list(`search=_${tag}`)).customers).toHaveLength(0);
    expect((await list(`search=Wide%25${tag}`)).customers).toHaveLength(0);
    expect((await list(`search=Wide x${tag}`)).customers).toHaveLength(1);
  });

  it('filters by status, lists only trade users and pages', async () => {
    const tag = randomBytes(4).toString('hex');
    for (const status of ['pending', 'approved', 'rejected', 'suspended'] as const) {
      await insertTrade({ companyName: `Qq${tag}`, status });
    }
    const suspended = await list(`search=Qq${tag}&status=suspended`);
    expect(suspended.customers.map((c) => c.status)).toEqual(['suspended']);
    const pending = await list('status=pending');
    expect(pending.customers.every((c) => c.status === 'pending')).toBe(true);
    expect(pending.customers.some((c) => c.email === DEMO_ACCOUNTS.pending.email)).toBe(true);

    const everyone = await list('limit=100');
    expect(everyone.customers.some((c) => c.email === DEMO_ACCOUNTS.admin.email)).toBe(false);

    const first = await list(`search=Qq${tag}&limit=3&page=1`);
    const second = await list(`search=Qq${tag}&limit=3&page=2`);
    expect(first.customers).toHaveLength(3);
    expect(second.customers).toHaveLength(1);
    expect(second.pagination).toMatchObject({ total: 4, page: 2, limit: 3, totalPages: 2 });
  });

  it('refuses an unknown status or a bad page, and serves a page above the cap at the cap', async () => {
    expect((await get('/api/admin/customers?status=vip')).statusCode).toBe(400);
    expect((await get('/api/admin/customers?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/customers?limit=0')).statusCode).toBe(400);
    expect((await list('limit=1000')).pagination).toMatchObject({ limit: CUSTOMER_MAX_PAGE_SIZE });
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the profile, the credit limit, the available credit and the open orders', async () => {
    const id = await demoTradeId();
    const body = await detail(id);
    expect(body.customer).toMatchObject({
      id,
      email: DEMO_ACCOUNTS.trade.email,
      company_name: 'Murphy Hotels',
      status: 'approved',
    });
    expect(body.customer).not.toHaveProperty('password_hash');
    // The seed has open orders: they hold part of the limit, as the customer sees it too.
    expect(body.open_orders.count).toBeGreaterThan(0);
    expect(body.open_orders.orders).toHaveLength(body.open_orders.count);
    const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const own = (await get('/api/user/details', trade)).json<{ available_credit: number }>();
    expect(body.credit.limit).toBe(50000);
    expect(body.credit.available).toBe(own.available_credit);
    expect(body.credit.available).toBeLessThan(50000);
    expect(body.audit.url).toBe(`/api/admin/audit?entityType=customer&entityId=${id}`);

    const listed = (await list(`search=${encodeURIComponent(DEMO_ACCOUNTS.trade.email)}`))
      .customers[0]!;
    expect(listed).toMatchObject({
      available_credit: own.available_credit,
      open_orders: body.open_orders.count,
    });
  });

  it('answers 404 for an unknown id or a staff account', async () => {
    const unknown = await get('/api/admin/customers/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: NO_SUCH_CUSTOMER });
    expect((await get(`/api/admin/customers/${staff.userId}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/customers/:id/credit-limit', () => {
  it('changes the limit and records who, when and why, also in the audit', async () => {
    const customer = await newCustomer(t, { creditLimit: 1000 });
    const response = await send('PUT', `/api/admin/customers/${customer.userId}/credit-limit`, {
      credit_limit: 2500.5,
      note: 'Busy season',
    });
    expect(response.statusCode, response.body).toBe(200);

    const body = await detail(customer.userId);
    expect(body.credit.limit).toBe(2500.5);
    expect(body.credit.available).toBe(2500.5);
    expect(body.credit.last_change).toMatchObject({
      old_limit: 1000,
      new_limit: 2500.5,
      note: 'Busy season',
      changed_by: { email: DEMO_ACCOUNTS.admin.email },
    });
    expect(Date.now() - Date.parse(body.credit.last_change!.changed_at)).toBeLessThan(60_000);
    const rows = await t.database.db
      .select()
      .from(creditLimitChanges)
      .where(eq(creditLimitChanges.companyId, customer.companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changedBy).toBe(staff.userId);

    expect(await auditOf(customer.userId)).toMatchObject([
      {
        action: 'credit-limit',
        before: { credit_limit: 1000 },
        after: { credit_limit: 2500.5, note: 'Busy season' },
        actorEmail: DEMO_ACCOUNTS.admin.email,
      },
    ]);
    // The customer sees the new limit at once.
    const own = (await get('/api/user/details', customer)).json<{ credit_limit: number }>();
    expect(own.credit_limit).toBe(2500.5);
  });

  it('works from the browser session with its XSRF token', async () => {
    const customer = await newCustomer(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${customer.userId}/credit-limit`,
      headers: asCookie(staff),
      payload: { credit_limit: 50 },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a bad amount, unknown fields, a pending applicant and an unknown customer', async () => {
    const customer = await newCustomer(t);
    const url = `/api/admin/customers/${customer.userId}/credit-limit`;
    expect((await send('PUT', url, { credit_limit: -1 })).statusCode).toBe(400);
    expect((await send('PUT', url, { credit_limit: 1.234 })).statusCode).toBe(400);
    expect((await send('PUT', url, { credit_limit: '12' })).statusCode).toBe(400);
    expect((await send('PUT', url, { credit_limit: 5, role: 'admin' })).statusCode).toBe(400);
    const pending = await insertTrade({ status: 'pending' });
    const refused = await send('PUT', `/api/admin/customers/${pending.id}/credit-limit`, {
      credit_limit: 10,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CREDIT_LIMIT_NOT_ALLOWED });
    const unknown = await send('PUT', '/api/admin/customers/999999/credit-limit', {
      credit_limit: 10,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('suspend and reactivate', () => {
  it('suspending ends the customer’s sessions; reactivating lets them sign in again', async () => {
    const customer = await newCustomer(t);
    expect((await get('/api/user/details', customer)).statusCode).toBe(200);

    const suspend = await send('POST', `/api/admin/customers/${customer.userId}/suspend`, {
      reason: 'Unpaid invoices',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await get('/api/user/details', customer)).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, customer.userId));
    expect(left).toHaveLength(0);
    const body = await detail(customer.userId);
    expect(body.customer).toMatchObject({
      status: 'suspended',
      status_reason: 'Unpaid invoices',
      status_changed_by: { email: DEMO_ACCOUNTS.admin.email },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email: customer.email, password: 'Strong#Pass1' },
      remoteAddress: '10.99.0.1',
    });
    expect(login.statusCode).toBe(403);

    const again = await send('POST', `/api/admin/customers/${customer.userId}/suspend`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ONLY_APPROVED_SUSPENDED });

    const reactivate = await send('POST', `/api/admin/customers/${customer.userId}/reactivate`);
    expect(reactivate.statusCode, reactivate.body).toBe(200);
    expect((await detail(customer.userId)).customer).toMatchObject({
      status: 'approved',
      status_reason: null,
    });
    const back = await signIn(t, customer.email);
    expect((await get('/api/user/details', back)).statusCode).toBe(200);

    expect((await auditOf(customer.userId)).map((e) => e.action)).toEqual([
      'reactivate',
      'suspend',
    ]);
    const twice = await send('POST', `/api/admin/customers/${customer.userId}/reactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: ONLY_SUSPENDED_REACTIVATED });
  });

  it('refuses to suspend staff, yourself, an unknown customer, or without a reason', async () => {
    const self = await send('POST', `/api/admin/customers/${staff.userId}/suspend`, {
      reason: 'Oops',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: CANNOT_SUSPEND_YOURSELF });

    const colleague = await insertTrade({ role: 'admin' });
    const other = await send('POST', `/api/admin/customers/${colleague.id}/suspend`, {
      reason: 'Oops',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: CANNOT_SUSPEND_STAFF });

    const customer = await newCustomer(t);
    const url = `/api/admin/customers/${customer.userId}/suspend`;
    expect((await send('POST', url, { reason: '  ' })).statusCode).toBe(400);
    expect((await send('POST', url, {})).statusCode).toBe(400);
    expect(
      (await send('POST', '/api/admin/customers/999999/suspend', { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/admin/customers/999999/reactivate')).statusCode).toBe(404);
    expect((await get('/api/user/details', customer)).statusCode).toBe(200);
  });
});

describe('application decisions are audited', () => {
  it('records an approval and a rejection on the customer', async () => {
    const a = await insertTrade({ status: 'pending' });
    const approve = await send('POST', `/api/admin/applications/${a.id}/approve`, {
      credit_limit: 750,
      note: 'Referred',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await auditOf(a.id)).toMatchObject([
      {
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'approved', credit_limit: 750, note: 'Referred' },
        actorEmail: DEMO_ACCOUNTS.admin.email,
      },
    ]);
    expect((await detail(a.id)).credit.last_change).toMatchObject({ new_limit: 750 });

    const b = await insertTrade({ status: 'pending' });
    const reject = await send('POST', `/api/admin/applications/${b.id}/reject`, {
      reason: 'Retail only',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await auditOf(b.id)).toMatchObject([
      { action: 'reject', after: { status: 'rejected', reason: 'Retail only' } },
    ]);
  });
});
