import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FieldMessages = Record<string, string>;

/** The first message of each field, as the forms show one message under a field. */
export function firstIssueMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The server's `errors: [{ field, message }]`, the first message of each field. */
export function serverFieldErrors(error: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!(error instanceof ApiError)) return messages;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return messages;
  const { errors } = body;
  if (!Array.isArray(errors)) return messages;
  for (const entry of errors as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string') messages[field] ??= message;
  }
  return messages;
}

/** The `message` the server wrote, if it answered with one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** No answer at all: the network failed (ApiError status 0) or something unexpected. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
