import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, newCustomer } from '#test/customers';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '#test/test-app';
import { passwordResetTokens, sessions } from '../../db/schema/accounts';
import { outboxMails } from '../../db/schema/mail';
import { idempotencyKeys } from '../../db/schema/orders';
import { IDEMPOTENCY_KEY_DAYS, purgeExpired, SENT_MAIL_DAYS } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const details = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/details', headers }).then((r) => r.statusCode);

describe('housekeeping: what can no longer be used is deleted', () => {
  it('purges expired sessions, used or expired reset links and week-old idempotency keys, and nothing live', async () => {
    const db = t.database.db;
    const live = await newCustomer(t);
    const expired = await newCustomer(t);
    await db
      .update(sessions)
      .set({ expiresAt: ago(HOUR) })
      .where(eq(sessions.userId, expired.userId));

    const link = (values: { expiresAt: Date; usedAt?: Date }) => ({
      userId: live.userId,
      tokenHash: randomBytes(32).toString('hex'),
      ...values,
    });
    const [open] = await db
      .insert(passwordResetTokens)
      .values([
        link({ expiresAt: new Date(Date.now() + HOUR) }),
        link({ expiresAt: new Date(Date.now() + HOUR), usedAt: ago(1000) }),
        link({ expiresAt: ago(1000) }),
      ])
      .returning();

    const key = (name: string, createdAt: Date) => ({
      userId: live.userId,
      key: name,
      requestHash: 'h',
      createdAt,
    });
    const days = (n: number) => ago(n * 24 * HOUR);
    await db
      .insert(idempotencyKeys)
      .values([
        key('recent', days(IDEMPOTENCY_KEY_DAYS - 1)),
        key('old', days(IDEMPOTENCY_KEY_DAYS + 1)),
      ]);

    const mail = (subject: string, sentAt: Date | null) => ({
      purpose: 'test',
      recipient: 'someone@example.ie',
      subject,
      message: { to: 'someone@example.ie', subject, text: 'x' },
      sentAt,
      nextAttemptAt: null, // sent, or given up: the worker leaves both alone
    });
    await db
      .insert(outboxMails)
      .values([
        mail('sent long ago', days(SENT_MAIL_DAYS + 1)),
        mail('sent lately', days(SENT_MAIL_DAYS - 1)),
        mail('never sent', null),
      ]);

    const purged = await purgeExpired(db);
    expect(purged.sentMails).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.resetLinks).toBeGreaterThanOrEqual(2);
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);

    // The live session still works; the expired one is gone from the table.
    expect(await details(asBearer(live))).toBe(200);
    const left = await db.select().from(sessions).where(eq(sessions.userId, expired.userId));
    expect(left).toEqual([]);
    const links = await db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, live.userId));
    expect(links.map((l) => l.id)).toEqual([open!.id]);
    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, live.userId));
    expect(keys.map((k) => k.key)).toEqual(['recent']);
    // A mail not yet sent stays however old; a sent one for 90 days.
    const mails = await db.select({ subject: outboxMails.subject }).from(outboxMails);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['sent lately', 'never sent']),
    );
    expect(mails.map((m) => m.subject)).not.toContain('sent long ago');

    // A second run finds nothing left to do.
    expect(await purgeExpired(db)).toEqual({
      sessions: 0,
      resetLinks: 0,
      idempotencyKeys: 0,
      sentMails: 0,
    });
  });

  it('runs when the server starts listening', { timeout: OWN_APP_TIMEOUT }, async () => {
    const served = await createTestApp();
    try {
      const expired = await newCustomer(served);
      await served.database.db
        .update(sessions)
        .set({ expiresAt: ago(HOUR) })
        .where(eq(sessions.userId, expired.userId));
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(async () =>
        expect(
          await served.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.userId, expired.userId)),
        ).toEqual([]),
      );
    } finally {
      await served.close();
    }
  });
});
