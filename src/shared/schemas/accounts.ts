import { z } from 'zod';
import { EIRCODE_MESSAGE, normaliseEircode } from '../domain/eircode';
import { normaliseVatNumber, VAT_NUMBER_MESSAGE } from '../domain/vat-number';
import { lookAlikeProblem, normaliseEmail } from '../domain/email';
import { COMPANY_ROLES } from '../domain/companies';
import { isWholeCents } from '../domain/money';
import { PHONE_DEFAULT_COUNTRY, phoneToE164 } from '../domain/phone';
import { EMAIL_MESSAGE, EMAIL_PATTERN, PHONE_MESSAGE } from './contact';

/**
 * Trade accounts (docs/business-rules.md "Accounts", "Sessions", "Passwords") with the
 * specification's own messages. The forms and the server validate with these objects.
 */

/** docs/screens.md "Account screens": '{field name with underscores as spaces} is required'. */
export const requiredMessage = (field: string) => `${field.replaceAll('_', ' ')} is required`;

export const PASSWORD_MIN = 8;
/**
 * docs/business-rules.md "Passwords": long enough for any pass phrase, short enough to hash
 * cheaply.
 */
export const PASSWORD_MAX = 128;
export const COMPANY_NAME_MAX = 17;
export const REGISTERED_NAME_MAX = 200;
export const REGISTERED_NAME_MESSAGE = `Registered name must be at most ${REGISTERED_NAME_MAX} characters`;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const PASSWORD_POLICY_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const CITY_MESSAGE = 'City name must contain only letters and spaces';
export const COMPANY_NAME_MESSAGE = `Company name must be at most ${COMPANY_NAME_MAX} characters`;

/**
 * docs/screens.md "Account screens", Update Password: the five checks, each with its own message.
 */
export const PASSWORD_RULES = [
  { test: /[a-z]/, message: 'Password must contain at least one lowercase letter' },
  { test: /[A-Z]/, message: 'Password must contain at least one uppercase letter' },
  { test: /\d/, message: 'Password must contain at least one number' },
  {
    test: /[!@#$%^&*]/,
    message: `Password must contain at least one special character (${PASSWORD_SPECIALS})`,
  },
  { test: /^[\s\S]{8,}$/, message: 'Password must be at least 8 characters long' },
] as const;

/** The messages of every rule `password` breaks (empty when it meets the policy). */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test.test(password)).map((rule) => rule.message);
}

export const meetsPasswordPolicy = (password: string) => passwordProblems(password).length === 0;

const CITY_PATTERN = /^[\p{L} ]+$/u;

/**
 * An optional VAT number, Irish or of another EU country, in any case and spacing; stored
 * normalised ("IE6388047V"). Blank is none.
 */
export const vatNumberField = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .max(30, VAT_NUMBER_MESSAGE)
  .optional()
  .transform((value) => (value?.trim() ? value : undefined))
  .refine(
    (value) => value === undefined || normaliseVatNumber(value) !== undefined,
    VAT_NUMBER_MESSAGE,
  )
  .transform((value) => (value === undefined ? undefined : normaliseVatNumber(value)));

export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, `${field.replaceAll('_', ' ')} must be at most ${max} characters`);

/**
 * An address of a new account: in one form, and refused when it could pass for another
 * (shared/domain/email).
 */
