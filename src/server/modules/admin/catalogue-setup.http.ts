import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#src/shared/schemas/catalog';
import { errorSchema } from '#src/shared/schemas/common';
import { parseForm, validatedBody } from '../../lib/form-validation';
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

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Actor = FastifyRequest['viewer']['userId'];

interface ChangeRouteSpec<P extends z.ZodType, B extends z.ZodType> {
  summary: string;
  params: P;
  body: B;
  /** The answer's message, e.g. "Size saved". */
  message: string;
  run: (actor: Actor, params: z.output<P>, body: z.output<B>) => Promise<unknown>;
}

/** PUT `path`: saves the body on the record the params name; an unknown record answers 404. */
export function putRoute<P extends z.ZodType, B extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: ChangeRouteSpec<P, B>,
) {
  app.put(path, {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: spec.summary,
      params: spec.params,
      body: spec.body,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) => {
      const params = paramsOf(spec.params, request);
      const body = validatedBody(spec.body, request);
      return change(reply, async () => {
        await spec.run(request.viewer.userId, params, body);
        return { success: true as const, message: spec.message };
      });
    },
  });
}

/** DELETE `path`: removes the record the params name; an unknown record answers 404. */
export function deleteRoute<P extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: Omit<ChangeRouteSpec<P, z.ZodType>, 'body' | 'run'> & {
    run: (actor: Actor, params: z.output<P>) => Promise<unknown>;
  },
) {
  app.delete(path, {
    schema: {
      tags,
      security,
      summary: spec.summary,
      params: spec.params,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) =>
      change(reply, async () => {
        await spec.run(request.viewer.userId, paramsOf(spec.params, request));
        return { success: true as const, message: spec.message };
      }),
  });
}
