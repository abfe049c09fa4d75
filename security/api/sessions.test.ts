import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, asCookie, newCustomer, newIp, signIn, type Session } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../../src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';

// ASVS 5.0 V7 (session management) and V3.3 (cookie set-up), seen from a client.

let t: TestApp;
let staff: Session;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t.close());

const PASSWORD = 'Strong#Pass1';

const details = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/details', headers });
const statusWith = async (headers: Record<string, string>) => (await details(headers)).statusCode;

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { email, password },
    headers,
    remoteAddress: newIp(),
  });
}

const cookieOf = (response: Awaited<ReturnType<typeof login>>, name: string) =>
  response.cookies.find((c) => c.name === name);

const sessionsOf = (userId: number) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

/** Another session cache may hold the session a moment: the database tells every process. */
const eventually401 = (headers: Record<string, string>) =>
  vi.waitFor(async () => expect(await statusWith(headers)).toBe(401), { timeout: 5_000 });

describe('session tokens (V7.2)', () => {
  it('V7.2.4 a session cookie set before sign-in is not adopted: sign-in issues a new token', async () => {
    const buyer = await newCustomer(t);
    const planted = 'attacker-chosen-token-0123456789abcdefghijklmnop';
    const res = await login(buyer.email, PASSWORD, { cookie: `authToken=${planted}` });
    expect(res.statusCode, res.body).toBe(200);
    const issued = cookieOf(res, 'authToken')!.value;
    expect(issued).not.toBe(planted);
    expect(issued).toBe(res.json<{ token: string }>().token);
    expect(await statusWith({ cookie: `authToken=${planted}` })).toBe(401);
    expect(await statusWith({ authorization: `Bearer ${planted}` })).toBe(401);
    expect(await statusWith({ cookie: `authToken=${issued}` })).toBe(200);
  });

  it('V7.2.4 signing in again ends the session the browser held, and issues a new one', async () => {
    const buyer = await newCustomer(t);
    const held = asCookie(buyer);
    expect(await statusWith(held)).toBe(200);
    const again = await login(buyer.email, PASSWORD, held);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = cookieOf(again, 'authToken')!.value;
    expect(fresh).not.toBe(buyer.token);
    await eventually401(asBearer(buyer));
    expect(await statusWith({ authorization: `Bearer ${fresh}` })).toBe(200);
  });

  it('V7.2.4 a victim signing in while holding an attacker’s session gets a session of their own', async () => {
    const attacker = await newCustomer(t);
    const victim = await newCustomer(t);
    // The planted cookies include XSRF-TOKEN, which the page echoes as it always does.
    const res = await login(victim.email, PASSWORD, asCookie(attacker));
    expect(res.statusCode, res.body).toBe(200);
    const issued = cookieOf(res, 'authToken')!.value;
    expect(issued).not.toBe(attacker.token);
    // The attacker's token never becomes the victim's.
    const withAttackerToken = await details(asBearer(attacker));
    if (withAttackerToken.statusCode === 200) {
      expect(withAttackerToken.json<{ email: string }>().email).toBe(attacker.email);
    }
    const mine = await details({ authorization: `Bearer ${issued}` });
    expect(mine.json<{ email: string }>().email).toBe(victim.email);
  });

  it('V7.2.3 session tokens are unique, random and of at least 128 bits; only their hash is stored', async () => {
    const buyer = await newCustomer(t);
    const tokens = new Set<string>([buyer.token]);
    for (let i = 0; i < 5; i += 1) tokens.add((await signIn(t, buyer.email)).token);
    expect(tokens.size).toBe(6);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      // base64url: 6 bits a character.
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, buyer.userId));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(tokens.has(row.tokenHash)).toBe(false);
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('V7.2.1 a made-up, altered or over-long token is refused by the server', async () => {
    const buyer = await newCustomer(t);
    const altered = buyer.token.slice(0, -1) + (buyer.token.endsWith('A') ? 'B' : 'A');
    for (const token of ['made-up', altered, `${buyer.token}x`, 'x'.repeat(5000)]) {
      expect(await statusWith({ authorization: `Bearer ${token}` }), token.slice(0, 20)).toBe(401);
      expect(await statusWith({ cookie: `authToken=${token}` })).toBe(401);
    }
  });
});