export const email = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .transform(normaliseEmail)
    .pipe(requiredText(field, 254).regex(EMAIL_PATTERN, EMAIL_MESSAGE))
    .superRefine((address, ctx) => {
      const problem = lookAlikeProblem(address);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An Eircode in any case and spacing, stored as "H91 E2K3" (shared/domain/eircode). */
const eircode = (field: string) =>
  requiredText(field, 20)
    // A blank field is told it is required, not also that it is no Eircode.
    .refine((value) => value === '' || normaliseEircode(value) !== undefined, EIRCODE_MESSAGE)
    .transform((value) => normaliseEircode(value) ?? value);

type WithPhone = { country?: string | undefined; phone_number: string };
const countryOf = (form: WithPhone) => form.country ?? PHONE_DEFAULT_COUNTRY;

/**
 * The phone number, read for the account's country (Ireland when none is given:
 * docs/business-rules.md "Phone numbers and addresses"), national or international. A blank one is
 * told it is required only.
 */
export function checkPhone(form: WithPhone, ctx: z.RefinementCtx) {
  if (form.phone_number !== '' && phoneToE164(form.phone_number, countryOf(form)) === undefined) {
    ctx.addIssue({ code: 'custom', path: ['phone_number'], message: PHONE_MESSAGE });
  }
}

/** The phone number as stored: E.164. */
export const storedPhone = <T extends WithPhone>(form: T): T => ({
  ...form,
  phone_number: phoneToE164(form.phone_number, countryOf(form))!,
});

/** Not trimmed: spaces may be part of a password. */
export const newPassword = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .min(1, requiredMessage(field))
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
    .refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE);

/** A password being checked, not chosen: only bounded, so a huge one is refused at once. */
const givenPassword = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .min(1, requiredMessage(field))
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const ISO_COUNTRY = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code')
  .toUpperCase();

/** The profile fields a trade user may change on My Account. */
export const profileFields = {
  full_name: requiredText('full_name', 100),
  phone_number: requiredText('phone_number', 40),
  country: ISO_COUNTRY.optional(),
  company_name: requiredText('company_name').max(COMPANY_NAME_MAX, COMPANY_NAME_MESSAGE),
  office_address: requiredText('office_address'),
  office_city: requiredText('office_city', 100).regex(CITY_PATTERN, CITY_MESSAGE),
  office_eir_code: eircode('office_eir_code'),
  delivery_address: requiredText('delivery_address'),
  delivery_city: requiredText('delivery_city', 100),
  delivery_eir_code: eircode('delivery_eir_code'),
  subscribe: z.boolean({ error: 'subscribe must be true or false' }).default(false),
};

export const signUpSchema = z
  .object({
    ...profileFields,
    /** The company's registered name when longer than the 17 characters of company_name. */
    registered_name: z
      .string({ error: 'registered name must be text' })
      .trim()
      .max(REGISTERED_NAME_MAX, REGISTERED_NAME_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    vat_number: vatNumberField,
    email: email('email'),
    invoice_email: email('invoice_email'),
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
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const REGISTRATION_SUCCESS =
  'Registration successful! You will be able to login after admin account approval';
export const EMAIL_TAKEN = 'An account with this email already exists';

export const signInSchema = z
  .object({
    email: z
      .string({ error: requiredMessage('email') })
      .transform(normaliseEmail)
      .pipe(z.string().min(1, requiredMessage('email')).max(254, EMAIL_MESSAGE)),
    password: givenPassword('password'),
  })
  .strict();
export type SignIn = z.output<typeof signInSchema>;

export const LOGIN_SUCCESS = 'Login Successful';
export const LOGIN_FAILED = 'Login failed. Please try again.';
export const WRONG_CREDENTIALS = 'Invalid email or password';
export const AWAITING_APPROVAL =
  'Your account is awaiting approval. You will be able to sign in once the shop has approved it.';
export const APPLICATION_REJECTED =
  'Your application for a trade account was not approved. Please contact us for details.';
export const ACCOUNT_SUSPENDED = 'Your account is suspended. Please contact us.';

export const updateProfileSchema = z
  .object(profileFields)
  .strict()
  .superRefine(checkPhone)
  .transform(storedPhone);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;
export const PROFILE_UPDATED = 'User Updated Successfully';
export const PROFILE_UPDATE_FAILED = 'Update failed. Please try again.';

export const updatePasswordSchema = z
  .object({
    curr_password: givenPassword('curr_password'),
    new_password: z
      .string({ error: requiredMessage('new_password') })
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
      .superRefine((value, context) => {
        for (const message of passwordProblems(value))
          context.addIssue({ code: 'custom', message });
      }),
  })
  .strict();
export type UpdatePassword = z.output<typeof updatePasswordSchema>;
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New password and confirm password do not match';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';

export const forgotPasswordSchema = z
  .object({
    email: z
      .string({ error: requiredMessage('email') })
      .transform(normaliseEmail)
      .pipe(requiredText('email', 254).regex(EMAIL_PATTERN, EMAIL_MESSAGE)),
  })
  .strict();
export const EMAIL_NOT_FOUND = 'This email does not exist.';
export const RESET_LINK_SENT = 'We have sent a password reset link to your email.';

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'Invalid or expired reset link!' })
      .trim()
      .min(1, 'Invalid or expired reset link!')
      .max(200, 'Invalid or expired reset link!'),
    password: newPassword('password'),
  })
  .strict();
export const RESET_LINK_INVALID = 'Invalid or expired reset link!';
export const RESET_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';
export const PASSWORD_RESET_DONE = 'Your password has been successfully reset';

/** What the API tells about a user: never a hash, a session or an internal flag. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  invoice_email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  company_name: z.string(),
  office_address: z.string(),
  office_city: z.string(),
  office_eir_code: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string(),
  delivery_eir_code: z.string(),
  credit_limit: z.number(),
  subscribe: z.boolean(),
  role: z.enum(['trade', 'admin']),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * GET /api/user/details: the profile plus the credit still available, the company's
 * (docs/business-rules.md "Credit"), whether the company is on credit hold
 * (docs/business-rules.md "Invoices and payments"), and the member's place in their
 * company (docs/business-rules.md "Companies"): null before approval.
 */
export const userDetailsSchema = publicUserSchema.extend({
  available_credit: z.number(),
  /** An invoice is more than `credit_hold_days` days overdue: no checkout or approval. */
  on_credit_hold: z.boolean(),
  credit_hold_days: z.number().int(),
  company: z
    .object({
      id: z.number().int(),
      registered_name: z.string(),
      short_name: z.string(),
      role: z.enum(COMPANY_ROLES),
      /** Per order, VAT included; null: none of their own. */
      spending_limit: z.number().nullable(),
    })
    .nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Staff decisions on applications (API now, console screens in the admin issue). */
export const REASON_REQUIRED = 'Give the reason';
const staffNote = z.string().trim().max(500, 'The note must be at most 500 characters').optional();
export const approveApplicationSchema = z
  .object({
    credit_limit: z
      .number({ error: 'Enter the credit limit as an amount, such as 5000.00' })
      .min(0, 'The credit limit cannot be negative')
      .max(10_000_000, 'The credit limit may be at most €10,000,000.00')
      .refine(isWholeCents, 'Use at most 2 decimals'),
    note: staffNote,
  })
  .strict();
export const rejectApplicationSchema = z
  .object({
    reason: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(1, REASON_REQUIRED)
      .max(500, 'The reason must be at most 500 characters'),
  })
  .strict();
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
