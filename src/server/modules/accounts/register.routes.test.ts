import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { companyMembers } from '#src/db/schema/companies';
import {
  CITY_MESSAGE,
  COMPANY_NAME_MESSAGE,
  EMAIL_TAKEN,
  PASSWORD_POLICY_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  REGISTRATION_SUCCESS,
} from '#src/shared/schemas/accounts';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '#src/shared/schemas/contact';
import { EIRCODE_MESSAGE } from '#src/shared/domain/eircode';
import { setUpAccountsTestApp } from './accounts.test-setup';

const shared = setUpAccountsTestApp();
const { application, register, mailsTo } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

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
      officeCity: 'Galway',
    });
    // No company, so no credit, before staff approve it.
    expect(
      await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, row!.id)),
    ).toEqual([]);
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
