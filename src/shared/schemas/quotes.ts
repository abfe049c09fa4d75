import { z } from 'zod';
import { isIsoDate } from '../domain/calendar-dates';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TYPES,
  QUOTE_TEXT_MAX,
  REFERENCE_MAX,
} from '../domain/order-lines';
import { STORAGE_TYPES } from '../domain/pricing';
import { MAX_DISCOUNT_BASIS_POINTS, QUOTE_ACTIONS, QUOTE_STATES } from '../domain/quotes';
import { deliveryDaySchema, idSchema, poNumberSchema, quantitySchema } from './orders';
import { pageInfoSchema, page } from './pagination';

/**
 * Quotes (docs/business-rules.md "Quotes", docs/api.md "Quotes"): what a buyer asks for,
 * the versions staff answer with, and the thread between them. The screens and the server
 * use these objects.
 */

export const QUOTE_MAX_LINES = 200;
export const QUOTE_MAX_FILES = 5;
export const QUOTE_MESSAGE_MAX = 4000;
export const GROUP_LABEL_MAX = 80;
export const SITE_TEXT_MAX = 400;
export const DELIVERY_TERMS_MAX = 1000;
export const LEAD_TIME_MAX_DAYS = 250;

/** A quote's files: the special-quote documents, and drawings or photos of the site. */
export const QUOTE_THREAD_FILE_TYPES = {
  ...QUOTE_FILE_TYPES,
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
} as const;
export const QUOTE_THREAD_FILE_ACCEPT = Object.values(QUOTE_THREAD_FILE_TYPES).flat().join(',');
export const QUOTE_THREAD_FILE_MAX_BYTES = QUOTE_FILE_MAX_BYTES;
export const QUOTE_THREAD_FILE_TOO_LARGE = 'Each file must be at most 10 MB.';
export const QUOTE_THREAD_FILE_WRONG_TYPE =
  'Attach a PDF, a Word document (.doc, .docx) or a picture (JPEG, PNG, WebP).';
export const QUOTE_FILE_MISSING = 'Choose a file to upload.';

export const QUOTE_REQUESTED =
  'Thank you: your quote request is with us. We will answer within two working days.';
export const QUOTE_DRAFT_SAVED = 'Draft saved: send it when it is ready.';
export const QUOTE_NOT_FOUND = 'No such quote.';
export const QUOTE_LINES_REQUIRED = 'Add at least one line to ask a quote for.';
export const QUOTE_SITE_REQUIRED =
  'Say where it goes: choose one of your sites or type the site address.';
export const QUOTE_WINDOW_ORDER = 'The delivery window must end on or after its first day.';
export const QUOTE_FILE_NOT_YOURS = 'Attach files you uploaded for this quote.';
export const VERSION_SUPERSEDED = (current: number) =>
  `This version was replaced by version ${current}: read it and answer that one.`;
export const QUOTE_EXPIRED = (validUntil: string) =>
  `This quote expired on ${validUntil}. Ask us to extend it or quote again.`;
export const VALID_UNTIL_PAST = 'The validity date must be today or later.';
export const PRICE_OR_DISCOUNT =
  'Give a price for every line, or a discount to apply to the lines without one.';
export const QUOTE_ACCEPTED = 'Quote accepted: your orders are placed.';
export const QUOTE_ACCEPTED_AWAITING =
  "Quote accepted: as it is above your per-order limit, it has been sent to your company's approvers.";
export const ROLE_CANNOT_ANSWER =
  "Only the buyer who asked for this quote, or your company's owners and approvers, may answer it.";
export const ROLE_CANNOT_SEE = 'You can see only the quotes you asked for.';

