import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, freshShopData, startShop, type ShopProcess } from '../test/shop-process';
import { startSilentSmtp, startSmtpSink, type SmtpSink } from '../test/smtp-sink';

// Issue #31 item 4: the durable outbox (docs/mail.md) against a real SMTP server. SMTP
// down then back: every mail delivered once. SMTP that never answers, then SIGKILL:
// nothing lost, delivered once after the restart. Two instances on one PostgreSQL: no
// mail twice.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

/** A callback request: one mail to the shop's inbox, its subject naming `name`. */
async function requestCall(shop: ShopProcess, name: string) {
  const response = await fetch(`${shop.url}/api/user/request-call`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Each its own client address: the form allows 5 an address in 10 minutes.
      'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
    },
    body: JSON.stringify({
      name,
      companyName: 'Outbox Hotels',
      phoneNumber: `+35386${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
      message: `Please ring about 120 doubles (${name}).`,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return `Callback request from ${name} (Outbox Hotels)`;
}

const countsOf = (sink: SmtpSink, subjects: string[]) =>
  subjects.map((subject) => sink.received.filter((m) => m.subject === subject).length);

async function shopOn(
  engine: 'pglite' | 'postgres',
  smtpPort: number,
  data?: Awaited<ReturnType<typeof freshShopData>>,
) {
  const storage = data ?? (await freshShopData(engine, { template: inject('shopTemplate') }));
  if (!data) cleanups.push(() => storage.remove());
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_SECONDS: '1',
    TRUST_PROXY: 'true',
  };
  const shop = await startShop(storage, env);
  cleanups.push(() => shop.stop('SIGKILL'));
  return { shop, storage, env };
}

describe('pglite: the mail server is down, then back', () => {
  it('keeps every mail and delivers each once when SMTP returns', async () => {
    const smtpPort = await freePort();
    const { shop } = await shopOn('pglite', smtpPort);
    const subjects: string[] = [];
    for (const name of ['Down One', 'Down Two', 'Down Three']) {
      subjects.push(await requestCall(shop, name));
    }
    // Tried and refused: the server logs each failure and waits before the next try.
    await expect
      .poll(() => shop.logs.filter((l) => /^mail not sent/.test(l.msg)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);

    const sink = await startSmtpSink(smtpPort);
    cleanups.push(() => sink.close());
    await expect.poll(() => countsOf(sink, subjects), { timeout: 60_000 }).toEqual([1, 1, 1]);
    // Two more doubling waits' worth: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(countsOf(sink, subjects)).toEqual([1, 1, 1]);
    expect(sink.received.every((m) => m.to.includes('sales@example.com'))).toBe(true);
  });
});

describe('pglite: a mail server that never answers, then SIGKILL', () => {
  it('answers at once, loses nothing, and delivers the mail once after the restart', async () => {
    const silent = await startSilentSmtp();
    cleanups.push(() => silent.close());
    const { shop, storage, env } = await shopOn('pglite', silent.port);
    const subject = await requestCall(shop, 'Silent Server');
    // The answer came while the SMTP conversation was still waiting for a greeting.
    await expect.poll(() => silent.connections(), { timeout: 20_000 }).toBeGreaterThan(0);

    shop.child.kill('SIGKILL');
    expect((await shop.exited).signal).toBe('SIGKILL');
    await silent.close();
    const sink = await startSmtpSink(silent.port);
    cleanups.push(() => sink.close());

    const again = await startShop(storage, env);
    cleanups.push(() => again.stop('SIGKILL'));
    await expect.poll(() => countsOf(sink, [subject]), { timeout: 60_000 }).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(countsOf(sink, [subject])).toEqual([1]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL !== undefined)(
  'postgres: two instances on one database',
  () => {
    it('send each mail exactly once', async () => {
      const sink = await startSmtpSink();
      cleanups.push(() => sink.close());
      const { shop: a, storage, env } = await shopOn('postgres', sink.port);
      const b = await startShop(storage, env);
      cleanups.push(() => b.stop('SIGKILL'));

      // Queued through both, in bursts: both workers wake for every one of them.
      const subjects = await Promise.all(
        Array.from({ length: 6 }, (_, n) => requestCall(n % 2 ? a : b, `Twice Not ${n + 1}`)),
      );
      await expect
        .poll(() => countsOf(sink, subjects), { timeout: 60_000 })
        .toEqual([1, 1, 1, 1, 1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 6_000)); // past a poll of each
      expect(countsOf(sink, subjects)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(sink.received.length);
    });
  },
);
