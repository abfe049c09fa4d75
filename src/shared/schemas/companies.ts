import { z } from 'zod';
import { COMPANY_ROLES } from '../domain/companies';
import { EIRCODE_MESSAGE, normaliseEircode } from '../domain/eircode';
import { isWholeCents } from '../domain/money';
import { PHONE_DEFAULT_COUNTRY, phoneToE164 } from '../domain/phone';
import {
  checkPhone,
  email,
  ISO_COUNTRY,
  newPassword,
  PASSWORDS_DO_NOT_MATCH,
  requiredMessage,
  requiredText,
  storedPhone,
} from './accounts';
import { PHONE_MESSAGE } from './contact';

/**
 * A company's members, delivery sites and invitations (docs/business-rules.md
 * "Companies", docs/api.md "Company"). The owner's screens and the server validate with
 * these objects.
 */

export const MEMBER_NOT_FOUND = 'No such member of your company.';
export const SITE_NOT_FOUND = 'No such delivery site of your company.';
export const INVITATION_NOT_FOUND = 'No such invitation of your company.';
export const OWNERS_ONLY = "Only your company's owners may do this.";
export const LAST_OWNER =
  'A company always keeps an active owner: make another member owner first.';
export const ALREADY_A_MEMBER = 'An account with this email already exists.';
export const INVITATION_SENT = 'Invitation sent';
export const INVITATION_INVALID =
  'This invitation link is invalid, used, withdrawn or expired. Ask the colleague who invited you for a new one.';
export const INVITATION_ACCEPTED = 'Welcome! Your account is ready: sign in to start buying.';
export const SITE_NAME_TAKEN = 'Your company already has a delivery site of this name.';

/** Invitation links are valid this long (docs/business-rules.md "Companies"). */
export const INVITATION_DAYS = 7;
/** At most this many delivery sites a company (archived ones aside). */
export const MAX_SITES = 200;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .default('');

/** A per-order limit in euro (VAT included), or null for none of their own. */
export const spendingLimit = z
  .number({ error: 'Enter the limit as an amount, such as 2000.00, or leave it empty' })
  .min(0, 'The limit cannot be negative')
  .max(10_000_000, 'The limit may be at most €10,000,000.00')
  .refine(isWholeCents, 'Use at most 2 decimals')
  .nullable();

export const companyRoleField = z.enum(COMPANY_ROLES, {
  error: 'Choose a role: owner, buyer, approver or accounts',
});

/** An owner's change to a member: any of role, limit and standing. */
export const memberChangeBody = z
  .object({
    role: companyRoleField.optional(),
    spending_limit: spendingLimit.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .strict();
export type MemberChange = z.output<typeof memberChangeBody>;

export const memberParams = z.object({ userId: z.coerce.number().int().positive() }).strict();
export const siteParams = z.object({ siteId: z.coerce.number().int().positive() }).strict();
export const invitationParams = z
  .object({ invitationId: z.coerce.number().int().positive() })
  .strict();

/** A delivery site: where the crews deliver, whom to call, what they must know. */
export const siteBody = z
  .object({
    name: text('Site name', 60),
    address: text('Address', 200),
    city: text('City', 100),
    eircode: text('Eircode', 20)
      .refine((value) => normaliseEircode(value) !== undefined, EIRCODE_MESSAGE)
      .transform((value) => normaliseEircode(value)!),
    contact_name: optionalText('Contact name', 100),
    contact_phone: optionalText('Contact phone', 40)
      .refine(
        (value) => value === '' || phoneToE164(value, PHONE_DEFAULT_COUNTRY) !== undefined,
        PHONE_MESSAGE,
      )
      .transform((value) => (value === '' ? '' : phoneToE164(value, PHONE_DEFAULT_COUNTRY)!)),
    /** Access hours, the largest vehicle that can reach it, anything the crew must know. */
    delivery_notes: optionalText('Delivery notes', 1000),
  })
  .strict();
export type SiteInput = z.output<typeof siteBody>;

/** A delivery site as the API answers it. */
export const siteViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  eircode: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  delivery_notes: z.string(),
});

export const invitationBody = z
  .object({
    email: email('email'),
    role: companyRoleField,
    spending_limit: spendingLimit.default(null),
  })
  .strict();
export type InvitationInput = z.output<typeof invitationBody>;

/** What the invited colleague gives to join: their name, phone and a password. */
export const acceptInvitationBody = z
  .object({
    full_name: requiredText('full_name', 100),
    phone_number: requiredText('phone_number', 40),
    country: ISO_COUNTRY.optional(),
    password: newPassword('password'),
    confirm_password: z
      .string({ error: requiredMessage('confirm_password') })
      .min(1, requiredMessage('confirm_password')),
  })
  .strict()
  .superRefine(checkPhone)
  .refine((form) => form.password === form.confirm_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  })
  .transform(storedPhone);
export type AcceptInvitation = z.output<typeof acceptInvitationBody>;

/** Any text: a link that is not a live invitation is told so (410), whatever its shape. */
export const invitationTokenParams = z.object({ token: z.string().max(200) }).strict();
