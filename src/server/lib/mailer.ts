import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string | MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port — unset: every mail becomes an .eml file in outboxDir. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** SHOP_INBOX_EMAIL: a reply to any mail that names no other Reply-To reaches the shop. */
  replyTo: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport the outbox worker sends with (docs/business-rules.md "Mail", docs/mail.md). */
    mailer: Mailer;
  }
}

/** Header values come from visitors: no line breaks or control characters in a subject. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * SMTP when SMTP_URL is set; otherwise one RFC 822 file per message in DATA_DIR/outbox
 * (docs/runtime-contract.md "Storage"), written under a temporary name and renamed, so a reader of
 * the outbox never sees half a message.
 */
export function createMailer({ smtpUrl, outboxDir, from, replyTo }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(
        // A server that accepts and then never answers fails the try within 30 s, well
        // inside the outbox's claim (LEASE_SECONDS), so no other instance sends it meanwhile.
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from },
      )
    : nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { from },
      );

  async function writeToOutbox(message: Buffer) {
    await mkdir(outboxDir, { recursive: true });
    // ISO time first so the files sort by time; ':' is not allowed in Windows file names.
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(6).toString('hex')}.eml`;
    const temp = path.join(outboxDir, `.${name}.tmp`);
    try {
      await writeFile(temp, message, { flag: 'wx' });
      await rename(temp, path.join(outboxDir, name));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    async send({ to, subject, text, html, replyTo: replyToOfMail, attachments }) {
      const info = await transport.sendMail({
        to,
        subject: oneLine(subject),
        text,
        ...(html === undefined ? {} : { html }),
        replyTo: replyToOfMail ?? replyTo,
        ...(attachments?.length ? { attachments } : {}),
      });
      if (!smtpUrl) await writeToOutbox(info.message as Buffer);
    },
    async close() {
      transport.close();
    },
  };
}
