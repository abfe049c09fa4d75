import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, signIn } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import { sessions, users } from '#src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  ACCOUNT_SUSPENDED,
  AWAITING_APPROVAL,
  LOGIN_SUCCESS,
  WRONG_CREDENTIALS,
} from '#src/shared/schemas/accounts';
import { NOT_SIGNED_IN, XSRF_REFUSED } from '../../plugins/viewer';
import { setUpAccountsTestApp } from './accounts.test-setup';

const shared = setUpAccountsTestApp();
const { newIp, login, approvedUser, profile } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('POST /api/auth/user/login', () => {
  it('signs an approved user in: token, cookies of docs/business-rules.md "Sessions", no internal fields', async () => {
    const response = await login(DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown> & { user: Record<string, unknown> }>();
    expect(body).toMatchObject({ success: true, message: LOGIN_SUCCESS });
    expect(typeof body.token).toBe('string');
    expect((body.token as string).length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS.trade.email, credit_limit: 50000 });
    for (const hidden of ['password_hash', 'passwordHash', 'status', 'status_reason']) {
      expect(body.user).not.toHaveProperty(hidden);
    }

    const cookies = new Map(response.cookies.map((c) => [c.name, c]));
    expect(cookies.get('authToken')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 28800,
    });
    expect(cookies.get('XSRF-TOKEN')?.httpOnly).toBeFalsy();
    expect(JSON.parse(cookies.get('user')!.value)).toEqual({
      full_name: 'Declan Murphy',
      office_city: 'Dublin',
    });
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === body.token)).toBe(false);
  });

  it('tells a wrong password and an unknown email apart from nothing', async () => {
    const wrong = await login(DEMO_ACCOUNTS.trade.email, 'Wrong#Pass1');
    const unknown = await login('nobody@example.ie', 'Wrong#Pass1');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: WRONG_CREDENTIALS });
  });

  it('refuses pending, rejected and suspended users and says why', async () => {
    const pending = await login(DEMO_ACCOUNTS.pending.email, DEMO_ACCOUNTS.pending.password);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ message: AWAITING_APPROVAL });

    const { form } = await approvedUser();
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, form.email));
    expect((await login(form.email, form.password)).json()).toMatchObject({
      message: ACCOUNT_SUSPENDED,
    });
  });

  it('slows down repeated failures for one account with 429 and a clear message', async () => {
    const { form } = await approvedUser();
    for (let i = 0; i < 5; i += 1)
      expect((await login(form.email, 'Wrong#Pass1')).statusCode).toBe(401);
    const blocked = await login(form.email, 'Wrong#Pass1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the guesser cannot tell it was right.
    expect((await login(form.email, form.password)).statusCode).toBe(429);
  });

  it('answers a 1 MB password with 400 at once, without hashing it', async () => {
    const started = Date.now();
    const response = await login(DEMO_ACCOUNTS.trade.email, 'A'.repeat(1_000_000));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('at most 128');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('sessions', () => {
  it('accepts the bearer token and the cookie, and shows prices to the signed-in', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    for (const headers of [asBearer(session), { cookie: session.cookie }]) {
      const details = await t.app.inject({ method: 'GET', url: '/api/user/details', headers });
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({
        credit_limit: 50000,
        email: DEMO_ACCOUNTS.trade.email,
      });
      expect(typeof details.json<{ available_credit: number }>().available_credit).toBe('number');
    }
    const listing = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'GET', url: '/api/product/products-listing?page=1&limit=8', headers })
        .then((r) => r.json<{ products: { price_euro: number | null }[] }>().products);
    expect((await listing({})).every((p) => p.price_euro === null)).toBe(true);
    expect((await listing(asBearer(session))).every((p) => typeof p.price_euro === 'number')).toBe(
      true,
    );
  });

  it('counts open orders against the credit limit in available_credit', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: asBearer(session),
    });
    const { credit_limit: limit, available_credit: available } = details.json<{
      credit_limit: number;
      available_credit: number;
    }>();
    // The seeded active and Scheduled orders are open (docs/runtime-contract.md "Demo data").
    expect(available).toBeLessThan(limit);
    expect(available).toBeGreaterThan(0);
  });

  it('answers 401 to visitors and to revoked tokens, and clears a dead cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/details' })).json()).toMatchObject({
      message: NOT_SIGNED_IN,
    });
    const session = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/logout',
      headers: asCookie(session),
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'authToken')?.value).toBe('');

    for (const headers of [asBearer(session), { cookie: session.cookie }]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/user/details', headers });
      expect(after.statusCode).toBe(401);
    }
    const dead = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: { cookie: session.cookie },
    });
    expect(dead.cookies.map((c) => [c.name, c.value])).toEqual(
      expect.arrayContaining([
        ['authToken', ''],
        ['user', ''],
      ]),
    );
  });

  it('refuses a cookie-authenticated unsafe request without the XSRF header', async () => {
    const { session, form } = await approvedUser();
    const update = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/update/${session.userId}`,
        headers,
        payload: profile(form, { full_name: 'Nora Walsh-Byrne' }),
      });
    const refused = await update({ cookie: session.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: XSRF_REFUSED });
    expect((await update({ cookie: session.cookie, 'x-xsrf-token': 'forged' })).statusCode).toBe(
      403,
    );
    expect((await update(asCookie(session))).statusCode).toBe(200);
    expect((await update(asBearer(session))).statusCode).toBe(200);
  });

  it('ends after 8 hours', async () => {
    const { session } = await approvedUser();
    const [mine] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, session.userId));
    expect(Math.round((mine!.expiresAt.getTime() - mine!.createdAt.getTime()) / 60_000)).toBe(480);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, session.userId));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: asBearer(session),
    });
    expect(after.statusCode).toBe(401);
  });
});

// Two instances against one Redis behave as one shop (issue #4 item 7, issue #8).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl !== undefined)('sign-in throttle with REDIS_URL', () => {
  it('counts failures on one instance against sign-ins on another', async () => {
    const [a, b] = await Promise.all([
      createTestApp({ env: { REDIS_URL: redisUrl! } }),
      createTestApp({ env: { REDIS_URL: redisUrl! } }),
    ]);
    try {
      const email = `shared.${process.pid}.${Date.now()}@example.ie`;
      const attempt = (app: TestApp, ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/user/login',
          payload: { email, password: 'Wrong#Pass1' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt(a, newIp())).statusCode).toBe(401);
      const blocked = await attempt(b, newIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ message: string }>().message).toMatch(/^Too many failed sign-in/);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
