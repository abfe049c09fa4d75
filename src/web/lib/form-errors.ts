// How the forms read what went wrong: their schema's issues, or the server's answer.
import type { z } from 'zod';
import { ApiError, messageInBody } from './api-client';

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
  return error instanceof ApiError ? messageInBody(error.body) : undefined;
}

/** No answer at all: the network failed (ApiError status 0) or something unexpected. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
