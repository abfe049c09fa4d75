import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newIp, signIn } from '../../test/customers';
import { readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../src/db/query-rows';
import { passwordResetTokens } from '../../src/db/schema/accounts';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from '../../src/shared/schemas/accounts';

// ASVS 5.0 V6.4.3 (a secure process for a forgotten password) and V7.4.3: reset links are
// random, stored hashed, single use, short-lived, and each new one retires the others.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/forgot-password',
    payload: { email },
    headers,
    remoteAddress: newIp(),
  });

const reset = (token: string, password = 'Reset#Pass3') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/reset-password',
    payload: { token, password },
    remoteAddress: newIp(),
  });

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { email, password },
    remoteAddress: newIp(),
  });

/** Asks for a reset link and reads it from the mail the user got. */
async function resetLink(email: string) {
  const asked = await forgot(email);
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = (await readOutbox(t))
    .filter((m) => (m.headers.get('to') ?? '').includes(email))
    .filter((m) => m.headers.get('subject') === 'Reset your password')
    .at(-1)!;
  const link = /(\S+\/reset-password\?token=\S+)/.exec(mail.body)![1]!;
  return { link, token: new URL(link).searchParams.get('token')! };
}

const tokensOf = (userId: number) =>
  t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

const expectInvalid = (response: Awaited<ReturnType<typeof reset>>) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
};

describe('password reset links', () => {
  it('V6.4.3 a reset link works once: a second use is refused', async () => {
    const buyer = await newCustomer(t);
    const { token } = await resetLink(buyer.email);
    const first = await reset(token, 'Reset#Pass3');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: PASSWORD_RESET_DONE });
    expectInvalid(await reset(token, 'Other#Pass4'));
    expect((await login(buyer.email, 'Other#Pass4')).statusCode).toBe(401);
    expect((await login(buyer.email, 'Reset#Pass3')).statusCode).toBe(200);
  });

  it('V6.4.3 a reset link expires 60 minutes after it is sent', async () => {
    const buyer = await newCustomer(t);
    const { token } = await resetLink(buyer.email);
    const [row] = await tokensOf(buyer.userId);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(5_000);
    // Sent 61 minutes ago.
    await t.database.db
      .update(passwordResetTokens)
      .set({
        createdAt: new Date(Date.now() - 61 * 60_000),
        expiresAt: new Date(Date.now() - 60_000),
      })
      .where(eq(passwordResetTokens.userId, buyer.userId));
    expectInvalid(await reset(token));
    expect((await login(buyer.email, 'Strong#Pass1')).statusCode).toBe(200);
  });

  it('V6.4.3 a new reset link retires every older one', async () => {
    const buyer = await newCustomer(t);
    const older = await resetLink(buyer.email);
    const newer = await resetLink(buyer.email);
    expect(newer.token).not.toBe(older.token);
    expectInvalid(await reset(older.token));
    expect((await reset(newer.token)).statusCode).toBe(200);
  });

  it('V6.4.3 a password change retires an outstanding reset link', async () => {
    const buyer = await newCustomer(t);
    const { token } = await resetLink(buyer.email);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update_password/${buyer.userId}`,
      headers: asBearer(buyer),
      payload: { curr_password: 'Strong#Pass1', new_password: 'Changed#Pass2' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectInvalid(await reset(token));
  });

  it('V6.4.3 the token in the mail is not stored: the table holds only its hash', async () => {
    const buyer = await newCustomer(t);
    const { token } = await resetLink(buyer.email);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    const rows = await tokensOf(buyer.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Nor in any row of the table, whoever it belongs to.
    const [found] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from password_reset_tokens r where strpos(r::text, ${token}) > 0`,
    );
    expect(found!.n).toBe(0);
  });

  it('V6.4.3 unknown, used, expired and retired links get the one same answer', async () => {
    const buyer = await newCustomer(t);
    const used = await resetLink(buyer.email);
    expect((await reset(used.token)).statusCode).toBe(200);
    const retired = await resetLink(buyer.email);
    const expired = await resetLink(buyer.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResetTokens.userId, buyer.userId));
    const answers = await Promise.all(
      [
        'made-up-token',
        used.token,
        retired.token,
        expired.token,
        `${used.token.slice(0, -1)}A`,
        "' or 1=1 --",
      ].map(async (token) => {
        const res = await reset(token);
        return { status: res.statusCode, body: res.body, cookies: res.cookies.length };
      }),
    );
    const distinct = new Set(answers.map((a) => JSON.stringify(a)));
    expect(distinct.size).toBe(1);
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.cookies).toBe(0);
    expect(JSON.parse(answers[0]!.body)).toEqual({ success: false, message: RESET_LINK_INVALID });
  });

  it('V7.4.3 a password reset ends every session of the user', async () => {
    const buyer = await newCustomer(t);
    const other = await signIn(t, buyer.email);
    const { token } = await resetLink(buyer.email);
    expect((await reset(token)).statusCode).toBe(200);
    for (const session of [buyer, other]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/details',
        headers: asBearer(session),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('V6.4.3 the mailed link points at the shop, never at a Host header the request made up', async () => {
    const buyer = await newCustomer(t);
    const asked = await forgot(buyer.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await readOutbox(t))
      .filter((m) => (m.headers.get('to') ?? '').includes(buyer.email))
      .at(-1)!;
    expect(mail.body).toMatch(/http:\/\/localhost:\d+\/reset-password\?token=/);
    expect(mail.raw).not.toContain('evil.example');
  });
});
