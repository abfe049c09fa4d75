import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { contactMessages } from '#src/db/schema/inbox';
import { formData, type Upload } from '#test/multipart';

/**
 * What the contact route tests share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them; real timers
 * again after each test), client IPs of this suite's own, forms of their own, and reads
 * of the outbox, the private files and the stored messages. Call it once, at the top of
 * the file.
 */
export function setUpContactTestApp() {
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

  return {
    testApp: () => t,
    /** The number in the latest form's email or phone number. */
    currentSequence: () => sequence,
    newIp,
    exe,
    sendContact,
    requestCall,
    contactFields,
    callbackFields,
    outbox,
    mailsMentioning,
    privateFiles,
    contactRowsOf,
  };
}