const dateSchema = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD).` })
    .refine(isIsoDate, `${name} must be a real date written YYYY-MM-DD.`);

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

export const quoteMessageSchema = text('Message', QUOTE_MESSAGE_MAX);
export const fileIdsSchema = z
  .array(z.uuid('Each file id must be one an upload returned.'), {
    error: 'file_ids must be a list of uploaded file ids.',
  })
  .max(QUOTE_MAX_FILES, `Attach at most ${QUOTE_MAX_FILES} files.`)
  .default([]);

/** One line a buyer asks a price for: a configured product, as the cart holds it. */
export const quoteLineInput = z
  .object({
    productId: idSchema,
    sizeId: idSchema,
    fabricId: idSchema.nullable().default(null),
    fabricColorId: idSchema.nullable().default(null),
    storageType: z.enum(STORAGE_TYPES, { error: 'Unknown storage type.' }).default('Non Ottoman'),
    quantity: quantitySchema,
    /** Contract work: "Standard double × 120", "Floor 3". */
    group_label: text('Group', GROUP_LABEL_MAX).optional(),
    referenceNumber: text('Reference Number', REFERENCE_MAX).optional(),
    note: text('Note', QUOTE_TEXT_MAX).optional(),
  })
  .strict();
export type QuoteLineInput = z.output<typeof quoteLineInput>;

/** POST /api/quotes: a request (or a draft, `draft: true`). */
export const createQuoteBody = z
  .object({
    title: text('Project', 120).optional(),
    lines: z
      .array(quoteLineInput, { error: QUOTE_LINES_REQUIRED })
      .min(1, QUOTE_LINES_REQUIRED)
      .max(QUOTE_MAX_LINES, `A quote holds at most ${QUOTE_MAX_LINES} lines.`),
    message: quoteMessageSchema.default(''),
    file_ids: fileIdsSchema,
    delivery_from: dateSchema('delivery_from').optional(),
    delivery_to: dateSchema('delivery_to').optional(),
    site_id: idSchema.optional(),
    site_address: text('Site address', SITE_TEXT_MAX).optional(),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((b) => !b.delivery_from || !b.delivery_to || b.delivery_from <= b.delivery_to, {
    message: QUOTE_WINDOW_ORDER,
    path: ['delivery_to'],
  })
  .refine((b) => b.draft || b.site_id !== undefined || !!b.site_address, {
    message: QUOTE_SITE_REQUIRED,
    path: ['site_address'],
  });
export type CreateQuoteBody = z.output<typeof createQuoteBody>;

/** A message in the thread, or the buyer's revision request, rejection or withdrawal. */
export const quoteMessageBody = z
  .object({ message: quoteMessageSchema.min(1, 'Write a message.'), file_ids: fileIdsSchema })
  .strict();
export const quoteAnswerBody = z
  .object({
    version: z.number().int().positive(),
    message: quoteMessageSchema.default(''),
    file_ids: fileIdsSchema,
  })
  .strict();
export const acceptQuoteBody = z
  .object({
    version: z.number().int().positive(),
    po_number: poNumberSchema,
    delivery_day: deliveryDaySchema,
  })
  .strict();
export const withdrawQuoteBody = z.object({ message: quoteMessageSchema.default('') }).strict();

/** Staff's version: per line a price (ex VAT, euro) or none (the discount applies), a lead time. */
export const quoteVersionBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: idSchema,
            unit_price: z
              .number({ error: 'unit_price must be an amount in euro.' })
              .min(0, 'unit_price cannot be negative.')
              .max(1_000_000, 'unit_price is too large.')
              .nullable()
              .default(null),
            lead_time_days: z
              .number({ error: 'Lead time must be a number of working days.' })
              .int('Lead time must be a whole number of working days.')
              .min(1, 'Lead time must be at least 1 working day.')
              .max(
                LEAD_TIME_MAX_DAYS,
                `Lead time must be at most ${LEAD_TIME_MAX_DAYS} working days.`,
              ),
          })
          .strict(),
      )
      .min(1),
    /** Percent off list for lines without their own price: 12.5 means 12.5 %. */
    discount_percent: z
      .number({ error: 'discount_percent must be a number.' })
      .min(0, 'The discount cannot be negative.')
      .max(MAX_DISCOUNT_BASIS_POINTS / 100, 'The discount cannot pass 100 %.')
      .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'At most two decimals.')
      .optional(),
    valid_until: dateSchema('valid_until'),
    delivery_terms: text('Delivery terms', DELIVERY_TERMS_MAX).default(''),
    message: quoteMessageSchema.default(''),
    file_ids: fileIdsSchema,
  })
  .strict();
export type QuoteVersionBody = z.output<typeof quoteVersionBody>;

export const extendQuoteBody = z.object({ valid_until: dateSchema('valid_until') }).strict();

/** A quote's number in a path: any other text is a quote that does not exist (404). */
export const quoteNumberParams = z
  .object({ quoteNumber: z.string().max(40, 'Not a quote number.') })
  .strict();
export const quoteVersionParams = quoteNumberParams
  .extend({ version: z.coerce.number().int().positive() })
  .strict();

export const QUOTE_QUEUES = ['all', 'new', 'awaiting_staff', 'awaiting_buyer', 'expiring'] as const;
export type QuoteQueue = (typeof QUOTE_QUEUES)[number];
export const quoteListQuery = z
  .object({
    status: z.enum(QUOTE_STATES).optional(),
    queue: z.enum(QUOTE_QUEUES).default('all'),
    q: text('Search', 100).optional(),
    page,
  })
  .strict();
export type QuoteListQuery = z.output<typeof quoteListQuery>;

const fileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
});
export const quoteFileSchema = fileSchema;
export type QuoteFile = z.infer<typeof fileSchema>;

export const quoteStateSchema = z.enum(QUOTE_STATES);

export const quoteSummarySchema = z.object({
  number: z.string(),
  title: z.string().nullable(),
  status: quoteStateSchema,
  companyId: z.number(),
  companyName: z.string(),
  requestedBy: z.string(),
  lineCount: z.number(),
  units: z.number(),
  currentVersion: z.number().nullable(),
  total: z.number().nullable().describe('The current version’s total with VAT, euro'),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({
  success: z.literal(true),
  quotes: z.array(quoteSummarySchema),
  pageInfo: pageInfoSchema,
  counts: z.record(z.string(), z.number()).describe('Quotes per queue (console) or state'),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteLineSchema = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  sizeId: z.number().nullable(),
  fabricId: z.number().nullable(),
  fabricColorId: z.number().nullable(),
  productName: z.string(),
  sizeName: z.string().nullable(),
  fabricName: z.string().nullable(),
  fabricColorName: z.string().nullable(),
  storageType: z.string(),
  quantity: z.number(),
  group_label: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  note: z.string().nullable(),
  list_price: z.number().describe('Unit price ex VAT when asked for, euro'),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteVersionSchema = z.object({
  version: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  validUntil: z.string(),
  deliveryTerms: z.string(),
  discountPercent: z.number().nullable(),
  message: z.string(),
  superseded: z.boolean(),
  lines: z.array(
    z.object({
      lineId: z.number(),
      unit_price: z.number(),
      vat: z.number(),
      total: z.number(),
      list_price: z.number(),
      lead_time_days: z.number(),
    }),
  ),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

export const quoteEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  by: z.string().nullable(),
  byStaff: z.boolean(),
  version: z.number().nullable(),
  message: z.string(),
  files: z.array(fileSchema),
  createdAt: z.string(),
});
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

export const quoteDetailSchema = z.object({
  success: z.literal(true),
  quote: quoteSummarySchema.extend({
    requestedById: z.number(),
    siteId: z.number().nullable(),
    siteAddress: z.string(),
    deliveryFrom: z.string().nullable(),
    deliveryTo: z.string().nullable(),
    acceptedVersion: z.number().nullable(),
    checkoutNumber: z.string().nullable().describe('The checkout its acceptance placed'),
    extendedFrom: z.string().nullable(),
  }),
  lines: z.array(quoteLineSchema),
  versions: z.array(quoteVersionSchema),
  events: z.array(quoteEventSchema),
  actions: z.array(z.enum(QUOTE_ACTIONS)).describe('What the viewer may do now'),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quoteCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  number: z.string(),
  status: quoteStateSchema,
});

/** The answer of a step that moves or adds to a quote (submit, message, revision, reject, …). */
export const quoteActionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: quoteStateSchema,
  version: z.number().optional().describe('The version staff just sent'),
});
export type QuoteActionAnswer = z.infer<typeof quoteActionSchema>;

/** GET /api/admin/quotes/stats: the dashboard's quotes figures over the last `days` days. */
export const quoteStatsSchema = z.object({
  success: z.literal(true),
  days: z.number(),
  counts: z.record(quoteStateSchema, z.number()),
  conversion_rate: z
    .number()
    .nullable()
    .describe('Accepted ÷ (accepted + rejected + expired), percent; null when none decided'),
  accepted_value: z.number().describe('Total with VAT of the versions accepted, euro'),
  quoted_value: z.number().describe('Total with VAT of the latest versions sent, euro'),
});
export type QuoteStats = z.infer<typeof quoteStatsSchema>;
