import { z } from 'zod';
import { adminPageQuery } from './admin-common';
import { pageInfoSchema } from './pagination';

/** The console's Mail screen (docs/mail.md): the outbox's envelopes, never their bodies. */
export const MAIL_PAGE_SIZE = 20;
export const MAIL_MAX_PAGE_SIZE = 100;
export const MAIL_NOT_FOUND = 'This mail does not exist.';
export const SECRET_NOT_RESENT =
  'This mail carried a password reset link: it is never sent twice. The customer can ask for a new link.';
export const MAIL_REQUEUED = 'The mail will be sent again in a moment.';
export const MAIL_COPY_QUEUED = 'A copy of the mail will be sent in a moment.';

/** sent; pending (not tried yet, or between tries); failing (its last try failed); given up. */
export const MAIL_STATES = ['pending', 'failing', 'given-up', 'sent'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const mailQuerySchema = z
  .object({
    state: z
      .enum(MAIL_STATES, { error: `state must be one of ${MAIL_STATES.join(', ')}` })
      .optional(),
    ...adminPageQuery(MAIL_PAGE_SIZE, MAIL_MAX_PAGE_SIZE),
  })
  .strict();
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailIdParamsSchema = z
  .object({
    id: z.coerce.number().int().min(1, 'Unknown id').max(Number.MAX_SAFE_INTEGER, 'Unknown id'),
  })
  .strict();

export const mailItemSchema = z.object({
  id: z.number(),
  purpose: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** A reset link's mail: never resent. */
  secret: z.boolean(),
});
export type MailItem = z.infer<typeof mailItemSchema>;

export const mailListSchema = z.object({
  success: z.literal(true),
  mails: z.array(mailItemSchema),
  pagination: pageInfoSchema,
  /** Mails not sent whose last try failed, or given up: the dashboard's warning. */
  failing: z.number().int(),
});
export type MailList = z.infer<typeof mailListSchema>;
