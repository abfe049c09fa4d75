import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { uploadedFiles } from '#src/db/schema/files';
import { callbackRequests, contactMessages } from '#src/db/schema/inbox';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_WRONG_TYPE,
  DUPLICATE_MESSAGE,
  EMAIL_MESSAGE,
  FULL_NAME_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED,
} from '#src/shared/schemas/contact';
import { formatPhone } from '#src/shared/domain/phone';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';
import { NOT_MULTIPART, SINGLE_FILE } from './contact.multipart';
import { formData, pdf, type Upload } from '#test/multipart';
import { CALLBACK_SENT, CONTACT_SENT } from './contact.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Each test speaks from its own address, so the rate limits only bite where meant to. */
let lastIp = 0;
const newIp = () => {
  lastIp += 1;
  return `10.20.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);

async function sendContact(fields: Record<string, string>, files: Upload[] = [], ip = newIp()) {
  const { payload, headers } = await formData(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    payload,
    headers,
    remoteAddress: ip,
  });
}

const requestCall = (payload: object, ip = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/user/request-call', payload, remoteAddress: ip });

let sequence = 0;
const contactFields = (overrides: Record<string, string> = {}) => {
  sequence += 1;
  return {
    fullName: 'Aoife Ní Bhriain',
    email: `aoife.${sequence}@hotel.example.ie`,
    phoneNumber: '+353 87 123 4567',
    message: `We would like a quote for 40 king size ottoman beds (enquiry ${sequence}).`,
    ...overrides,
  };
};
const callbackFields = (overrides: Record<string, string> = {}) => {
  sequence += 1;
  return {
    name: 'Seán Murphy',
    companyName: 'Murphy Hostels Ltd',
    phoneNumber: `+35387${String(1_000_000 + sequence)}`,
    message: `Please call about a bunk bed order (request ${sequence}).`,
    ...overrides,
  };
};

/** Every mail in the outbox: headers and the decoded text. */
const outbox = () => readOutbox(t);
const mailsMentioning = async (text: string) =>
  (await outbox()).filter((m) => m.body.includes(text));

async function privateFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'private');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const contactRowsOf = (email: string) =>
  t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/user/contact-us', () => {
  it('stores the message and its attachment and mails the shop inbox', async () => {
    const fields = contactFields();
    const res = await sendContact(fields, [{ name: 'Room plan.pdf', bytes: pdf }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SENT });

    const [row] = await contactRowsOf(fields.email);
    expect(row).toMatchObject({
      fullName: 'Aoife Ní Bhriain',
      phoneNumber: '+353871234567',
      message: fields.message,
      handledAt: null,
    });
    expect(row!.attachmentFileId).toBeTruthy();
    const [file] = await t.app.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, row!.attachmentFileId!));
    expect(file).toMatchObject({
      purpose: 'contact_attachment',
      originalName: 'Room plan.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(file!.storageKey).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const onDisk = path.join(t.dataDir, 'uploads', file!.storageKey);
    expect(await readFile(onDisk)).toEqual(pdf);

    const [mail, ...others] = await mailsMentioning(fields.message);
    expect(others).toEqual([]);
    expect(mail!.headers.get('to')).toBe('sales@example.com');
    expect(mail!.headers.get('subject')).toMatch(/Contact.message.from/);
    expect(mail!.headers.get('reply-to')).toContain(`<${fields.email}>`);
    expect(mail!.body).toContain(fields.email);
    expect(mail!.body).toContain('Phone:      +353 87 123 4567');
    expect(mail!.body).toContain('Room plan.pdf');
    expect(mail!.body).toContain('admin console');
    // The file itself never travels by mail.
    expect(mail!.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(mail!.raw).not.toContain('%PDF');
    expect(mail!.raw).not.toMatch(/Content-Disposition: attachment/i);

    // Outside the web root: no public path leads to it.
    const key = file!.storageKey;
    for (const url of [
      `/media/${key}`,
      `/media/${path.basename(key)}`,
      `/media/../private/${key.slice('private/'.length)}`,
      `/media/..%2F..%2F${key.replaceAll('/', '%2F')}`,
      `/uploads/${key}`,
      `/category-images/../../${key}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
  });

  it('accepts a message without a file (and an empty file field)', async () => {
    const fields = contactFields();
    const res = await sendContact(fields, [{ name: '', bytes: Buffer.alloc(0) }]);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SENT });
    const [row] = await contactRowsOf(fields.email);
    expect(row!.attachmentFileId).toBeNull();
    const [mail] = await mailsMentioning(fields.message);
    expect(mail!.body).not.toContain('Attachment');
  });

  it.each([
    [
      'every field blank',
      { fullName: '  ', email: '', phoneNumber: ' ', message: '\n' },
      [
        { field: 'fullName', message: REQUIRED },
        { field: 'email', message: REQUIRED },
        { field: 'phoneNumber', message: REQUIRED },
        { field: 'message', message: REQUIRED },
      ],
    ],
    [
      'every field missing',
      {},
      ['fullName', 'email', 'phoneNumber', 'message'].map((field) => ({
        field,
        message: REQUIRED,
      })),
    ],
    [
      'a digit in the name',
      { fullName: 'Aoife 2' },
      [{ field: 'fullName', message: FULL_NAME_MESSAGE }],
    ],
    ['a bad email', { email: 'aoife@hotel' }, [{ field: 'email', message: EMAIL_MESSAGE }]],
    [
      'a bad phone number',
      { phoneNumber: '12ab' },
      [{ field: 'phoneNumber', message: PHONE_MESSAGE }],
    ],
    [
      'a message over 250 characters',
      { message: 'x'.repeat(251) },
      [{ field: 'message', message: 'Message must be at most 250 characters' }],
    ],
    ['an unknown field', { role: 'admin' }, [{ field: 'role', message: 'Unknown field: role' }]],
  ])('refuses %s with the form messages', async (_what, overrides, errors) => {
    const fields: Record<string, string> =
      Object.keys(overrides).length === 0 ? {} : contactFields(overrides);
    const res = await sendContact(fields, [{ name: 'plan.pdf', bytes: pdf }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: errors[0]!.message, errors });
    if (fields.email) expect(await contactRowsOf(fields.email)).toEqual([]);
    if (fields.message?.trim()) expect(await mailsMentioning(fields.message)).toEqual([]);
  });

  it('accepts a message of exactly 250 characters', async () => {
    const res = await sendContact(
      contactFields({ message: `${'x'.repeat(247)}${sequence}`.slice(-250) }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers 409 to the same email and message within 24 hours, whatever the case and spacing', async () => {
    const fields = contactFields({ email: 'Repeat.Buyer@Example.ie' });
    const ip = newIp();
    expect((await sendContact(fields, [], ip)).statusCode).toBe(201);

    const again = await sendContact(
      {
        ...fields,
        email: ' repeat.buyer@example.IE ',
        message: `  ${fields.message.toUpperCase().replaceAll(' ', '   ')}\n`,
      },
      [{ name: 'plan.pdf', bytes: pdf }],
      ip,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: DUPLICATE_MESSAGE });
    expect(await contactRowsOf(fields.email)).toHaveLength(1);
    expect(await mailsMentioning(fields.message)).toHaveLength(1);

    // Another message from the same sender is new.
    const other = await sendContact({ ...fields, message: `${fields.message} And mattresses.` });
    expect(other.statusCode).toBe(201);
  });

  it('counts 24 hours exactly, across midnight too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fields = contactFields();
    vi.setSystemTime(new Date('2031-03-03T23:30:00Z'));
    expect((await sendContact(fields)).statusCode).toBe(201);
    vi.setSystemTime(new Date('2031-03-04T01:00:00Z'));
    expect((await sendContact(fields)).statusCode).toBe(409);
    vi.setSystemTime(new Date('2031-03-04T23:29:00Z'));
    expect((await sendContact(fields)).statusCode).toBe(409);
    vi.setSystemTime(new Date('2031-03-04T23:31:00Z'));
    expect((await sendContact(fields)).statusCode).toBe(201);
    vi.setSystemTime(new Date('2031-03-05T10:00:00Z'));
    expect((await sendContact(fields)).statusCode).toBe(409);
  });

  it('stores only one of several identical messages sent at once', async () => {
    const fields = contactFields();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => sendContact(fields, [{ name: 'plan.pdf', bytes: pdf }])),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await contactRowsOf(fields.email)).toHaveLength(1);
    const stored = await t.app.db.select().from(uploadedFiles);
    expect((await privateFiles()).filter((f) => !f.startsWith('.incoming'))).toHaveLength(
      stored.length,
    );
  });

  it('refuses an executable renamed .pdf by its content', async () => {
    const before = await privateFiles();
    const fields = contactFields();
    const res = await sendContact(fields, [{ name: 'invoice.pdf', bytes: exe }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: ATTACHMENT_WRONG_TYPE,
      errors: [{ field: 'file', message: ATTACHMENT_WRONG_TYPE }],
    });
    expect(await contactRowsOf(fields.email)).toEqual([]);
    expect(await privateFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB', async () => {
    const before = await privateFiles();
    const fields = contactFields();
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    expect(big.length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    const res = await sendContact(fields, [{ name: 'big.pdf', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: ATTACHMENT_TOO_LARGE,
      errors: [{ field: 'file', message: ATTACHMENT_TOO_LARGE }],
    });
    expect(await contactRowsOf(fields.email)).toEqual([]);
    expect(await privateFiles()).toEqual(before);
  });

  it('refuses more than one file, and a file in another field', async () => {
    const two = await sendContact(contactFields(), [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: SINGLE_FILE, errors: [{ field: 'file' }] });

    const elsewhere = await sendContact(contactFields(), [
      { name: 'a.pdf', bytes: pdf, field: 'avatar' },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ errors: [{ field: 'avatar' }] });
  });

  it('wants multipart/form-data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: contactFields(),
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: NOT_MULTIPART });
  });

  it('answers 429 after 5 messages from one address in 10 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContact(contactFields(), [], ip)).statusCode).toBe(201);
    }
    const res = await sendContact(contactFields(), [], ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
    expect(res.headers['retry-after']).toBeDefined();
    expect((await sendContact(contactFields(), [], newIp())).statusCode).toBe(201);
  });
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

