import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { signIn } from '#test/customers';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { createCompanyFor } from '#src/db/company-accounts';

/**
 * What the accounts route tests share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them), application
 * forms with addresses of their own, client IPs of this suite's own range, and the
 * register, sign-in and outbox helpers. Call it once, at the top of the file.
 */
export function setUpAccountsTestApp() {
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
    // As staff approving it would: its company, credit limit EUR 1,000.
    const [row] = await t.database.db
      .update(users)
      .set({ status: 'approved' })
      .where(eq(users.email, form.email))
      .returning();
    await createCompanyFor(t.database.db, row!, 100_000);
    return { form, session: await signIn(t, form.email, form.password) };
  }

  const mailsTo = async (address: string) =>
    (await readOutbox(t)).filter((m) => (m.headers.get('to') ?? '').includes(address));

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

  return {
    testApp: () => t,
    application,
    newIp,
    register,
    login,
    approvedUser,
    mailsTo,
    profile,
  };
}
