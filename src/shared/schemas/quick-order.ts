import { z } from 'zod';
import { STORAGE_TYPES } from '../domain/pricing';

/**
 * Quick order (docs/business-rules.md "Quick order", docs/api.md "Quick order"): lines of
 * SKU, options, quantity and reference, typed, pasted or uploaded, checked line by line by
 * the server before anything reaches the cart.
 */

/** The most lines one check takes: a hotel's whole order, with room to spare. */
export const QUICK_ORDER_MAX_LINES = 1000;
/** Characters of pasted text (1,000 lines of about 200 characters). */
export const QUICK_ORDER_TEXT_MAX = 200_000;
/** An uploaded CSV or XLSX file. */
export const QUICK_ORDER_FILE_MAX_BYTES = 1024 * 1024;
/** Characters of one cell: longer is no SKU, option, quantity or reference of ours. */
export const QUICK_ORDER_CELL_MAX = 200;

/** The columns, in the order of the template and of pasted lines without a header. */
export const QUICK_ORDER_COLUMNS = [
  'sku',
  'size',
  'fabric',
  'colour',
  'quantity',
  'reference',
  'storage',
] as const;
export type QuickOrderColumn = (typeof QUICK_ORDER_COLUMNS)[number];
export const QUICK_ORDER_HEADINGS: Record<QuickOrderColumn, string> = {
  sku: 'SKU',
  size: 'Size',
  fabric: 'Fabric',
  colour: 'Colour',
  quantity: 'Quantity',
  reference: 'Reference',
  storage: 'Storage',
};

export const TOO_MANY_LINES = `A quick order takes at most ${QUICK_ORDER_MAX_LINES.toLocaleString('en-IE')} lines: split it in two.`;
export const NO_LINES = 'There are no lines to check: type or paste at least one line with a SKU.';
export const QUICK_ORDER_FILE_TOO_LARGE = 'The file must be at most 1 MB.';
export const QUICK_ORDER_FILE_WRONG_TYPE =
  'The file must be a CSV file or an Excel workbook (.xlsx) with a SKU column.';
export const QUICK_ORDER_FILE_MISSING = 'Choose a CSV or XLSX file to upload.';
export const UNREADABLE_WORKBOOK =
  'This Excel workbook could not be read: save it again as .xlsx or CSV.';

const cell = z
  .union([z.string(), z.number()], { error: 'must be text' })
  .transform((value) => String(value))
  .pipe(z.string().max(QUICK_ORDER_CELL_MAX, `must be at most ${QUICK_ORDER_CELL_MAX} characters`))
  .optional()
  .default('');

/** One line as the buyer wrote it: every value is text, checked by the server. */
export const quickOrderLineInput = z
  .object({
    sku: cell,
    size: cell,
    fabric: cell,
    colour: cell,
    quantity: cell,
    reference: cell,
    storage: cell,
  })
  .strict();
export type QuickOrderLineInput = z.input<typeof quickOrderLineInput>;
export type QuickOrderLineText = z.output<typeof quickOrderLineInput>;

/** POST /api/quick-order/validate: typed lines, or pasted text (one parser, on the server). */
export const quickOrderBody = z
  .object({
    lines: z.array(quickOrderLineInput).max(QUICK_ORDER_MAX_LINES, TOO_MANY_LINES).optional(),
    text: z.string().max(QUICK_ORDER_TEXT_MAX, TOO_MANY_LINES).optional(),
  })
  .strict()
  .refine((body) => (body.lines === undefined) !== (body.text === undefined), {
    message: 'Send either lines or text.',
  });
export type QuickOrderBody = z.input<typeof quickOrderBody>;

const named = z.object({ id: z.number(), name: z.string() });

/** One line of the report: what was read, what it was understood as, its price, its errors. */
export const quickOrderReportLine = z.object({
  /** The line's number: 1 for the first line of goods (a header is not counted). */
  line: z.number(),
  input: z.object(Object.fromEntries(QUICK_ORDER_COLUMNS.map((c) => [c, z.string()]))),
  ok: z.boolean(),
  product: z
    .object({ id: z.number(), name: z.string(), sku: z.string(), image: z.string().nullable() })
    .nullable(),
  size: named.nullable(),
  fabric: named.nullable(),
  colour: named.nullable(),
  storage: z.enum(STORAGE_TYPES).nullable(),
  quantity: z.number().nullable(),
  reference: z.string(),
  /** Unit price and its VAT, euro, from the server's own pricing (valid lines only). */
  price: z.number().nullable(),
  vat: z.number().nullable(),
  /** (unit + VAT) × quantity. */
  total: z.number().nullable(),
  errors: z.array(z.object({ field: z.enum(QUICK_ORDER_COLUMNS), message: z.string() })),
});
export type QuickOrderReportLine = z.infer<typeof quickOrderReportLine>;

export const quickOrderReport = z.object({
  success: z.literal(true),
  lines: z.array(quickOrderReportLine),
  valid: z.number(),
  invalid: z.number(),
  /** Of the valid lines. */
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type QuickOrderReport = z.infer<typeof quickOrderReport>;
