import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** Headers (unfolded) and body of an RFC 822 message. */
function parseEml(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

describe('mailer without SMTP_URL', () => {
  let outboxDir: string;
  beforeEach(async () => {
    outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'mailer-')), 'outbox');
  });
  afterEach(async () => {
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes each message as one parseable .eml file in the outbox', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Trade Beds & Furniture <no-reply@example.com>',
      replyTo: 'sales@example.com',
    });
    await mailer.send({
      to: 'sales@example.com',
      subject: 'New contact message\r\nBcc: victim@example.com',
      text: 'Hello from the shop.\nSecond line.',
      replyTo: { name: 'Aoife Byrne', address: 'aoife@example.ie' },
    });
    await mailer.send({
      to: 'other@example.com',
      subject: 'Second',
      text: 'Two',
      attachments: [
        {
          filename: 'Invoice INV-1.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 €'),
        },
      ],
    });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-[0-9a-f]+\.eml$/);

    const mails = await Promise.all(
      files.map(async (f) => parseEml(await readFile(path.join(outboxDir, f), 'utf8'))),
    );
    const first = mails.find((m) => m.headers.get('to') === 'sales@example.com');
    expect(first).toBeDefined();
    expect(first!.headers.get('subject')).toBe('New contact message Bcc: victim@example.com');
    expect(first!.headers.has('bcc')).toBe(false);
    expect(first!.headers.get('from')).toBe('"Trade Beds & Furniture" <no-reply@example.com>');
    expect(first!.headers.get('reply-to')).toBe('Aoife Byrne <aoife@example.ie>');
    expect(first!.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(first!.body).toContain('Hello from the shop.\nSecond line.');
    const second = mails.find((m) => m.headers.get('to') === 'other@example.com');
    expect(second?.body).toContain('Two');
    // A mail that names no Reply-To is answered to the shop's inbox.
    expect(second?.headers.get('reply-to')).toBe('sales@example.com');
    expect(second?.body).toContain('filename="Invoice INV-1.pdf"');
    expect(second?.body).toContain(Buffer.from('%PDF-1.7 €').toString('base64'));
  });
});
