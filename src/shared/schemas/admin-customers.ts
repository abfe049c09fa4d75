import { z } from 'zod';
import { adminPageQuery, adminPaginationSchema } from './admin-common';
import {
  APPLICATION_STATUSES,
  approveApplicationSchema,
  checkPhone,
  profileFields,
  publicUserSchema,
  rejectApplicationSchema,
  storedPhone,
} from './accounts';
import { COMPANY_ROLES } from '../domain/companies';

/**
 * Staff console, trade customers (admin issue, item 2): the list, the customer page,
 * credit limits and suspension. Server and console validate with these objects.
 */

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_MAX_PAGE_SIZE = 100;

export const customerListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    status: z
      .enum(APPLICATION_STATUSES, {
        error: 'status must be pending, approved, rejected or suspended',
      })
      .optional(),
    ...adminPageQuery(CUSTOMER_PAGE_SIZE, CUSTOMER_MAX_PAGE_SIZE),
  })
  .strict();
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** The same rules as the limit given at approval. */
export const creditLimitSchema = z
  .object({
    credit_limit: approveApplicationSchema.shape.credit_limit,
    note: approveApplicationSchema.shape.note,
  })
  .strict();
export type CreditLimitInput = z.output<typeof creditLimitSchema>;

/**
 * Staff's correction of a customer's own details (docs/business-rules.md "Staff
 * corrections"): My Account's profile fields and rules, less the company's name (the
 * company page's) and the newsletter (the customer's own choice).
 */
export const customerProfileSchema = z
  .object(profileFields)
  .omit({ company_name: true, subscribe: true })
  .strict()
  .superRefine(checkPhone)
  .transform(storedPhone);
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;
export type CustomerProfile = z.output<typeof customerProfileSchema>;
export const CUSTOMER_UPDATED = 'Customer details updated';

/** The same rules as the reason given for a refusal. */
export const suspendCustomerSchema = z
  .object({ reason: rejectApplicationSchema.shape.reason })
  .strict();

export const customerStatusSchema = z.enum(APPLICATION_STATUSES);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

export const customerListItemSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  city: z.string(),
  status: customerStatusSchema,
  credit_limit: z.number(),
  available_credit: z.number(),
  open_orders: z.number().int(),
  created_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListSchema = z.object({
  success: z.literal(true),
  customers: z.array(customerListItemSchema),
  pagination: adminPaginationSchema,
});
export type CustomerList = z.infer<typeof customerListSchema>;

const staffRef = z.object({ name: z.string().nullable(), email: z.string().nullable() });

export const creditLimitChangeSchema = z.object({
  old_limit: z.number(),
  new_limit: z.number(),
  note: z.string().nullable(),
  changed_at: z.string(),
  changed_by: staffRef,
});
export type CreditLimitChange = z.infer<typeof creditLimitChangeSchema>;

export const openOrderSchema = z.object({
  id: z.number().int(),
  trackingId: z.string(),
  orderDate: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  total_price: z.number(),
  referenceNumber: z.string(),
  deliveryStatus: z.string(),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

export const customerDetailSchema = z.object({
  success: z.literal(true),
  customer: publicUserSchema.extend({
    status: customerStatusSchema,
    status_reason: z.string().nullable(),
    status_changed_at: z.string().nullable(),
    status_changed_by: staffRef.nullable(),
    created_at: z.string(),
    /** Their company (the company page), null before approval. */
    company: z
      .object({ id: z.number().int(), short_name: z.string(), role: z.enum(COMPANY_ROLES) })
      .nullable(),
  }),
  credit: z.object({
    limit: z.number(),
    available: z.number(),
    /** The latest change (who/when), null when the limit was never set by staff. */
    last_change: creditLimitChangeSchema.nullable(),
    history: z.array(creditLimitChangeSchema),
  }),
  open_orders: z.object({
    count: z.number().int(),
    total: z.number(),
    orders: z.array(openOrderSchema),
  }),
  audit: z.object({ entityType: z.literal('customer'), entityId: z.string(), url: z.string() }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CREDIT_LIMIT_UPDATED = 'Credit limit updated';
export const CUSTOMER_SUSPENDED = 'Customer suspended';
export const CUSTOMER_REACTIVATED = 'Customer reactivated';
export const NO_SUCH_CUSTOMER = 'No such customer.';
export const CANNOT_SUSPEND_STAFF = 'Staff accounts cannot be suspended here.';
export const CANNOT_SUSPEND_YOURSELF = 'You cannot suspend your own account.';
export const ONLY_APPROVED_SUSPENDED = 'Only an approved customer can be suspended.';
export const ONLY_SUSPENDED_REACTIVATED = 'Only a suspended customer can be reactivated.';
export const CREDIT_LIMIT_NOT_ALLOWED =
  'Only approved or suspended customers have a credit limit to change; approve the application first.';
