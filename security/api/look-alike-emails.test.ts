import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIp } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { EMAIL_INVISIBLE, EMAIL_MIXED_SCRIPTS } from '../../src/shared/domain/email';
import { EMAIL_TAKEN } from '../../src/shared/schemas/accounts';

// ASVS 5.0 V6.3 / issue 31 item 7: an application whose address looks exactly like an
// existing customer's — another alphabet's letter, an invisible character, full-width
// letters — is refused or found to be that customer's, never a second look-alike account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const application = (email: string) => ({
  full_name: 'Look Alike',
  email,
  invoice_email: 'accounts@example.ie',
  phone_number: '087 123 4567',
  company_name: 'Look Alike Ltd',
  office_address: '1 Main Street',
  office_city: 'Navan',
  office_eir_code: 'C15 X2Y3',
  delivery_address: '1 Main Street',
  delivery_city: 'Navan',
  delivery_eir_code: 'C15 X2Y3',
  password: 'Strong#Pass1',
  confirm_password: 'Strong#Pass1',
  subscribe: false,
});
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/register',
    payload: application(email),
    remoteAddress: newIp(),
  });

describe('V6.3 look-alike addresses of an existing customer', () => {
  const trade = DEMO_ACCOUNTS.trade.email; // trade@example.com
  it.each([
    ['a Cyrillic а', trade.replace('a', '\u0430'), 400, EMAIL_MIXED_SCRIPTS],
    ['a Cyrillic а in the domain', 'trade@ex\u0430mple.com', 400, EMAIL_MIXED_SCRIPTS],
    ['a zero-width space', trade.replace('tr', 'tr\u200b'), 400, EMAIL_INVISIBLE],
    ['a soft hyphen', trade.replace('tr', 'tr\u00ad'), 400, EMAIL_INVISIBLE],
    ['full-width letters', '\uff54\uff52\uff41\uff44\uff45@example.com', 409, EMAIL_TAKEN],
    ['capitals and spaces', `  ${trade.toUpperCase()} `, 409, EMAIL_TAKEN],
  ])('%s is refused', async (_what, email, status, message) => {
    const response = await register(email);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ errors: [{ field: 'email', message }] });
  });

  it('takes addresses of one alphabet, with its accents', async () => {
    expect((await register('seán.ó.briain@example.ie')).statusCode).toBe(201);
    expect((await register('заказ@пример.рф')).statusCode).toBe(400); // no Latin top-level domain
    expect((await register('οδυσσέας@example.gr')).statusCode).toBe(400); // Greek and Latin
  });

  it('signs in whoever types their own address in full-width letters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: {
        email: '\uff54\uff52\uff41\uff44\uff45@example.com',
        password: DEMO_ACCOUNTS.trade.password,
      },
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(200);
  });
});
