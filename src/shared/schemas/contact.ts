import { z } from 'zod';
import { phoneToE164 } from '../domain/phone';

/**
 * The contact form and callback request (docs/business-rules.md "Enquiries"), with their own
 * messages. The forms and the server validate with these very objects.
 */
export const REQUIRED = 'This field is required.';
export const CONTACT_MESSAGE_MAX = 250;
export const CALLBACK_MESSAGE_MAX = 200;
/**
 * docs/business-rules.md "Enquiries": the email format is checked once the trimmed value is longer
 * than 5.
 */
export const EMAIL_CHECK_FROM_LENGTH = 6;

export const FULL_NAME_PATTERN = /^[\p{L} ]*$/u;
export const FULL_NAME_MESSAGE = 'Full name must contain only letters and spaces';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const EMAIL_MESSAGE = 'Invalid email format';
export const PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * A phone field: the number as typed, national or international, checked and stored as
 * E.164 (shared/domain/phone). A refinement, not a failing transform, so that the form's
 * other checks (passwords matching) still speak.
 */
export const asPhoneNumber = (text: z.ZodString) =>
  text
    // A blank field is told it is required, not also that it is no number.
    .refine((value) => value === '' || phoneToE164(value) !== undefined, PHONE_MESSAGE)
    .transform((value) => phoneToE164(value) ?? value);

const required = (max: number, maxMessage: string) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, maxMessage);

const phone = asPhoneNumber(z.string({ error: REQUIRED }).trim().min(1, REQUIRED));

export const contactMessageSchema = z
  .object({
    fullName: required(100, 'Full name must be at most 100 characters').regex(
      FULL_NAME_PATTERN,
      FULL_NAME_MESSAGE,
    ),
    email: required(254, EMAIL_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE),
    phoneNumber: phone,
    message: required(
      CONTACT_MESSAGE_MAX,
      `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    ),
  })
  .strict();
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const callbackRequestSchema = z
  .object({
    name: required(100, 'Name must be at most 100 characters'),
    companyName: required(100, 'Company name must be at most 100 characters'),
    phoneNumber: phone,
    message: required(
      CALLBACK_MESSAGE_MAX,
      `Message must be at most ${CALLBACK_MESSAGE_MAX} characters`,
    ),
  })
  .strict();
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/**
 * docs/business-rules.md "Files": one file, at most 10 MB, PDF, Word, JPEG or PNG (checked by
 * content).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export const ATTACHMENT_TOO_LARGE = 'The file must be 10 MB or smaller.';
export const ATTACHMENT_WRONG_TYPE = 'The file must be a PDF, Word document, JPEG or PNG.';

export const DUPLICATE_MESSAGE = 'You have already submitted this message.';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
