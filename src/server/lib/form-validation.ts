import type { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** A form refused as a whole: status, a message to show, and the errors per field. */
export class FormError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422,
    readonly errors: FieldError[],
    message = errors[0]?.message ?? 'Invalid form',
  ) {
    super(message);
    this.name = 'FormError';
  }

  get body() {
    return { success: false as const, message: this.message, errors: this.errors };
  }
}

export const unknownField = (field: string): FieldError => ({
  field,
  message: `Unknown field: ${field}`,
});

/**
 * Zod issues as `{ field, message }` with the schema's own messages (the ones the form shows);
 * every unknown field is named (docs/api.md "Conventions").
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const errors = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map(unknownField)
      : [{ field: issue.path.join('.') || 'body', message: issue.message }],
  );
  // One message per field, the first the schema gives: a blank email is "required",
  // not also "invalid".
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
}

/**
 * For routes with `attachValidation`: the body the schema validated, or a 400 FormError
 * with the schema's own message under each field (Fastify's error names no fields).
 */
export function validatedBody<S extends z.ZodType>(
  schema: S,
  request: { validationError?: Error; body: unknown },
): z.output<S> {
  return (request.validationError ? parseForm(schema, request.body) : request.body) as z.output<S>;
}

/** Parses with `schema` or throws a 400 FormError. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new FormError(400, fieldErrors(parsed.error));
  return parsed.data;
}
