import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, signIn, type Session } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_NOT_FOUND,
  PASSWORD_RESET_DONE,
  PROFILE_UPDATED,
  RESET_LINK_INVALID,
} from '#src/shared/schemas/accounts';
import { OWN_ACCOUNT_ONLY } from './accounts.routes';
import { setUpAccountsTestApp } from './accounts.test-setup';

const shared = setUpAccountsTestApp();
const { newIp, login, approvedUser, mailsTo, profile } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('account updates', () => {
  it("updates one's own profile, and refreshes the display cookie", async () => {
    const { session, form } = await approvedUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update/${session.userId}`,
      headers: asBearer(session),
      payload: profile(form, {
        full_name: 'Nora Byrne',
        office_city: 'Cork',
        phone_number: '021 234 5678',
        office_eir_code: 't12ab34',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PROFILE_UPDATED,
      data: {
        full_name: 'Nora Byrne',
        office_city: 'Cork',
        email: form.email,
        phone_number: '+353212345678',
        office_eir_code: 'T12 AB34',
      },
    });
    const display = response.cookies.find((c) => c.name === 'user')!;
    expect(JSON.parse(display.value)).toEqual({ full_name: 'Nora Byrne', office_city: 'Cork' });
  });

  it("refuses another user's id and the read-only fields", async () => {
    const { session, form } = await approvedUser();
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update/${session.userId + 100000}`,
      headers: asBearer(session),
      payload: profile(form),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: OWN_ACCOUNT_ONLY });
    for (const field of ['email', 'invoice_email', 'credit_limit', 'role', 'status']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/update/${session.userId}`,
        headers: asBearer(session),
        payload: profile(form, { [field]: field === 'credit_limit' ? 1e6 : 'admin@example.ie' }),
      });
      expect(response.statusCode, field).toBe(400);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(row).toMatchObject({ email: form.email, role: 'trade' });
    const details = await t.app.inject({ url: '/api/user/details', headers: asBearer(session) });
    expect(details.json()).toMatchObject({ credit_limit: 1000 });
  });

  it('changes the password after checking the current one; other sessions end', async () => {
    const { session, form } = await approvedUser();
    const other = await signIn(t, form.email, form.password);
    const change = (body: Record<string, unknown>, userId = session.userId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/update_password/${userId}`,
        headers: asBearer(session),
        payload: body,
      });
    const wrong = await change({ curr_password: 'Wrong#Pass1', new_password: 'Newer#Pass2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: CURRENT_PASSWORD_WRONG });

    const weak = await change({ curr_password: form.password, new_password: 'short' });
    expect(weak.statusCode).toBe(400);
    // The first rule broken, under the field (the form lists them all itself).
    expect(weak.json<{ errors: unknown[] }>().errors).toContainEqual({
      field: 'new_password',
      message: 'Password must contain at least one uppercase letter',
    });
    expect(
      (
        await change(
          { curr_password: form.password, new_password: 'Newer#Pass2' },
          session.userId + 1,
        )
      ).statusCode,
    ).toBe(403);

    expect(
      (await change({ curr_password: form.password, new_password: 'Newer#Pass2' })).statusCode,
    ).toBe(200);
    const details = (s: Session) =>
      t.app
        .inject({ method: 'GET', url: '/api/user/details', headers: asBearer(s) })
        .then((r) => r.statusCode);
    expect(await details(session)).toBe(200);
    expect(await details(other)).toBe(401);
    expect((await login(form.email, form.password)).statusCode).toBe(401);
    expect((await login(form.email, 'Newer#Pass2')).statusCode).toBe(200);

    // The owner is told, and told what to do if it was not them; the wrong tries told nothing.
    const told = (await mailsTo(form.email)).filter(
      (m) => m.headers.get('subject') === 'Your password was changed',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('changed from your account page');
    expect(told[0]!.body).toContain('If this was not you');
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string, ip = newIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/reset-password',
      payload: { token, password },
    });
  async function linkFor(email: string) {
    const mails = await mailsTo(email);
    const text = mails
      .filter((m) => m.headers.get('subject') === 'Reset your password')
      .at(-1)!.body;
    const link = /(\S+\/reset-password\?token=\S+)/.exec(text)![1]!;
    return { link, token: decodeURIComponent(new URL(link).searchParams.get('token')!) };
  }

  it('answers an unknown email with the specification message', async () => {
    const response = await forgot('nobody.here@example.ie');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: EMAIL_NOT_FOUND });
  });

  it('mails a single-use link; the reset ends every session', async () => {
    const { form, session } = await approvedUser();
    expect((await forgot(form.email)).statusCode).toBe(200);
    const { link, token } = await linkFor(form.email);
    expect(link.startsWith('http://localhost:')).toBe(true);

    const done = await reset(token, 'Reset#Pass3');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: PASSWORD_RESET_DONE });
    const told = (await mailsTo(form.email)).filter(
      (m) => m.headers.get('subject') === 'Your password was changed',
    );
    expect(told.map((m) => m.body.includes('reset with a link'))).toEqual([true]);
    const again = await reset(token, 'Other#Pass4');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID });

    const details = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: asBearer(session),
    });
    expect(details.statusCode).toBe(401);
    expect((await login(form.email, 'Reset#Pass3')).statusCode).toBe(200);
  });

  it('refuses an expired link, a made-up one and a weak password', async () => {
    const { form } = await approvedUser();
    await forgot(form.email);
    const { token } = await linkFor(form.email);
    expect((await reset(token, 'weak')).statusCode).toBe(400);
    expect((await reset('made-up-token', 'Reset#Pass3')).json()).toMatchObject({
      message: RESET_LINK_INVALID,
    });
    // A newer link retires the older one.
    await forgot(form.email);
    expect((await reset(token, 'Reset#Pass3')).statusCode).toBe(400);
  });

  it('limits reset mails per email address', async () => {
    const { form } = await approvedUser();
    for (let i = 0; i < 3; i += 1) expect((await forgot(form.email)).statusCode).toBe(200);
    const blocked = await forgot(form.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many password reset requests\./,
    );
  });
});
