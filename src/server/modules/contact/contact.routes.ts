import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#src/shared/schemas/common';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  DUPLICATE_MESSAGE,
  callbackRequestSchema,
  contactMessageSchema,
} from '#src/shared/schemas/contact';
import { readContactForm } from './contact.multipart';
import * as contact from './contact.service';
import type { ContactDeps } from './contact.service';
import { parseForm, validatedBody } from '../../lib/form-validation';
import type { RateLimit } from '../../plugins/rate-limit';

export const CONTACT_SENT = 'Thank you! Your message has been sent. We will get back to you soon.';
export const CALLBACK_SENT = 'Thank you! We will call you back shortly.';

export interface ContactRoutesOptions {
  deps: ContactDeps;
  limits: { contactMessage: RateLimit; callbackRequest: RateLimit };
}

const tags = ['contact'];
const sent = z.object({ success: z.literal(true), message: z.string() });
const tooMany = errorSchema.describe('Too many requests from this address; try again later');

/** The body is read by @fastify/multipart in the handler; the schema only documents it. */
const contactFormDoc = contactMessageSchema.extend({
  file: z
    .file()
    .max(ATTACHMENT_MAX_BYTES)
    .mime(Object.keys(ATTACHMENT_TYPES))
    .optional()
    .describe('One PDF, Word (.doc/.docx), JPEG or PNG file of at most 10 MB, checked by content'),
});
const documentOnly = () => (value: unknown) => ({ value });

function answer(reply: FastifyReply, outcome: contact.Outcome, message: string) {
  return outcome === 'duplicate'
    ? reply.code(409).send({ success: false, message: DUPLICATE_MESSAGE })
    : reply.code(201).send({ success: true, message });
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { deps, limits },
) => {
  app.post('/user/contact-us', {
    config: { rateLimit: limits.contactMessage },
    validatorCompiler: documentOnly,
    schema: {
      tags,
      summary: 'Send the shop a message, optionally with one attached file',
      consumes: ['multipart/form-data'],
      body: contactFormDoc,
      response: {
        201: sent,
        400: errorSchema,
        409: errorSchema,
        413: errorSchema,
        415: errorSchema,
        429: tooMany,
      },
    },
    // A FormError (bad field, file too large or of the wrong type) is answered by the
    // error handler with its status and the messages per field.
    handler: async (request, reply) => {
      const { fields, staged } = await readContactForm(request, deps.files);
      let input;
      try {
        input = parseForm(contactMessageSchema, fields);
      } catch (error) {
        await deps.files.discard(staged);
        throw error;
      }
      const outcome = await contact.submitContactMessage(
        { ...deps, log: request.log },
        input,
        staged,
      );
      return answer(reply, outcome, CONTACT_SENT);
    },
  });

  app.post('/user/request-call', {
    config: { rateLimit: limits.callbackRequest },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Ask the shop to call back',
      body: callbackRequestSchema,
      response: { 201: sent, 400: errorSchema, 409: errorSchema, 429: tooMany },
    },
    handler: async (request, reply) => {
      const input = validatedBody(callbackRequestSchema, request);
      const outcome = await contact.submitCallbackRequest({ ...deps, log: request.log }, input);
      return answer(reply, outcome, CALLBACK_SENT);
    },
  });
};
