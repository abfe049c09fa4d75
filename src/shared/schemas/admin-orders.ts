import { z } from 'zod';
import { adminPageQuery } from './admin-common';
import { DOCUMENT_STATUSES } from './invoices';
import { pageInfoSchema } from './pagination';

// The staff console's Orders screen (admin issue, item 5): the list's filters, the
// actions' bodies, the answers, and the messages both sides show.

export const ADMIN_ORDER_STATUSES = ['active', 'cancelled', 'paid'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
/** A CSV export stops here; narrow the filters for more. */
export const ADMIN_ORDERS_EXPORT_MAX = 10_000;

export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';
export const ORDER_DELIVERED_NOT_CANCELLABLE = 'A delivered order cannot be cancelled.';
export const ORDER_ALREADY_PAID = 'This order is already marked paid.';
export const CANCELLED_NOT_PAYABLE = 'A cancelled order cannot be marked paid.';
export const CANCELLED_STATUS_FROZEN = 'The delivery status of a cancelled order cannot change.';
export const DELIVERY_STATUS_UNCHANGED = 'The order already has this delivery status.';
export const DELIVERY_STATUS_UNKNOWN = 'Choose a delivery status from the list.';
export const DELIVERY_STATUS_SET = 'Delivery status updated; the customer has been emailed.';
export const STAFF_CANCELLED = 'Order cancelled; its credit is released and the customer emailed.';
export const MARKED_PAID = 'Order marked paid; its credit is released.';
export const QUOTE_FILE_MISSING = 'This order has no quote file.';
export const DATE_RANGE_INVALID = 'The "from" date must not be after the "to" date.';

const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a date`);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const filterShape = {
  status: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_ORDER_STATUSES, { error: 'status must be active, cancelled or paid' }).optional(),
  ),
  deliveryStatus: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().positive('deliveryStatus must be a status id').optional(),
  ),
  customerId: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().positive('customerId must be a customer id').optional(),
  ),
  customer: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  from: z.preprocess(blankToUndefined, isoDay('from').optional()),
  to: z.preprocess(blankToUndefined, isoDay('to').optional()),
};
const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;

export const adminOrderFilters = z
  .object(filterShape)
  .strict()
  .refine(rangeInOrder, { message: DATE_RANGE_INVALID, path: ['to'] });
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrderListQuery = z
  .object({
    ...filterShape,
    ...adminPageQuery(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE),
  })
  .strict()
  .refine(rangeInOrder, { message: DATE_RANGE_INVALID, path: ['to'] });

export const adminOrderIdParams = z
  .object({
    id: z.coerce
      .number({ error: 'id must be a number' })
      .int()
      .positive()
      .max(2 ** 31 - 1),
  })
  .strict();

export const setDeliveryStatusBody = z
  .object({
    deliveryStatusId: z
      .number({ error: DELIVERY_STATUS_UNKNOWN })
      .int(DELIVERY_STATUS_UNKNOWN)
      .positive(DELIVERY_STATUS_UNKNOWN),
  })
  .strict();

export const staffCancelBody = z
  .object({
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .strict();

// ---- answers ----

export const adminOrderRowSchema = z.object({
  id: z.number(),
  trackingId: z.string(),
  checkoutId: z.string(),
  /** The checkout's number and the buyer's purchase-order number for it, if any. */
  checkoutNumber: z.string(),
  poNumber: z.string().nullable(),
  orderDate: z.string(),
  status: z.enum(['active', 'cancelled']),
  paidAt: z.string().nullable(),
  deliveryStatusId: z.number(),
  deliveryStatus: z.string(),
  productName: z.string(),
  sizeName: z.string().nullable(),
  fabricName: z.string().nullable(),
  fabricColorName: z.string().nullable(),
  storageType: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  vat: z.number(),
  totalPrice: z.number(),
  referenceNumber: z.string(),
  customer: z.object({
    id: z.number(),
    fullName: z.string(),
    companyName: z.string().nullable(),
    email: z.string(),
  }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderRowSchema),
  pagination: pageInfoSchema,
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

const auditEntry = z.object({
  id: z.number(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
});

export const adminOrderDetailSchema = z.object({
  success: z.literal(true),
  order: adminOrderRowSchema.extend({
    productImage: z.string().nullable(),
    shippingAddress: z.string(),
    isCancellable: z.boolean(),
    cancelledAt: z.string().nullable(),
    cancelledByName: z.string().nullable(),
    paidByName: z.string().nullable(),
    quoteText: z.string().nullable(),
    quoteFileName: z.string().nullable(),
    /** The company's delivery site it goes to (its contact and notes as kept now), if any. */
    site: z
      .object({
        id: z.number(),
        name: z.string(),
        contactName: z.string(),
        contactPhone: z.string(),
        deliveryNotes: z.string(),
      })
      .nullable(),
    /** The company that ordered (the console's /admin/companies/{companyId}). */
    companyId: z.number(),
    /** Staff may cancel: not cancelled, delivered nor invoiced. */
    staffCanCancel: z.boolean(),
    /** The customer may cancel (docs/business-rules.md "Cancellation"). */
    customerCanCancel: z.boolean(),
  }),
  /** Every order of the same checkout, this one included, oldest first. */
  checkoutOrders: z.array(adminOrderRowSchema),
  customer: z.object({
    id: z.number(),
    fullName: z.string(),
    companyName: z.string().nullable(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    status: z.string(),
  }),
  /**
   * The invoice the order is on, once invoiced (docs/business-rules.md "Invoices and
   * payments"): `openAmount` is what it still owes, after credit notes and payments.
   */
  invoice: z
    .object({
      number: z.string(),
      issueDate: z.string(),
      dueDate: z.string(),
      openAmount: z.number(),
      status: z.enum(DOCUMENT_STATUSES),
    })
    .nullable(),
  /**
   * The checkout's delivery booking (docs/business-rules.md "Delivery days"): null for a
   * checkout placed before delivery days; `day` null while a day is still to agree.
   */
  delivery: z
    .object({
      bookingId: z.number(),
      day: z.string().nullable(),
      state: z.enum(['requested', 'proposed', 'confirmed', 'released']),
      earliestOn: z.string(),
      region: z.object({ id: z.number(), name: z.string() }).nullable(),
    })
    .nullable(),
  credit: z.object({
    /** What this order holds of the customer's credit now (0 once cancelled or paid). */
    openAmount: z.number(),
    creditLimit: z.number(),
    openOrdersTotal: z.number(),
    availableCredit: z.number(),
  }),
  deliveryStatuses: z.array(
    z.object({ id: z.number(), deliveryStatus: z.string(), position: z.number() }),
  ),
  events: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      detail: z.unknown(),
      createdAt: z.string(),
      actorName: z.string().nullable(),
    }),
  ),
  audit: z.array(auditEntry),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderActionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  availableCredit: z.number(),
});
export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;
