import { z } from 'zod';
import { orderCardSchema } from './orders';

/**
 * Checkouts above a buyer's spending limit, awaiting an owner or approver of their
 * company (docs/business-rules.md "Approvals", docs/api.md "Approvals"). The screens and
 * the server use these objects.
 */

export const SENT_FOR_APPROVAL =
  "Your order is above your per-order limit, so it has been sent to your company's approvers. It holds your company's credit until they decide, and you will get an email either way.";
export const APPROVED = 'Approved: the orders are placed.';
export const REJECTED = 'Rejected: the buyer has been told why.';
export const WITHDRAWN = 'Withdrawn: nothing was ordered.';
export const APPROVAL_NOT_FOUND = 'No such order awaiting approval in your company.';
export const APPROVERS_ONLY =
  "Only your company's owners and approvers may approve or reject orders.";
export const NOT_YOUR_OWN = 'Someone else must approve an order you placed yourself.';
export const ONLY_THE_BUYER = 'Only the buyer who placed it may withdraw it.';
export const BUYER_CANNOT_ORDER =
  'The buyer of this order can no longer order for your company: reject it instead.';
export const alreadyDecided = (state: ApprovalState, by: string | null) =>
  `This order was already ${state}${by ? ` by ${by}` : ''}.`;

export const APPROVAL_STATES = ['awaiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** 202 from POST /api/order/product: nothing ordered yet, the checkout awaits approval. */
export const awaitingApprovalSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  state: z.literal('awaiting'),
  checkoutNumber: z.string(),
  poNumber: z.string().nullable(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  spending_limit: z.number(),
  available_credit: z.number(),
});
export type AwaitingApproval = z.infer<typeof awaitingApprovalSchema>;

/**
 * A line of a request: the order card's product, options (by name and by id: what "Put
 * back in cart" prices again), quantity, prices, reference and quote text.
 */
export const approvalLineSchema = orderCardSchema.pick({
  productId: true,
  sizeId: true,
  fabricId: true,
  fabricColorId: true,
  special_quote: true,
  product_name: true,
  size_name: true,
  fabric_name: true,
  fabric_color_name: true,
  product_image: true,
  storageType: true,
  quantity: true,
  unit_price: true,
  vat: true,
  total_price: true,
  referenceNumber: true,
});

export const approvalSchema = z.object({
  checkoutNumber: z.string(),
  state: z.enum(APPROVAL_STATES),
  buyer: z.object({ id: z.number().int(), full_name: z.string() }),
  requestedAt: z.string(),
  poNumber: z.string().nullable(),
  shipping_address: z.string(),
  site_id: z.number().int().nullable(),
  delivery_day: z
    .string()
    .nullable()
    .describe('The delivery day the buyer asked for (YYYY-MM-DD); null: the earliest possible'),
  lines: z.array(approvalLineSchema),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  spending_limit: z.number(),
  decided_by: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalsQuery = z
  .object({ state: z.enum(['awaiting', 'decided']).default('awaiting') })
  .strict();

export const approvalsAnswerSchema = z.object({
  success: z.literal(true),
  /** Whether the viewer may approve and reject (owners and approvers). */
  can_approve: z.boolean(),
  approvals: z.array(approvalSchema),
});
export type ApprovalsAnswer = z.infer<typeof approvalsAnswerSchema>;

export const approvalParams = z
  .object({
    number: z
      .string()
      .trim()
      .max(40)
      .transform((v) => v.toUpperCase()),
  })
  .strict();

export const REASON_MAX = 500;
export const rejectBody = z
  .object({
    reason: z
      .string({ error: 'Say why the order is rejected: the buyer reads it.' })
      .trim()
      .min(1, 'Say why the order is rejected: the buyer reads it.')
      .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters.`),
  })
  .strict();
