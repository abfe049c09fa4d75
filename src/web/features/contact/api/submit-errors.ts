import { DUPLICATE_MESSAGE, GENERIC_FAILURE } from '../../../../shared/schemas/contact';
import { ApiError } from '../../../lib/api-client';

export type SubmitFailure = {
  /** The line shown above or under the form for 3 seconds. */
  message: string;
  /** Field messages from a 400 answer, keyed by field name. */
  fields: Record<string, string>;
};

function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || !('errors' in body)) return fields;
  const { errors } = body;
  if (!Array.isArray(errors)) return fields;
  for (const entry of errors as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in fields)) {
      fields[field] = message;
    }
  }
  return fields;
}

/** Storefront §8: 409 has its own text; otherwise the server's message or a generic one. */
export function describeSubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { message: GENERIC_FAILURE, fields: {} };
  if (error.status === 409) return { message: DUPLICATE_MESSAGE, fields: {} };
  return { message: error.message || GENERIC_FAILURE, fields: fieldErrorsOf(error.body) };
}
