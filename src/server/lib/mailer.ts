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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mailer of the app (DECISIONS.md #14). */
    mailer: Mailer;
  }
}

/**
 * For mails that follow a change already made (an enquiry stored, an account approved):
 * a failure is logged, not turned into a failed request.
 */
export async function sendOrLog(
  mailer: Mailer,
  log: { error: (details: object, message: string) => void },
  mail: OutgoingMail,
  what: string,
): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, `mail not sent: ${what}`);
  }
}

/** Header values come from visitors: no line breaks or control characters in a subject. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * SMTP when SMTP_URL is set; otherwise one RFC 822 file per message in DATA_DIR/outbox
 * (CONTRACT.md "Storage"), written under a temporary name and renamed, so a reader of the
 * outbox never sees half a message.
 */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
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
    async send({ to, subject, text, html, replyTo }) {
      const info = await transport.sendMail({
        to,
        subject: oneLine(subject),
        text,
        ...(html === undefined ? {} : { html }),
        ...(replyTo ? { replyTo } : {}),
      });
      if (!smtpUrl) await writeToOutbox(info.message as Buffer);
    },
    async close() {
      transport.close();
    },
  };
}