describe('session termination (V7.4)', () => {
  it('V7.4.1 sign-out ends the session on the server: the same token is then refused', async () => {
    const buyer = await newCustomer(t);
    expect(await statusWith(asBearer(buyer))).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/logout',
      headers: asCookie(buyer),
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'authToken')?.value).toBe('');
    // A copy of the token (stolen, or kept by the client) is worth nothing now.
    expect(await statusWith(asBearer(buyer))).toBe(401);
    expect(await statusWith({ cookie: buyer.cookie })).toBe(401);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, buyer.userId));
    expect(rows).toEqual([]);
  });

  it('V7.4.3 a password change ends the user’s other sessions and keeps the one that changed it', async () => {
    const buyer = await newCustomer(t);
    const laptop = await signIn(t, buyer.email);
    const phone = await signIn(t, buyer.email);
    for (const s of [buyer, laptop, phone]) expect(await statusWith(asBearer(s))).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update_password/${buyer.userId}`,
      headers: asBearer(laptop),
      payload: {
        curr_password: PASSWORD,
        new_password: 'Changed#Pass2',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    await eventually401(asBearer(buyer));
    await eventually401(asBearer(phone));
    expect(await statusWith(asBearer(laptop))).toBe(200);
    expect((await login(buyer.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(buyer.email, 'Changed#Pass2')).statusCode).toBe(200);
  });

  it('V7.4.2 staff suspending a customer ends every session of theirs at once', async () => {
    const buyer = await newCustomer(t);
    const other = await signIn(t, buyer.email);
    expect(await statusWith(asBearer(buyer))).toBe(200);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${buyer.userId}/suspend`,
      headers: asBearer(staff),
      payload: { reason: 'Unpaid invoices' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    await eventually401(asBearer(buyer));
    await eventually401(asBearer(other));
    // Nor can a new one be opened.
    expect((await login(buyer.email, PASSWORD)).statusCode).toBe(403);
  });
});

describe('session lifetime (V7.3)', () => {
  it('V7.3.2 a session ends 8 hours after sign-in, however busy it was (absolute lifetime)', async () => {
    const buyer = await newCustomer(t);
    const [row] = await sessionsOf(buyer.userId);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 8 * 60 * 60 * 1000)).toBeLessThan(5_000);
    // Activity does not extend it.
    for (let i = 0; i < 3; i += 1) expect(await statusWith(asBearer(buyer))).toBe(200);
    const [after] = await sessionsOf(buyer.userId);
    expect(after!.expiresAt.getTime()).toBe(row!.expiresAt.getTime());

    // Signed in 8 hours and a minute ago: over.
    const now = Date.now();
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(now - (8 * 60 + 1) * 60_000),
        expiresAt: new Date(now - 60_000),
      })
      .where(eq(sessions.userId, buyer.userId));
    await eventually401(asBearer(buyer));
    const dead = await details({ cookie: buyer.cookie });
    expect(dead.statusCode).toBe(401);
    expect(cookieOf(dead, 'authToken')?.value).toBe('');
  });
});

describe('session cookies (V3.3)', () => {
  it('V3.3.4 the session cookie is HttpOnly; the readable cookies hold no token', async () => {
    const buyer = await newCustomer(t);
    const res = await login(buyer.email, PASSWORD);
    const auth = cookieOf(res, 'authToken')!;
    expect(auth.httpOnly).toBe(true);
    expect(auth.path).toBe('/');
    expect(auth.maxAge).toBe(8 * 60 * 60);
    const readable = res.cookies.filter((c) => !c.httpOnly);
    expect(readable.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'user']);
    for (const cookie of readable) expect(cookie.value).not.toContain(auth.value);
    const user = JSON.parse(decodeURIComponent(cookieOf(res, 'user')!.value)) as object;
    expect(Object.keys(user).sort()).toEqual(['full_name', 'office_city']);
  });

  it('V3.3.2 every session cookie is SameSite=Lax', async () => {
    const buyer = await newCustomer(t);
    const res = await login(buyer.email, PASSWORD);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'authToken', 'user']);
    for (const cookie of res.cookies) expect(cookie.sameSite, cookie.name).toBe('Lax');
  });

  it('V3.3.1 with an https PUBLIC_URL every session cookie is Secure', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://trade.example.ie' } });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: DEMO_ACCOUNTS.trade.email, password: DEMO_ACCOUNTS.trade.password },
        remoteAddress: newIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies).toHaveLength(3);
      for (const cookie of res.cookies) {
        expect(cookie.secure, cookie.name).toBe(true);
        expect(cookie.sameSite, cookie.name).toBe('Lax');
      }
      expect(res.cookies.find((c) => c.name === 'authToken')!.httpOnly).toBe(true);
    } finally {
      await https.close();
    }
  });
});
