import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, signIn, type Session } from '#test/customers';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { sessions, users } from '#src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  ACCOUNT_SUSPENDED,
  APPLICATION_REJECTED,
  AWAITING_APPROVAL,
  CITY_MESSAGE,
  COMPANY_NAME_MESSAGE,
  CURRENT_PASSWORD_WRONG,
  EMAIL_NOT_FOUND,
  EMAIL_TAKEN,
  LOGIN_SUCCESS,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_RESET_DONE,
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_UPDATED,
  REGISTRATION_SUCCESS,
  RESET_LINK_INVALID,
  WRONG_CREDENTIALS,
} from '#src/shared/schemas/accounts';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '#src/shared/schemas/contact';
import { EIRCODE_MESSAGE } from '#src/shared/domain/eircode';
import { NOT_SIGNED_IN, STAFF_ONLY, XSRF_REFUSED } from '../../plugins/viewer';
import { ALREADY_DECIDED } from './accounts.service';
import { OWN_ACCOUNT_ONLY } from './accounts.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** Every test applies with its own address, from its own IP. */
function application(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    full_name: 'Nora Walsh',
    email: `nora.walsh.${counter}@example.ie`,
    invoice_email: `accounts.${counter}@example.ie`,
    phone_number: '+353871234567',
    country: 'IE',
    company_name: 'Walsh Hostels',
    office_address: '12 Quay Street',
    office_city: 'Galway',
    office_eir_code: 'H91 X2Y3',
    delivery_address: '12 Quay Street',
    delivery_city: 'Galway',
    delivery_eir_code: 'H91 X2Y3',
    password: 'Strong#Pass1',
    confirm_password: 'Strong#Pass1',
    subscribe: true,
    ...overrides,
  };
}
let ipCounter = 0;
// Its own range (test/customers signs in from 10.40.x), so register and login throttles
// see only this file's attempts.
const newIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const register = (body: Record<string, unknown>, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/register',
    payload: body,
    remoteAddress: ip,
  });
const login = (email: string, password: string, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { email, password },
    remoteAddress: ip,
  });

async function approvedUser(overrides: Record<string, unknown> = {}) {
  const form = application(overrides);
  expect((await register(form)).statusCode).toBe(201);
  await t.database.db
    .update(users)
    .set({ status: 'approved', creditLimitCents: 100_000 })
    .where(eq(users.email, form.email));
  return { form, session: await signIn(t, form.email, form.password) };
}

const mailsTo = async (address: string) =>
  (await readOutbox(t)).filter((m) => (m.headers.get('to') ?? '').includes(address));

