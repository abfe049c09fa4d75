import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';
import {
  isNetworkFailure,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';

/** A text box's number: '' is "not given" (null); anything unreadable stays NaN for the schema. */
export const numberOrNull = (text: string): number | null => parseTypedNumber(text) ?? null;

/** A text box's number where one is required: '' is NaN, which the schema refuses. */
export const requiredNumber = (text: string): number => parseTypedNumber(text) ?? Number.NaN;

/** Which of these number fields were typed with a decimal comma ("1,5"), with its message. */
export function decimalCommaErrors<Field extends string>(
  draft: Record<Field, string>,
  fields: readonly Field[],
): FieldMessages {
  const errors: FieldMessages = {};
  for (const field of fields) {
    if (isDecimalComma(draft[field])) errors[field] = DECIMAL_COMMA_MESSAGE;
  }
  return errors;
}

/** The server's message for `field`, else its message for the form, else a generic one. */
export function serverErrorFor(field: string, error: unknown): string | undefined {
  if (!error) return undefined;
  if (isNetworkFailure(error)) return GENERIC_ERROR_MESSAGE;
  return serverFieldErrors(error)[field] ?? serverMessage(error) ?? GENERIC_ERROR_MESSAGE;
}

/** What to tell staff when a change was refused or failed. */
export const failureMessage = (error: unknown): string =>
  isNetworkFailure(error) ? GENERIC_ERROR_MESSAGE : (serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
