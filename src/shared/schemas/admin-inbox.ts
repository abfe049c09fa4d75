import { z } from 'zod';
import { adminPageQuery } from './admin-common';

/** The staff inbox (admin issue, item 6): contact messages and callback requests. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 100;
export const CONTACT_MESSAGE_NOT_FOUND = 'This message does not exist.';
export const CALLBACK_REQUEST_NOT_FOUND = 'This callback request does not exist.';
export const ATTACHMENT_NOT_FOUND = 'This message has no attachment.';

export const inboxQuerySchema = z
  .object({
    handled: z.enum(['true', 'false'], { error: 'handled must be true or false' }).optional(),
    ...adminPageQuery(INBOX_PAGE_SIZE, INBOX_MAX_PAGE_SIZE),
  })
  .strict();
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1, 'Unknown id').max(2_147_483_647, 'Unknown id') })
  .strict();

const handledBySchema = z.object({ id: z.number(), name: z.string() }).nullable();

export const inboxPaginationSchema = z.object({
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});
export type InboxPagination = z.infer<typeof inboxPaginationSchema>;

export const contactMessageItemSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  attachment: z
    .object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() })
    .nullable(),
  handledAt: z.string().nullable(),
  handledBy: handledBySchema,
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const callbackRequestItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: handledBySchema,
});
export type CallbackRequestItem = z.infer<typeof callbackRequestItemSchema>;
