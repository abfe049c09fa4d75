// The full metadata on the server; the browser's build reads the small one instead (its
// alias in vite.config.ts): every allocated range there, the shape of numbers here.
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

/**
 * Phone numbers as people type them (docs/decisions/0025): national ("087 123 4567", "01 234 5678")
 * or international ("+353 87 123 4567", "00353 87 123 4567"), Ireland assumed without a country
 * code (docs/screens.md "Enquiry forms": phone fields default to Ireland). Stored in E.164
 * ("+353871234567"), shown formatted. The rules are libphonenumber-js's.
 */

export const PHONE_DEFAULT_COUNTRY: CountryCode = 'IE';
/**
 * docs/business-rules.md "Phone numbers and addresses": fewer digits than this is not a phone
 * number (counted in E.164).
 */
export const PHONE_MIN_DIGITS = 10;
/** docs/business-rules.md "Phone numbers and addresses", and E.164's own limit. */
export const PHONE_MAX_DIGITS = 15;
export const PHONE_PLACEHOLDER = '87 123 4567';

/**
 * Only what a phone number is written with: digits, spaces, brackets, dots and dashes, starting
 * with a digit, "+" or "(" — so "-353…" or "call me" is not one (docs/screens.md "Enquiry forms").
 */
const WRITTEN_AS_A_NUMBER = /^[+(\d][\d\s().-]*$/;

/**
 * The number in E.164, or undefined when `text` is not a valid phone number. Without a
 * country code it is read as a number of `country` (ISO 3166 alpha-2), else of Ireland.
 */
export function phoneToE164(
  text: string,
  country: string = PHONE_DEFAULT_COUNTRY,
): string | undefined {
  const written = text.trim();
  if (written.length > 40 || !WRITTEN_AS_A_NUMBER.test(written)) return undefined;
  const defaultCountry = isSupportedCountry(country) ? country : PHONE_DEFAULT_COUNTRY;
  const number = parsePhoneNumberFromString(written, { defaultCountry, extract: false });
  if (!number?.isValid()) return undefined;
  const digits = number.number.length - 1;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return undefined;
  return number.number;
}

/** A stored number for people to read: "+353 87 123 4567" (as it was when not E.164). */
export function formatPhone(stored: string): string {
  const number = parsePhoneNumberFromString(stored, { defaultCountry: PHONE_DEFAULT_COUNTRY });
  return number?.isValid() ? number.formatInternational() : stored;
}
