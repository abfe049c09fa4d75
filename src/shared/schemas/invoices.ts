import { z } from 'zod';
import { isIsoDate } from '../domain/calendar-dates';
import { AGE_BUCKETS } from '../domain/ledger';
import { isWholeCents } from '../domain/money';
import { adminPageQuery, adminPaginationSchema } from './admin-common';

/**
 * Invoices, credit notes, payments and statements (docs/business-rules.md "Invoices and
 * payments", docs/api.md "Invoices"): what the buyer's My Account → Invoices, the console
 * and the server validate and answer with. Amounts in euro, exact to the cent.
 */

export const DOCUMENT_PAGE_SIZE = 20;
export const DOCUMENT_MAX_PAGE_SIZE = 100;
export const STATEMENT_MAX_DAYS = 3_660;

export const DOCUMENT_NOT_FOUND = 'No such invoice or credit note.';
/** Shown as is on My Account → Invoices: the curly apostrophe of the page's own text. */
export const DOCUMENTS_FORBIDDEN =
  'Only your company’s owner, approvers and accounts members can see its invoices.';
export const PAYMENT_RECORDED = 'Payment recorded';
export const ALLOCATED = 'Payment allocated';
export const REFUND_RECORDED = 'Refund recorded';
export const CREDIT_NOTE_ISSUED = 'Credit note issued';
export const INVOICE_ISSUED = 'Invoice issued';
export const CREDIT_HOLD_LIFTED = 'Credit hold lifted';
export const NOTHING_TO_INVOICE = 'Nothing of this order is left to invoice.';
export const ORDER_INVOICED =
  'This order is invoiced: correct it with a credit note rather than changing it.';
export const NO_SUCH_INVOICE = (number: string) => `No invoice ${number} of this company.`;
export const ALLOCATION_ABOVE_OPEN = (number: string, open: string) =>
  `Invoice ${number} has ${open} left to pay: allocate at most that.`;
export const ALLOCATIONS_ABOVE_PAYMENT = (left: string) =>
  `The allocations add up to more than the payment has left (${left}).`;
export const REFUND_ABOVE_UNALLOCATED = (left: string) =>
  `Only ${left} of this payment is unallocated: refund at most that.`;
export const CREDIT_ABOVE_INVOICED = (trackingId: string, left: number) =>
  `Only ${left} unit${left === 1 ? '' : 's'} of ${trackingId} ${left === 1 ? 'is' : 'are'} left to credit on this invoice.`;
export const NOTHING_TO_CREDIT = 'Everything on this invoice has already been credited.';
export const NO_SUCH_LINE = (trackingId: string) => `Order ${trackingId} is not on this invoice.`;
export const creditHoldMessage = (days: number) =>
  `Your company's account is on hold: an invoice is more than ${days} days overdue. ` +
  'Please pay the overdue invoices or contact us to order again.';

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);

const euro = (label: string) =>
  z
    .number({ error: `${label} must be an amount in euro` })
    .positive(`${label} must be more than €0.00`)
    .max(9_999_999_999.99, `${label} is too large`)
    .refine(isWholeCents, `${label} must be in whole cents`);

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
/**
 * An invoice's status: open, overdue, paid (nothing left to pay, and payments went to it)
 * or credited (nothing left to pay, and no payment went to it: credit notes cancelled it).
 */
export const DOCUMENT_STATUSES = ['open', 'overdue', 'paid', 'credited'] as const;

export const documentListQuery = z
  .object({
    kind: z.enum(DOCUMENT_KINDS, { error: 'kind must be invoice or credit_note' }).optional(),
    status: z
      .enum(DOCUMENT_STATUSES, { error: 'status must be open, overdue, paid or credited' })
      .optional(),
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    ...adminPageQuery(DOCUMENT_PAGE_SIZE, DOCUMENT_MAX_PAGE_SIZE),
  })
  .strict();
export type DocumentListQuery = z.output<typeof documentListQuery>;

export const documentSummarySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issueDate: z.string(),
  /** Invoices only. */
  supplyDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  checkoutNumber: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** Credit notes: the invoice they correct. */
  invoiceNumber: z.string().nullable(),
  /** The buyer's reference numbers of its lines. */
  references: z.array(z.string()),
  total: z.number(),
  /** Invoices: what is left to pay. */
  open: z.number().nullable(),
  /** Invoices: open, overdue, paid or credited (DOCUMENT_STATUSES); credit notes: issued. */
  status: z.enum([...DOCUMENT_STATUSES, 'issued']),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const agedBalanceSchema = z.object(
  Object.fromEntries(AGE_BUCKETS.map((b) => [b, z.number()])) as Record<
    (typeof AGE_BUCKETS)[number],
    z.ZodNumber
  >,
);

