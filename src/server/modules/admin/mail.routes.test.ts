import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newIp, signIn, type Session } from '#test/customers';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { outboxMails } from '#src/db/schema/mail';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { MailItem, MailList } from '#src/shared/schemas/admin-mail';
import { MAX_ATTEMPTS, queueMail, retryWaitSeconds } from '../../lib/outbox';

// The durable outbox (docs/mail.md) as staff and customers meet it: every mail written
// with its change and sent once; SMTP failures kept, retried, shown to staff and resendable.

let sequence = 0;
const callback = (t: TestApp, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/request-call',
    remoteAddress: newIp(),
    payload: {
      name,
      companyName: 'Outbox Hotels',
      phoneNumber: `+35386${String(3_000_000 + ++sequence)}`,
      message: `Please ring about 40 bunk beds (${name}).`,
    },
  });

const mailsOf = async (t: TestApp, staff: Session, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/mails${query}`,
    headers: asBearer(staff),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MailList>();
};

const rowOf = async (t: TestApp, subject: string) => {
  const [row] = await t.app.db.select().from(outboxMails).where(eq(outboxMails.subject, subject));
  return row!;
};

describe('the outbox with a working mail transport', () => {
  let t: TestApp;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(() => t.close());

  it('sends a mail whose change commits, once, and none whose change rolls back', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await queueMail(tx, {
          to: 'a@example.ie',
          subject: 'Rolled back',
          text: 'x',
          purpose: 'test',
        });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.app.db.transaction((tx) =>
      queueMail(tx, { to: 'b@example.ie', subject: 'Committed', text: 'y', purpose: 'test' }),
    );
    const mails = await readOutbox(t);
    expect(mails.filter((m) => m.headers.get('subject') === 'Rolled back')).toHaveLength(0);
    expect(mails.filter((m) => m.headers.get('subject') === 'Committed')).toHaveLength(1);
    // Every mail says where a reply goes: the shop's inbox, unless it names another.
    expect(
      mails.find((m) => m.headers.get('subject') === 'Committed')?.headers.get('reply-to'),
    ).toBe(t.app.config.shopInboxEmail);
    const row = await rowOf(t, 'Committed');
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('keeps no body of a reset link once sent, shows staff the envelope only, and never resends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      remoteAddress: newIp(),
      payload: { email: DEMO_ACCOUNTS.trade.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = (await readOutbox(t)).filter(
      (m) => m.headers.get('subject') === 'Reset your password',
    );
    expect(sent.at(-1)?.body).toMatch(/reset-password\?token=/);

    const [row] = await t.app.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.purpose, 'reset link'))
      .orderBy(sql`${outboxMails.id} desc`)
      .limit(1);
    expect(row?.secret).toBe(true);
    expect(row?.message).toBeNull();

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mails?state=sent&limit=100',
      headers: asBearer(staff),
    });
    expect(listed.body).not.toMatch(/token=/);
    const item = listed.json<MailList>().mails.find((m) => m.id === row!.id)!;
    expect(item).toMatchObject({ state: 'sent', purpose: 'reset link', secret: true });
    expect(Object.keys(item)).not.toContain('message');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mails/${row!.id}/resend`,
      headers: asBearer(staff),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/never sent twice/);
  });

  it('sends a copy of a sent mail when staff ask, and says so', async () => {
    expect((await callback(t, 'Copy Please')).statusCode).toBe(201);
    const subject = 'Callback request from Copy Please (Outbox Hotels)';
    expect((await readOutbox(t)).filter((m) => m.headers.get('subject') === subject)).toHaveLength(
      1,
    );
    const row = await rowOf(t, subject);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mails/${row.id}/resend`,
      headers: asBearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/copy/);
    expect((await readOutbox(t)).filter((m) => m.headers.get('subject') === subject)).toHaveLength(
      2,
    );
  });

  it('answers 404 for a mail that does not exist and 400 for a state it does not know', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mails/987654321/resend',
      headers: asBearer(staff),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mails?state=lost',
      headers: asBearer(staff),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/state must be one of/);
  });
});

describe('the outbox when SMTP refuses', () => {
  let t: TestApp;
  let staff: Session;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every try fails at once.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_SECONDS: '30' } });
    staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(() => t.close());

  it('keeps the mail, records the error, tries again later, and shows staff the failure', async () => {
    expect((await callback(t, 'Refused Once')).statusCode).toBe(201);
    await t.app.outbox.drain();
    const subject = 'Callback request from Refused Once (Outbox Hotels)';
    const row = await rowOf(t, subject);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The next try waits MAIL_RETRY_SECONDS (30 s), give or take the clocks' tick.
    const wait = (row.nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(31);

    const list = await mailsOf(t, staff);
    expect(list.failing).toBeGreaterThanOrEqual(1);
    const first = list.mails[0]!;
    expect(first.state).toBe('failing');
    const item = list.mails.find((m: MailItem) => m.subject === subject)!;
    expect(item).toMatchObject({
      state: 'failing',
      attempts: 1,
      recipient: t.app.config.shopInboxEmail,
    });
    expect(item.lastError).toMatch(/ECONNREFUSED|connect/i);

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: asBearer(staff),
    });
    expect(dashboard.json<{ failingMails: number }>().failingMails).toBe(list.failing);
  });

  it('gives a mail up after its last attempt, and Send again tries it afresh', async () => {
    expect((await callback(t, 'Given Up')).statusCode).toBe(201);
    const subject = 'Callback request from Given Up (Outbox Hotels)';
    await t.app.outbox.drain();
    // As if it had failed every try but the last, and its next were due now.
    await t.app.db
      .update(outboxMails)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(outboxMails.subject, subject));
    await t.app.outbox.drain();
    const row = await rowOf(t, subject);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
    const givenUp = await mailsOf(t, staff, '?state=given-up');
    expect(givenUp.mails.map((m) => m.subject)).toContain(subject);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mails/${row.id}/resend`,
      headers: asBearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.drain();
    const after = await rowOf(t, subject);
    // Tried again at once (and refused again): one attempt of a fresh count.
    expect(after.attempts).toBe(1);
    expect(after.nextAttemptAt).not.toBeNull();
  });
});

describe('the wait between tries', () => {
  it.each([
    [1, 30, 30],
    [2, 30, 60],
    [3, 30, 120],
    [8, 30, 3600],
    [19, 30, 3600],
    [3, 1, 4],
  ])('after %i failed tries with a base of %i s: %i s', (attempts, base, wait) => {
    expect(retryWaitSeconds(attempts, base)).toBe(wait);
  });
});
