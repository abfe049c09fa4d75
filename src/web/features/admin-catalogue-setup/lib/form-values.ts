import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { isNetworkFailure, serverFieldErrors, serverMessage } from '../../../lib/form-errors';

/** A text box's number: '' is "not given" (null); anything unreadable stays NaN for the schema. */
export function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
}

/** A text box's number where one is required: '' is NaN, which the schema refuses. */
export const requiredNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

/** The server's message for `field`, else its message for the form, else a generic one. */
export function serverErrorFor(field: string, error: unknown): string | undefined {
  if (!error) return undefined;
  if (isNetworkFailure(error)) return GENERIC_ERROR_MESSAGE;
  return serverFieldErrors(error)[field] ?? serverMessage(error) ?? GENERIC_ERROR_MESSAGE;
}

/** What to tell staff when a change was refused or failed. */
export const failureMessage = (error: unknown): string =>
  isNetworkFailure(error) ? GENERIC_ERROR_MESSAGE : (serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