export const accountSummarySchema = z.object({
  /** What the company owes (negative: in its favour). */
  balance: z.number(),
  overdue: z.number(),
  /** Payment money not yet set against an invoice. */
  unallocated: z.number(),
  creditLimit: z.number(),
  availableCredit: z.number(),
  paymentTermsDays: z.number().int(),
  creditHoldDays: z.number().int(),
  onHold: z.boolean(),
  aged: agedBalanceSchema,
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const documentListSchema = z.object({
  success: z.literal(true),
  documents: z.array(documentSummarySchema),
  pagination: adminPaginationSchema,
  account: accountSummarySchema,
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** INV-2026-000123 or CN-…, any case; anything else is simply not found (404). */
const documentNumber = z.string().trim().toUpperCase().max(40, DOCUMENT_NOT_FOUND);
/** Staff's routes name an invoice or credit note `:number`. */
export const documentNumberParams = z.object({ number: documentNumber }).strict();
/** The buyer's, `:documentNumber` (their company's `:number` is a checkout awaiting approval). */
export const buyerDocumentParams = z.object({ documentNumber }).strict();

export const statementQuery = z
  .object({ from: isoDate('from').optional(), to: isoDate('to').optional() })
  .strict();

export const statementEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'payment', 'refund']),
  number: z.string(),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});

export const statementSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  entries: z.array(statementEntrySchema),
  closing: z.number(),
  aged: agedBalanceSchema,
});
export type Statement = z.infer<typeof statementSchema>;

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cheque', 'cash', 'other'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cheque: 'Cheque',
  cash: 'Cash',
  other: 'Other',
};

const allocationsField = z
  .array(
    z
      .object({
        invoice_number: z.string().trim().toUpperCase().min(1, 'invoice_number is required'),
        amount: euro('amount'),
      })
      .strict(),
  )
  .max(500, 'at most 500 allocations');

export const paymentBody = z
  .object({
    received_on: isoDate('received_on'),
    amount: euro('amount'),
    method: z.enum(PAYMENT_METHODS, {
      error: 'method must be one of ' + PAYMENT_METHODS.join(', '),
    }),
    bank_reference: z
      .string()
      .trim()
      .max(100, 'bank_reference must be at most 100 characters')
      .default(''),
    /** Left out: the oldest open invoices first. */
    allocations: allocationsField.optional(),
    /** The form's own key: the same key twice records one payment. */
    request_key: z
      .string({ error: 'request_key is required' })
      .trim()
      .min(8, 'request_key must be 8 to 100 characters')
      .max(100, 'request_key must be 8 to 100 characters'),
  })
  .strict();
export type PaymentBody = z.output<typeof paymentBody>;

export const allocationBody = z
  .object({ allocations: allocationsField.min(1, 'Name at least one invoice') })
  .strict();

export const refundBody = z
  .object({
    refunded_on: isoDate('refunded_on'),
    amount: euro('amount'),
    bank_reference: z
      .string()
      .trim()
      .max(100, 'bank_reference must be at most 100 characters')
      .default(''),
  })
  .strict();

export const creditNoteBody = z
  .object({
    kind: z.enum(['return', 'cancellation'], { error: 'kind must be return or cancellation' }),
    reason: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, 'A reason is required')
      .max(500, 'The reason must be at most 500 characters'),
    /** Left out: every unit not yet credited. */
    lines: z
      .array(
        z
          .object({
            tracking_id: z.string().trim().toUpperCase().min(1, 'tracking_id is required'),
            quantity: z
              .number({ error: 'quantity must be a whole number of units' })
              .int('quantity must be a whole number of units')
              .min(1, 'quantity must be at least 1'),
          })
          .strict(),
      )
      .min(1, 'Name at least one line')
      .max(500)
      .optional(),
  })
  .strict();
export type CreditNoteBody = z.output<typeof creditNoteBody>;

export const paymentSchema = z.object({
  id: z.number().int(),
  receivedOn: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  bankReference: z.string(),
  unallocated: z.number(),
  refunded: z.number(),
  allocations: z.array(z.object({ invoiceNumber: z.string(), amount: z.number() })),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({
  success: z.literal(true),
  payments: z.array(paymentSchema),
  openInvoices: z.array(
    z.object({ number: z.string(), issueDate: z.string(), dueDate: z.string(), open: z.number() }),
  ),
});

export const moneyActionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The document issued or the payment recorded. */
  number: z.string().optional(),
  paymentId: z.number().int().optional(),
  account: accountSummarySchema,
});
export type MoneyAction = z.infer<typeof moneyActionSchema>;

export const receivablesSchema = z.object({
  success: z.literal(true),
  asOf: z.string(),
  totals: agedBalanceSchema.extend({ balance: z.number() }),
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      balance: z.number(),
      aged: agedBalanceSchema,
      onHold: z.boolean(),
      oldestOverdueDays: z.number().int().nullable(),
    }),
  ),
  overdueInvoices: z.array(
    z.object({
      companyId: z.number().int(),
      company: z.string(),
      number: z.string(),
      dueDate: z.string(),
      daysOverdue: z.number().int(),
      open: z.number(),
    }),
  ),
});
export type Receivables = z.infer<typeof receivablesSchema>;

export const exportQuery = z
  .object({ from: isoDate('from').optional(), to: isoDate('to').optional() })
  .strict();

/** An invoice as staff correct it: each line with what is already credited. */
export const invoiceDetailSchema = z.object({
  success: z.literal(true),
  invoice: documentSummarySchema.extend({
    companyId: z.number().int(),
    lines: z.array(
      z.object({
        trackingId: z.string(),
        description: z.string(),
        referenceNumber: z.string(),
        quantity: z.number().int(),
        credited: z.number().int(),
        unitPrice: z.number(),
        total: z.number(),
      }),
    ),
    creditNotes: z.array(
      z.object({ number: z.string(), issueDate: z.string(), total: z.number() }),
    ),
  }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
