import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, newCustomer, signIn, type Session } from '#test/customers';
import { formData, pdf } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import { callbackRequests, contactMessages } from '#src/db/schema/inbox';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { CallbackRequestItem, ContactMessageItem } from '#src/shared/schemas/admin-inbox';

let t: TestApp;
let staff: Session;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t.close());

let sequence = 0;
const ip = () => `10.77.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

async function sendContact(files = [{ name: 'Room plan.pdf', bytes: pdf }]) {
  sequence += 1;
  const email = `inbox.${sequence}@hotel.example.ie`;
  const message = `Quote for 12 divan beds, please (inbox test ${sequence}).`;
  const { payload, headers } = await formData(
    { fullName: 'Aoife Byrne', email, phoneNumber: '+353 87 765 4321', message },
    files,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    payload,
    headers,
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.app.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row!;
}

async function requestCall() {
  sequence += 1;
  const message = `Please ring about bunk beds (inbox test ${sequence}).`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/request-call',
    payload: {
      name: 'Seán Walsh',
      companyName: 'Walsh Guesthouses',
      phoneNumber: `+35386${String(2_000_000 + sequence)}`,
      message,
    },
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.app.db
    .select()
    .from(callbackRequests)
    .where(eq(callbackRequests.message, message));
  return row!;
}

const get = (url: string, session = staff) =>
  t.app.inject({ method: 'GET', url, headers: asBearer(session) });

const auditOf = async (entityType: string, id: number) =>
  (await get(`/api/admin/audit?entityType=${entityType}&entityId=${id}`)).json<{
    entries: Array<{ action: string; actorEmail: string }>;
  }>().entries;

describe('contact messages in the inbox', () => {
  it('lists a new message first, with its attachment downloadable by staff', async () => {
    const row = await sendContact();
    const list = await get('/api/admin/inbox/messages?handled=false');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ messages: ContactMessageItem[]; pagination: { total: number } }>();
    expect(body.messages[0]).toMatchObject({
      id: row.id,
      fullName: 'Aoife Byrne',
      email: row.email,
      phoneNumber: '+353877654321',
      message: row.message,
      attachment: { name: 'Room plan.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length },
      handledAt: null,
      handledBy: null,
    });
    expect(body.pagination.total).toBeGreaterThanOrEqual(1);

    const file = await get(`/api/admin/inbox/messages/${row.id}/attachment`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdf);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Room plan.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');

    // Not for trade customers, nor for visitors.
    const trade = await newCustomer(t);
    expect((await get(`/api/admin/inbox/messages/${row.id}/attachment`, trade)).statusCode).toBe(
      403,
    );
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/inbox/messages/${row.id}/attachment`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 404 for a message without a file, and for no message at all', async () => {
    const row = await sendContact([]);
    const list = await get('/api/admin/inbox/messages');
    const item = list
      .json<{ messages: ContactMessageItem[] }>()
      .messages.find((m) => m.id === row.id);
    expect(item!.attachment).toBeNull();
    expect((await get(`/api/admin/inbox/messages/${row.id}/attachment`)).statusCode).toBe(404);
    expect((await get('/api/admin/inbox/messages/999999/attachment')).statusCode).toBe(404);
  });

  it('marks a message handled with who and when, once, audited', async () => {
    const row = await sendContact([]);
    const url = `/api/admin/inbox/messages/${row.id}/handled`;
    const first = await t.app.inject({ method: 'POST', url, headers: asCookie(staff) });
    expect(first.statusCode, first.body).toBe(200);
    const handled = first.json<{ message: ContactMessageItem }>().message;
    expect(handled.handledAt).toEqual(expect.any(String));
    expect(handled.handledBy?.id).toBe(staff.userId);
    expect(handled.handledBy?.name).toBeTruthy();

    // Again (double click): nothing changes, no second audit entry.
    const again = await t.app.inject({ method: 'POST', url, headers: asBearer(staff) });
    expect(again.json<{ message: ContactMessageItem }>().message.handledAt).toBe(handled.handledAt);
    const entries = await auditOf('contact-message', row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'mark-handled',
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });

    const unhandled = (await get('/api/admin/inbox/messages?handled=false&limit=100')).json<{
      messages: ContactMessageItem[];
    }>();
    expect(unhandled.messages.map((m) => m.id)).not.toContain(row.id);
    const done = (await get('/api/admin/inbox/messages?handled=true&limit=100')).json<{
      messages: ContactMessageItem[];
    }>();
    expect(done.messages.map((m) => m.id)).toContain(row.id);
  });

  it('refuses a cookie request without the XSRF token, and answers 404 to an unknown id', async () => {
    const row = await sendContact([]);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/messages/${row.id}/handled`,
      headers: { cookie: staff.cookie },
    });
    expect(noXsrf.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox/messages/999999/handled',
      headers: asBearer(staff),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages newest first and refuses a bad query', async () => {
    const older = await sendContact([]);
    const newer = await sendContact([]);
    const page1 = (await get('/api/admin/inbox/messages?limit=1')).json<{
      messages: ContactMessageItem[];
      pagination: { currentPage: number; hasNextPage: boolean; totalPages: number };
    }>();
    expect(page1.messages.map((m) => m.id)).toEqual([newer.id]);
    expect(page1.pagination).toMatchObject({ currentPage: 1, hasNextPage: true });
    const page2 = (await get('/api/admin/inbox/messages?limit=1&page=2')).json<{
      messages: ContactMessageItem[];
    }>();
    expect(page2.messages.map((m) => m.id)).toEqual([older.id]);
    expect((await get('/api/admin/inbox/messages?handled=maybe')).statusCode).toBe(400);
    expect((await get('/api/admin/inbox/messages?limit=0')).statusCode).toBe(400);
    expect((await get('/api/admin/inbox/messages?sort=name')).statusCode).toBe(400);
  });
});

describe('callback requests in the inbox', () => {
  it('lists them newest first and marks one handled with who and when', async () => {
    const first = await requestCall();
    const second = await requestCall();
    const list = (await get('/api/admin/inbox/callbacks?handled=false')).json<{
      callbacks: CallbackRequestItem[];
    }>();
    expect(list.callbacks.slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list.callbacks[0]).toMatchObject({
      name: 'Seán Walsh',
      companyName: 'Walsh Guesthouses',
      handledAt: null,
      handledBy: null,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/callbacks/${first.id}/handled`,
      headers: asBearer(staff),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ callback: CallbackRequestItem }>().callback).toMatchObject({
      id: first.id,
      handledBy: { id: staff.userId },
    });
    const [row] = await t.app.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, first.id));
    expect(row!.handledBy).toBe(staff.userId);
    expect(row!.handledAt).toBeInstanceOf(Date);
    expect(await auditOf('callback-request', first.id)).toHaveLength(1);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox/callbacks/999999/handled',
      headers: asBearer(staff),
    });
    expect(missing.statusCode).toBe(404);
  });
});