interface Operation {
  tags: string[];
  requestBody: {
    content: Partial<
      Record<string, { schema: { properties?: Record<string, object>; required?: string[] } }>
    >;
  };
  responses: Record<string, unknown>;
}

describe('API documentation', () => {
  it('documents both calls under the contact tag, the form as multipart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, { post: Operation }> }>();
    const contactUs = doc.paths['/api/user/contact-us']!.post;
    const requestCallDoc = doc.paths['/api/user/request-call']!.post;
    expect(contactUs.tags).toEqual(['contact']);
    expect(requestCallDoc.tags).toEqual(['contact']);
    const form = contactUs.requestBody.content['multipart/form-data']!.schema;
    expect(Object.keys(form.properties ?? {})).toEqual([
      'fullName',
      'email',
      'phoneNumber',
      'message',
      'file',
    ]);
    expect(form.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(contactUs.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '413', '429']),
    );
    expect(requestCallDoc.requestBody.content['application/json']!.schema.required).toEqual([
      'name',
      'companyName',
      'phoneNumber',
      'message',
    ]);
  });
});

describe('configuration', () => {
  it('mails the address in SHOP_INBOX_EMAIL from MAIL_FROM', async () => {
    const other = await createTestApp({
      env: { SHOP_INBOX_EMAIL: 'orders@beds.example.ie', MAIL_FROM: 'Shop <shop@beds.example.ie>' },
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
  });

  it('keeps the enquiry and answers 201 when the mail server cannot be reached', async () => {
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
  });
});
