import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, signIn } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { APPLICATION_REJECTED } from '#src/shared/schemas/accounts';
import { NOT_SIGNED_IN, STAFF_ONLY } from '../../plugins/viewer';
import { ALREADY_DECIDED } from './accounts.service';
import { setUpAccountsTestApp } from './accounts.test-setup';

const shared = setUpAccountsTestApp();
const { application, register, login, mailsTo } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('staff decide applications', () => {
  const asAdmin = () => signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  async function pendingId(form: Record<string, unknown>) {
    expect((await register(form)).statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, form.email as string));
    return row!.id;
  }

  it('keeps visitors (401) and trade users (403) out', async () => {
    const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    for (const [headers, status, message] of [
      [{}, 401, NOT_SIGNED_IN],
      [asBearer(trade), 403, STAFF_ONLY],
    ] as const) {
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/applications', headers });
      expect(list.statusCode).toBe(status);
      expect(list.json()).toMatchObject({ message });
      const approve = await t.app.inject({
        method: 'POST',
        url: '/api/admin/applications/1/approve',
        headers,
        payload: { credit_limit: 100 },
      });
      expect(approve.statusCode).toBe(status);
    }
  });

  it('lists pending applications with their sign-up fields', async () => {
    const form = application({ company_name: 'Listed Ltd' });
    await pendingId(form);
    const admin = await asAdmin();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: asBearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const found = response
      .json<{ applications: Record<string, unknown>[] }>()
      .applications.find((a) => a.email === form.email);
    expect(found).toMatchObject({
      status: 'pending',
      company_name: 'Listed Ltd',
      office_city: 'Galway',
      phone_number: '+353871234567',
    });
    expect(found).not.toHaveProperty('password_hash');
  });

  it('approves with a credit limit: the applicant is mailed and can sign in', async () => {
    const form = application();
    const id = await pendingId(form);
    const admin = await asAdmin();
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/approve`,
      headers: asBearer(admin),
      payload: { credit_limit: 2500.5, note: 'Known customer' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ user: { status: 'approved', credit_limit: 2500.5 } });
    const mail = (await mailsTo(form.email)).find(
      (m) => m.headers.get('subject') === 'Your trade account is approved',
    );
    expect(mail?.body).toContain('€2,500.50');
    expect((await login(form.email, form.password)).statusCode).toBe(200);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/reject`,
      headers: asBearer(admin),
      payload: { reason: 'Changed our mind' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: ALREADY_DECIDED });
  });

  it('rejects with a reason: the applicant is mailed and told why at sign-in; staff may approve later', async () => {
    const form = application();
    const id = await pendingId(form);
    const admin = await asAdmin();
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/reject`,
      headers: asBearer(admin),
      payload: { reason: 'Not a trade business' },
    });
    expect(reject.statusCode).toBe(200);
    const mail = (await mailsTo(form.email)).find(
      (m) => m.headers.get('subject') === 'Your trade account application',
    );
    expect(mail?.body).toContain('Not a trade business');
    const refused = await login(form.email, form.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: APPLICATION_REJECTED });

    // On reflection (the rejection mail invites a reply), staff approve it after all.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/approve`,
      headers: asBearer(admin),
      payload: { credit_limit: 1000 },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ user: { status: 'approved', credit_limit: 1000 } });
    expect((await login(form.email, form.password)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/reject`,
      headers: asBearer(admin),
      payload: { reason: 'Twice' },
    });
    expect(again.json()).toMatchObject({ message: ALREADY_DECIDED });
  });

  it('refuses a bad credit limit, an empty reason and an unknown application', async () => {
    const admin = await asAdmin();
    const id = await pendingId(application());
    const post = (path: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${path}`,
        headers: asBearer(admin),
        payload,
      });
    expect((await post(`${id}/approve`, { credit_limit: -5 })).statusCode).toBe(400);
    expect((await post(`${id}/approve`, { credit_limit: 10, status: 'approved' })).statusCode).toBe(
      400,
    );
    expect((await post(`${id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    expect((await post('999999/approve', { credit_limit: 10 })).statusCode).toBe(404);
  });

  it('of an approval and a rejection at the same moment, exactly one wins', async () => {
    const admin = await asAdmin();
    const id = await pendingId(application());
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/approve`,
        headers: asBearer(admin),
        payload: { credit_limit: 100 },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/reject`,
        headers: asBearer(admin),
        payload: { reason: 'Duplicate' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.status).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
  });
});
