import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '#test/test-app';
import { uploadedFiles } from '#src/db/schema/files';
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
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limit';
import { NOT_MULTIPART, SINGLE_FILE } from './contact.multipart';
import { pdf } from '#test/multipart';
import { CONTACT_SENT } from './contact.routes';
import { setUpContactTestApp } from './contact.test-setup';

const shared = setUpContactTestApp();
const {
  newIp,
  exe,
  sendContact,
  contactFields,
  mailsMentioning,
  privateFiles,
  contactRowsOf,
  currentSequence,
} = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

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
      contactFields({ message: `${'x'.repeat(247)}${currentSequence()}`.slice(-250) }),
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
