import { and, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { outboxMails, type QueuedAttachment, type QueuedMessage } from '../../db/schema/mail';
import type { Mailer, OutgoingMail } from './mailer';

/** How many times a mail is tried before it is given up (docs/mail.md). */
export const MAX_ATTEMPTS = 20;
/** A claim lasts longer than any one SMTP conversation may (mailer.ts timeouts). */
export const LEASE_SECONDS = 120;
/** The longest wait between two tries: retries double up to it. */
const MAX_WAIT_SECONDS = 60 * 60;
/** Workers also look this often, in case a wake-up was missed. */
const POLL_MS = 5_000;
const BATCH = 10;

export interface MailToQueue extends OutgoingMail {
  /** For staff: what the mail is ("order confirmation CHK-…"). */
  purpose: string;
  /** Carries a credential (a reset link): its body is dropped once sent, never resent. */
  secret?: boolean;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

const recipientOf = (to: OutgoingMail['to']) =>
  typeof to === 'string' ? to : `${to.name} <${to.address}>`;

/**
 * Writes a mail to the outbox in the caller's transaction: it is sent once that
 * transaction commits, and never if it rolls back. No request waits for SMTP.
 */
export async function queueMail(db: Queryable, mail: MailToQueue): Promise<void> {
  const { purpose, secret = false, attachments, ...rest } = mail;
  const message: QueuedMessage = {
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a): QueuedAttachment => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          })),
        }
      : {}),
  };
  await db.insert(outboxMails).values({
    purpose,
    recipient: recipientOf(mail.to),
    subject: mail.subject,
    message,
    secret,
  });
}

/** A mail claimed by this worker. */
interface Claimed {
  id: number;
  message: QueuedMessage | null;
  attempts: number;
}

/** The wait before try `attempts + 1`: the base, doubled per failure, at most an hour. */
export const retryWaitSeconds = (attempts: number, baseSeconds: number) =>
  Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_WAIT_SECONDS);

export interface OutboxWorker {
  /** Look for due mail now (a mail was queued, or staff asked to resend). */
  wake(): void;
  /** Sends every mail that is due now, and resolves when none is left (tests, shutdown). */
  drain(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  database: { db: Database; kind: 'pglite' | 'postgres'; listen: Listen };
  mailer: Mailer;
  retrySeconds: number;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}
type Listen = (channel: string, onChange: () => void) => Promise<{ healthy(): boolean }>;

/**
 * The sender of the outbox (docs/mail.md): claims due mails with FOR UPDATE SKIP
 * LOCKED and a lease, so that of several instances on one PostgreSQL exactly one sends
 * each; records each outcome; retries a failure after a doubling wait.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, mailer, log } = options;
  const db = database.db;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<Claimed[]> {
    const now = sql`now()`;
    const due = db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(
        and(
          isNull(outboxMails.sentAt),
          lte(outboxMails.nextAttemptAt, now),
          or(isNull(outboxMails.lockedUntil), lt(outboxMails.lockedUntil, now)),
        ),
      )
      .orderBy(outboxMails.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMails)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${outboxMails.attempts} + 1`,
      })
      .where(inArray(outboxMails.id, due))
      .returning({
        id: outboxMails.id,
        message: outboxMails.message,
        attempts: outboxMails.attempts,
      });
  }

  async function sendOne(mail: Claimed) {
    try {
      if (!mail.message) throw new Error('the message is no longer kept');
      const { attachments, ...message } = mail.message;
      await mailer.send({
        ...message,
        ...(attachments
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = mail.attempts >= MAX_ATTEMPTS;
      const wait = retryWaitSeconds(mail.attempts, options.retrySeconds);
      await db.execute(sql`
        update outbox_mails
           set last_error = ${reason.slice(0, 500)}, locked_until = null,
               next_attempt_at = ${last ? null : sql`now() + make_interval(secs => ${wait})`}
         where id = ${mail.id}`);
      log[last ? 'error' : 'warn'](
        { mail: mail.id, attempts: mail.attempts, err: reason },
        last ? 'mail given up after its last attempt' : `mail not sent; trying again in ${wait} s`,
      );
      return;
    }
    await db.execute(sql`
      update outbox_mails
         set sent_at = now(), next_attempt_at = null, locked_until = null, last_error = null,
             message = case when secret then null else message end
       where id = ${mail.id}`);
  }

  async function runOnce() {
    for (;;) {
      if (stopped) return;
      const batch = await claim();
      for (const [index, mail] of batch.entries()) {
        if (stopped) {
          // Closing: what this instance claimed but did not try is free for the next.
          const left = batch.slice(index).map((m) => m.id);
          await db
            .update(outboxMails)
            .set({ lockedUntil: null, attempts: sql`${outboxMails.attempts} - 1` })
            .where(inArray(outboxMails.id, left));
          return;
        }
        await sendOne(mail);
      }
      if (batch.length < BATCH) return;
    }
  }

  /** One run at a time per instance; a wake-up during a run asks for one more. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !stopped);
      } catch (error) {
        log.warn({ err: error }, 'the mail outbox could not be read; trying again shortly');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    wake: () => void run(),
    async drain() {
      await running;
      await run();
    },
    async start() {
      // One process owns an embedded database: a claim left by a killed process is stale.
      if (database.kind === 'pglite') {
        await db.execute(sql`update outbox_mails set locked_until = null
                              where sent_at is null and locked_until is not null`);
      }
      await database.listen('outbox_mail', () => void run());
      timer = setInterval(() => void run(), POLL_MS);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
