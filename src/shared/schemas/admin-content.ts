import { z } from 'zod';

/** The content screen (admin issue, item 4): news block, delivery statuses, artwork. */
export const NEWS_MAX_LENGTH = 20_000;
export const NEWS_TOO_LONG = `The news may be at most ${NEWS_MAX_LENGTH.toLocaleString('en-IE')} characters of HTML.`;

export const newsBodySchema = z
  .object({
    content: z.string({ error: 'Write the news text.' }).max(NEWS_MAX_LENGTH, NEWS_TOO_LONG),
  })
  .strict();

export const newsSchema = z.object({
  id: z.number(),
  content: z.string(),
  updatedAt: z.string(),
});
export type AdminNews = z.infer<typeof newsSchema>;

export const STATUS_NAME_MAX = 40;
export const STATUS_NAME_REQUIRED = 'Give the status a name.';
export const STATUS_NAME_TOO_LONG = `A status name may be at most ${STATUS_NAME_MAX} characters.`;
export const STATUS_NAME_TAKEN = 'There is already a status with this name.';
export const STATUS_NAME_RESERVED =
  '“Cancelled” is shown for cancelled orders; choose another name.';
export const STATUS_NOT_FOUND = 'This delivery status does not exist.';
export const STATUS_IN_USE =
  'Orders have this status, so it cannot be deleted. Move them on first.';
export const STATUS_HAS_A_RULE =
  'The ordering rules depend on this status (cancellation, the Delivered tab), so it cannot be renamed or deleted.';
export const STATUS_LAST = 'The list needs at least one status.';
export const STATUS_DELIVERED_LAST =
  'Order Delivered must stay the last delivery status: an order that reaches it is delivered.';
export const STATUS_FIRST_HAS_A_RULE =
  'New orders start at the first delivery status, so it cannot be Scheduled or Order Delivered (they end cancelling).';
export const STATUS_ORDER_MISMATCH =
  'Send every delivery status exactly once; the list may have changed — reload it.';

/** Names the ordering rules match on (src/shared/domain/orders.ts): not to be renamed away. */
export const RULE_STATUSES = ['scheduled', 'order delivered'] as const;
export const RESERVED_STATUS_NAMES = ['cancelled'] as const;

const statusName = z
  .string({ error: STATUS_NAME_REQUIRED })
  .trim()
  .min(1, STATUS_NAME_REQUIRED)
  .max(STATUS_NAME_MAX, STATUS_NAME_TOO_LONG)
  .transform((name) => name.replace(/\s+/g, ' '));

export const deliveryStatusBodySchema = z.object({ deliveryStatus: statusName }).strict();

export const deliveryStatusOrderSchema = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: STATUS_ORDER_MISMATCH })
      .min(1, STATUS_ORDER_MISMATCH)
      .max(200, STATUS_ORDER_MISMATCH),
  })
  .strict();

export const deliveryStatusSchema = z.object({
  id: z.number(),
  deliveryStatus: z.string(),
  position: z.number(),
});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SITE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const SITE_IMAGE_TOO_LARGE = 'The picture may be at most 10 MB.';
export const SITE_IMAGE_WRONG_TYPE = 'Upload a JPEG, PNG or WebP picture.';
export const CATEGORY_NOT_FOUND = 'This category does not exist.';

export const HERO_VIDEO_MAX_BYTES = 40 * 1024 * 1024;
export const HERO_VIDEO_ACCEPT = 'video/mp4';
export const HERO_VIDEO_TOO_LARGE = 'The video may be at most 40 MB.';
export const HERO_VIDEO_WRONG_TYPE = 'Upload an MP4 video.';
