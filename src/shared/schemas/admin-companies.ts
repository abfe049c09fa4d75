import { z } from 'zod';
import { COMPANY_ROLES } from '../domain/companies';
import {
  APPLICATION_STATUSES,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MESSAGE,
  email,
  REGISTERED_NAME_MAX,
  REGISTERED_NAME_MESSAGE,
  requiredMessage,
  requiredText,
  vatNumberField,
} from './accounts';
import { adminPageQuery, adminPaginationSchema } from './admin-common';
import { creditLimitChangeSchema } from './admin-customers';
import { siteViewSchema } from './companies';

/**
 * Staff console, companies (docs/business-rules.md "Companies", "Staff corrections"): the
 * list, the company page and staff's corrections. Server and console validate with these.
 */

export const COMPANY_PAGE_SIZE = 20;
export const COMPANY_MAX_PAGE_SIZE = 100;
export const PAYMENT_TERMS_MAX = 120;
/** Days overdue before credit is held (docs/business-rules.md "Invoices and payments"). */
export const CREDIT_HOLD_DAYS_MIN = 1;
export const CREDIT_HOLD_DAYS_MAX = 365;
/** The company page shows this many of its newest orders, any member's. */
export const COMPANY_RECENT_ORDERS = 50;

export const NO_SUCH_COMPANY = 'No such company.';
export const COMPANY_UPDATED = 'Company updated';
export const PAYMENT_TERMS_MESSAGE = `Payment terms must be a whole number of days from 0 to ${PAYMENT_TERMS_MAX}`;
export const CREDIT_HOLD_DAYS_MESSAGE = `Credit hold must be a whole number of days from ${CREDIT_HOLD_DAYS_MIN} to ${CREDIT_HOLD_DAYS_MAX}`;

export const companyListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    ...adminPageQuery(COMPANY_PAGE_SIZE, COMPANY_MAX_PAGE_SIZE),
  })
  .strict();
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/**
 * Staff's correction of a company's own fields: the short name by sign-up's rules for
 * `company_name`, the VAT number as sign-up reads it (blank or null: none). The credit
 * hold's days may be left out (older clients send only the rest): the company keeps its own.
 */
export const companyDetailsSchema = z
  .object({
    registered_name: z
      .string({ error: requiredMessage('registered_name') })
      .trim()
      .min(1, requiredMessage('registered_name'))
      .max(REGISTERED_NAME_MAX, REGISTERED_NAME_MESSAGE),
    short_name: requiredText('company_name').max(COMPANY_NAME_MAX, COMPANY_NAME_MESSAGE),
    vat_number: vatNumberField.nullable().transform((value) => value ?? null),
    invoice_email: email('invoice_email'),
    payment_terms_days: z
      .number({ error: PAYMENT_TERMS_MESSAGE })
      .int(PAYMENT_TERMS_MESSAGE)
      .min(0, PAYMENT_TERMS_MESSAGE)
      .max(PAYMENT_TERMS_MAX, PAYMENT_TERMS_MESSAGE),
    credit_hold_days: z
      .number({ error: CREDIT_HOLD_DAYS_MESSAGE })
      .int(CREDIT_HOLD_DAYS_MESSAGE)
      .min(CREDIT_HOLD_DAYS_MIN, CREDIT_HOLD_DAYS_MESSAGE)
      .max(CREDIT_HOLD_DAYS_MAX, CREDIT_HOLD_DAYS_MESSAGE)
      .optional(),
  })
  .strict();
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

const companyRole = z.enum(COMPANY_ROLES);

export const companyListItemSchema = z.object({
  id: z.number().int(),
  registered_name: z.string(),
  short_name: z.string(),
  vat_number: z.string().nullable(),
  members: z.number().int(),
  credit_limit: z.number(),
  available_credit: z.number(),
  created_at: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListSchema = z.object({
  success: z.literal(true),
  companies: z.array(companyListItemSchema),
  pagination: adminPaginationSchema,
});
export type CompanyList = z.infer<typeof companyListSchema>;

export const companyMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  role: companyRole,
  spending_limit: z.number().nullable(),
  active: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** A delivery site, with whether it was removed (orders that name it keep it). */
export const companySiteSchema = siteViewSchema.extend({ archived: z.boolean() });
export type CompanySite = z.infer<typeof companySiteSchema>;

export const companyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: companyRole,
  spending_limit: z.number().nullable(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companyOrderSchema = z.object({
  id: z.number().int(),
  trackingId: z.string(),
  orderDate: z.string(),
  buyer: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  total_price: z.number(),
  deliveryStatus: z.string(),
  cancelled: z.boolean(),
  paid: z.boolean(),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

export const companyDetailSchema = z.object({
  success: z.literal(true),
  company: z.object({
    id: z.number().int(),
    registered_name: z.string(),
    short_name: z.string(),
    vat_number: z.string().nullable(),
    invoice_email: z.string(),
    payment_terms_days: z.number().int(),
    credit_hold_days: z.number().int(),
    created_at: z.string(),
  }),
  credit: z.object({
    limit: z.number(),
    /** What the company's open orders (neither cancelled nor paid) hold. */
    open_orders_total: z.number(),
    available: z.number(),
    history: z.array(creditLimitChangeSchema),
  }),
  members: z.array(companyMemberSchema),
  sites: z.array(companySiteSchema),
  invitations: z.array(companyInvitationSchema),
  recent_orders: z.array(companyOrderSchema),
  audit: z.object({ entityType: z.literal('company'), entityId: z.string(), url: z.string() }),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
