import { DUPLICATE_MESSAGE, GENERIC_FAILURE } from '#src/shared/schemas/contact';
import { ApiError } from '#src/web/lib/api-client';
import { serverFieldErrors } from '#src/web/lib/form-errors';

export type SubmitFailure = {
  /** The line shown above or under the form for 3 seconds. */
  message: string;
  /** Field messages from a 400 answer, keyed by field name. */
  fields: Record<string, string>;
};

/**
 * docs/screens.md "Enquiry forms": 409 has its own text; otherwise the server's message or a
 * generic one.
 */
export function describeSubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { message: GENERIC_FAILURE, fields: {} };
  if (error.status === 409) return { message: DUPLICATE_MESSAGE, fields: {} };
  return { message: error.message || GENERIC_FAILURE, fields: serverFieldErrors(error) };
}
