import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database';
import { isUniqueViolation } from '#src/db/errors';
import type { CallbackRequest, ContactMessage } from '#src/shared/schemas/contact';
import type { FileStorage, StagedFile } from '../../lib/file-storage';
import type { Queryable } from '#src/db/database';
import type { OutgoingMail } from '../../lib/mailer';
import { queueMail } from '../../lib/outbox';
import * as repo from './contact.repo';
import { formatPhone } from '#src/shared/domain/phone';

export interface ContactDeps {
  db: Database;
  files: FileStorage;
  /** SHOP_INBOX_EMAIL */
  inbox: string;
  log: FastifyBaseLogger;
}

export type Outcome = 'created' | 'duplicate';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Case, spacing and Unicode form do not make a message new (docs/business-rules.md "Enquiries",
 * HTTP 409).
 */
export const normaliseText = (text: string) =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The fingerprint column is unique, so it carries a 24-hour bucket: two equal messages
 * in one bucket cannot both be inserted, however close together they arrive. The bucket
 * before is checked by time, so "within 24 hours" is exact across a bucket boundary.
 */
export function contactFingerprints(email: string, message: string, at: Date) {
  const base = sha256(`${normaliseText(email)}\n${normaliseText(message)}`);
  const bucket = Math.floor(at.getTime() / DAY_MS);
  return { current: `${base}:${bucket}`, previous: `${base}:${bucket - 1}` };
}

export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
  attachment: StagedFile | undefined,
): Promise<Outcome> {
  const now = new Date();
  const fingerprint = contactFingerprints(input.email, input.message, now);
  const since = new Date(now.getTime() - DAY_MS);
  if (await repo.hasRecentContactMessage(deps.db, Object.values(fingerprint), since)) {
    await deps.files.discard(attachment);
    return 'duplicate';
  }

  try {
    await deps.db.transaction(async (tx) => {
      // The message first: a concurrent twin fails here, before any file is moved.
      const id = await repo.insertContactMessage(tx, {
        ...input,
        fingerprint: fingerprint.current,
        createdAt: now,
      });
      if (attachment) {
        const fileId = await deps.files.save(tx, attachment, { purpose: 'contact_attachment' });
        await repo.setContactAttachment(tx, id, fileId);
      }
      const lines = [
        'A new contact message came in through the website.',
        '',
        `Reference:  contact message #${id}`,
        `Name:       ${input.fullName}`,
        `Email:      ${input.email}`,
        `Phone:      ${formatPhone(input.phoneNumber)}`,
        `Received:   ${formatTime(now)}`,
        ...(attachment
          ? [
              `Attachment: ${attachment.originalName} (${formatSize(attachment.sizeBytes)}); open it in the admin console.`,
            ]
          : []),
        '',
        'Message:',
        input.message,
      ];
      await mailInbox(tx, deps.inbox, `contact message #${id}`, {
        subject: `Contact message from ${input.fullName}`,
        text: lines.join('\n'),
        replyTo: { name: input.fullName, address: input.email },
      });
    });
  } catch (error) {
    await deps.files.discard(attachment);
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
  return 'created';
}

export async function submitCallbackRequest(
  deps: ContactDeps,
  input: CallbackRequest,
): Promise<Outcome> {
  const now = new Date();
  const since = new Date(now.getTime() - DAY_MS);
  const message = normaliseText(input.message);
  // One key per phone number: equal requests wait for each other, so only one is stored.
  const key = BigInt.asIntN(
    64,
    BigInt(`0x${sha256(`callback:${input.phoneNumber}`).slice(0, 16)}`),
  );

  const created = await deps.db.transaction(async (tx) => {
    await repo.lockKey(tx, key);
    const recent = await repo.recentCallbackMessages(tx, input.phoneNumber, since);
    if (recent.some((m) => normaliseText(m) === message)) return false;
    const id = await repo.insertCallbackRequest(tx, { ...input, createdAt: now });
    await mailInbox(tx, deps.inbox, `callback request #${id}`, {
      subject: `Callback request from ${input.name} (${input.companyName})`,
      text: [
        'A visitor asked to be called back.',
        '',
        `Reference:  callback request #${id}`,
        `Name:       ${input.name}`,
        `Company:    ${input.companyName}`,
        `Phone:      ${formatPhone(input.phoneNumber)}`,
        `Received:   ${formatTime(now)}`,
        '',
        'Message:',
        input.message,
      ].join('\n'),
    });
    return true;
  });
  return created ? 'created' : 'duplicate';
}

/**
 * Queued with the enquiry: the visitor never waits for the mail server, and staff find
 * the enquiry in the admin console whatever it does (docs/mail.md).
 */
async function mailInbox(
  tx: Queryable,
  inbox: string,
  purpose: string,
  mail: Omit<OutgoingMail, 'to'>,
) {
  await queueMail(tx, { to: inbox, ...mail, purpose });
}

const formatTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Dublin',
  }).format(at)} (Irish time)`;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
