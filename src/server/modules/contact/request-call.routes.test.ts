import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '#test/test-app';
import { callbackRequests } from '#src/db/schema/inbox';
import { DUPLICATE_MESSAGE, PHONE_MESSAGE, REQUIRED } from '#src/shared/schemas/contact';
import { formatPhone } from '#src/shared/domain/phone';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';
import { CALLBACK_SENT } from './contact.routes';
import { setUpContactTestApp } from './contact.test-setup';

const shared = setUpContactTestApp();
const { newIp, requestCall, callbackFields, mailsMentioning } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('POST /api/user/request-call', () => {
  const rowsOf = (phoneNumber: string) =>
    t.app.db.select().from(callbackRequests).where(eq(callbackRequests.phoneNumber, phoneNumber));

  it('stores the request and mails the shop inbox', async () => {
    const fields = callbackFields();
    const res = await requestCall(fields);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CALLBACK_SENT });
    expect(await rowsOf(fields.phoneNumber)).toMatchObject([
      { name: 'Seán Murphy', companyName: 'Murphy Hostels Ltd', message: fields.message },
    ]);
    const [mail] = await mailsMentioning(fields.message);
    expect(mail!.headers.get('to')).toBe('sales@example.com');
    expect(mail!.body).toContain('Murphy Hostels Ltd');
    expect(mail!.body).toContain(`Phone:      ${formatPhone(fields.phoneNumber)}`);
  });

  it.each([
    ['a mobile as dialled at home', '087 123 4567', '+353871234567'],
    ['a mobile without spaces', '0871234567', '+353871234567'],
    ['a Dublin landline', '01 234 5678', '+35312345678'],
    ['an Irish number in full', '+353 87 123 4567', '+353871234567'],
    ['an Irish number from abroad', '00353 87 123 4567', '+353871234567'],
    ['a British mobile in full', '+44 7400 123456', '+447400123456'],
  ])('takes %s and stores it in E.164', async (_what, typed, e164) => {
    const fields = callbackFields({ phoneNumber: typed });
    const res = await requestCall(fields);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.message, fields.message));
    expect(row!.phoneNumber).toBe(e164);
  });

  it.each([
    ['fewer than 10 digits', '087 123 45'],
    ['a number Ireland does not have', '087 123 456'],
    ['too many digits', '+353 87 123 4567 8901'],
  ])('refuses %s with the specification message', async (_what, typed) => {
    const res = await requestCall(callbackFields({ phoneNumber: typed }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'phoneNumber', message: PHONE_MESSAGE }],
    });
  });

  it.each([
    [
      'every field blank',
      { name: ' ', companyName: '', phoneNumber: '', message: '  ' },
      ['name', 'companyName', 'phoneNumber', 'message'].map((field) => ({
        field,
        message: REQUIRED,
      })),
    ],
    [
      'letters in the phone number',
      { phoneNumber: 'call me' },
      [{ field: 'phoneNumber', message: PHONE_MESSAGE }],
    ],
    [
      'a minus sign in front',
      { phoneNumber: '-353871234567' },
      [{ field: 'phoneNumber', message: PHONE_MESSAGE }],
    ],
    [
      'a message over 200 characters',
      { message: 'x'.repeat(201) },
      [{ field: 'message', message: 'Message must be at most 200 characters' }],
    ],
    [
      'an unknown field',
      { credit_limit: '50000' },
      [{ field: 'credit_limit', message: 'Unknown field: credit_limit' }],
    ],
  ])('refuses %s with the form messages', async (_what, overrides, errors) => {
    const res = await requestCall(callbackFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: errors[0]!.message, errors });
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/request-call',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers 409 to the same phone and message within 24 hours', async () => {
    const fields = callbackFields();
    expect((await requestCall(fields)).statusCode).toBe(201);
    const local = fields.phoneNumber.replace(/^\+353(\d\d)(\d+)$/, '+353 $1 $2');
    const again = await requestCall({
      ...fields,
      phoneNumber: local,
      message: fields.message.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: DUPLICATE_MESSAGE });

    const parallel = await Promise.all(
      [1, 2, 3].map(() => requestCall({ ...fields, message: 'Again, please' })),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rowsOf(fields.phoneNumber)).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect((await requestCall(fields)).statusCode).toBe(201);
  });

  it('answers 429 after 5 requests from one address in 10 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1)
      expect((await requestCall(callbackFields(), ip)).statusCode).toBe(201);
    const res = await requestCall(callbackFields(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
  });
});

describe('configuration', () => {
  it(
    'mails the address in SHOP_INBOX_EMAIL from MAIL_FROM',
    { timeout: OWN_APP_TIMEOUT },
    async () => {
      const other = await createTestApp({
        env: {
          SHOP_INBOX_EMAIL: 'orders@beds.example.ie',
          MAIL_FROM: 'Shop <shop@beds.example.ie>',
        },
      });
      try {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/user/request-call',
          payload: callbackFields(),
        });
        expect(res.statusCode).toBe(201);
        await other.app.outbox.drain();
        const [name] = await readdir(path.join(other.dataDir, 'outbox'));
        const raw = await readFile(path.join(other.dataDir, 'outbox', name!), 'utf8');
        expect(raw).toMatch(/^To: orders@beds\.example\.ie$/m);
        expect(raw).toMatch(/^From: Shop <shop@beds\.example\.ie>$/m);
      } finally {
        await other.close();
      }
    },
  );

  it(
    'keeps the enquiry and answers 201 when the mail server cannot be reached',
    { timeout: OWN_APP_TIMEOUT },
    async () => {
      const other = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
      try {
        const fields = callbackFields();
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/user/request-call',
          payload: fields,
        });
        expect(res.statusCode).toBe(201);
        const rows = await other.app.db
          .select()
          .from(callbackRequests)
          .where(eq(callbackRequests.phoneNumber, fields.phoneNumber));
        expect(rows).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});