describe('POST /api/auth/user/register', () => {
  it('creates a pending application and mails the applicant and the shop', async () => {
    const form = application();
    const response = await register(form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: REGISTRATION_SUCCESS });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(row).toMatchObject({
      status: 'pending',
      role: 'trade',
      creditLimitCents: 0,
      officeCity: 'Galway',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await mailsTo(form.email)).map((m) => m.headers.get('subject'))).toEqual([
      'We have received your trade account application',
    ]);
    const shop = (await readOutbox(t)).filter((m) =>
      m.headers.get('subject')?.startsWith('New trade account application'),
    );
    expect(shop.some((m) => m.body.includes(form.email))).toBe(true);
  });

  it.each([
    ['full_name', { full_name: '' }, 'full name is required'],
    ['office_eir_code', { office_eir_code: '  ' }, 'office eir code is required'],
    ['phone_number', { phone_number: '+35312345' }, PHONE_MESSAGE],
    ['phone_number', { phone_number: '087 123 45' }, PHONE_MESSAGE],
    ['office_eir_code', { office_eir_code: 'H9 1E2K' }, EIRCODE_MESSAGE],
    ['delivery_eir_code', { delivery_eir_code: 'Galway' }, EIRCODE_MESSAGE],
    ['email', { email: 'not-an-email' }, EMAIL_MESSAGE],
    ['invoice_email', { invoice_email: 'accounts@' }, EMAIL_MESSAGE],
    ['password', { password: 'weakpass', confirm_password: 'weakpass' }, PASSWORD_POLICY_MESSAGE],
    ['confirm_password', { confirm_password: 'Other#Pass1' }, PASSWORDS_DO_NOT_MATCH],
    ['office_city', { office_city: 'Galway 2' }, CITY_MESSAGE],
    ['company_name', { company_name: 'A Very Long Company Name Ltd' }, COMPANY_NAME_MESSAGE],
  ])(
    'refuses a bad %s with the specification message under that field',
    async (field, change, message) => {
      const response = await register(application(change));
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<{ errors: { field: string; message: string }[] }>();
      expect(errors).toContainEqual({ field, message });
    },
  );

  it.each([
    ['087 123 4567', 'h91e2k3', 'd6w 1234', '+353871234567', 'H91 E2K3', 'D6W 1234'],
    ['0871234567', 'H91 E2K3', 'd02-x285', '+353871234567', 'H91 E2K3', 'D02 X285'],
    ['01 234 5678', 'A92 F1X5', 'A92F1X5', '+35312345678', 'A92 F1X5', 'A92 F1X5'],
    ['+353 87 123 4567', 'T12 AB34', 'T12 AB34', '+353871234567', 'T12 AB34', 'T12 AB34'],
    ['00353 87 123 4567', 'F91 K2P4', 'F91 K2P4', '+353871234567', 'F91 K2P4', 'F91 K2P4'],
  ])(
    'takes the phone %s and Eircodes as people type them, and stores them in one form',
    async (phone, office, delivery, storedPhone, storedOffice, storedDelivery) => {
      const form = application({
        phone_number: phone,
        office_eir_code: office,
        delivery_eir_code: delivery,
      });
      const response = await register(form);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
      expect(row).toMatchObject({
        phoneNumber: storedPhone,
        officeEirCode: storedOffice,
        deliveryEirCode: storedDelivery,
      });
    },
  );

  it("reads a Northern Irish customer's phone number for its country, and takes its postcodes", async () => {
    const form = application({
      country: 'GB',
      phone_number: '028 9032 1234',
      office_eir_code: 'bt1 5gs',
      delivery_eir_code: 'BT1 5GS',
    });
    const response = await register(form);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(row).toMatchObject({
      country: 'GB',
      phoneNumber: '+442890321234',
      officeEirCode: 'BT1 5GS',
      deliveryEirCode: 'BT1 5GS',
    });
    // Without a country, a national number is read as an Irish one.
    const irish = await register(application({ phone_number: '028 9032 1234' }));
    expect(irish.statusCode).toBe(400);
    expect(irish.json()).toMatchObject({
      errors: [{ field: 'phone_number', message: PHONE_MESSAGE }],
    });
  });

  it('names every missing field at once', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['full_name', 'email', 'phone_number', 'office_city', 'password']),
    );
  });

  it.each(['role', 'credit_limit', 'status', 'id'])(
    'refuses the unknown field %s',
    async (field) => {
      const form = application({ [field]: field === 'role' ? 'admin' : 99999 });
      const response = await register(form);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({
        field,
        message: `Unknown field: ${field}`,
      });
      expect(await t.database.db.select().from(users).where(eq(users.email, form.email))).toEqual(
        [],
      );
    },
  );

  it('refuses a second application with the same email, whatever its case', async () => {
    const form = application();
    expect((await register(form)).statusCode).toBe(201);
    const again = await register({ ...form, email: form.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ field: 'email', message: EMAIL_TAKEN }] });
  });
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

function profile(form: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const editable = [
    'full_name',
    'phone_number',
    'company_name',
    'office_address',
    'office_city',
    'office_eir_code',
    'delivery_address',
    'delivery_city',
    'delivery_eir_code',
    'subscribe',
  ];
  return { ...Object.fromEntries(editable.map((k) => [k, form[k]])), ...overrides };
}

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
    expect(row).toMatchObject({ email: form.email, creditLimitCents: 100_000, role: 'trade' });
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
