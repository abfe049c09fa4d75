import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../shared/schemas/catalog';
import { errorSchema } from '../../../shared/schemas/common';
import { parseForm } from '../../lib/form-validation';
import { adminSecurity, adminTags } from './admin-docs';
import { NotFound } from './catalogue-setup.service';

// What the catalogue set-up routes share: documentation, answers, params.

export const tags = adminTags('catalogue set-up');
export const security = adminSecurity;
export const ok = z.object({ success: z.literal(true), message: z.string() });
export const refusals = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

export const idParams = z.object({ id: idParam }).strict();
export const colorParams = z.object({ id: idParam, colorId: idParam }).strict();
export const categoryParams = z.object({ categoryId: idParam }).strict();

/**
 * Params are parsed here again: with `attachValidation` (so that a bad body answers with
 * its messages per field) a bad id would otherwise reach the handler unparsed.
 */
export const paramsOf = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
  parseForm(schema, request.params);

/** Runs a change; an unknown record answers 404 with its message. */
export async function change<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFound) {
      return reply.code(404).send({ success: false, message: error.message });
    }
    throw error;
  }
}
