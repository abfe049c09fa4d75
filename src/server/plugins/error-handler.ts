import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FormError } from '../lib/form-validation';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * One error handler: a JSON `{ message }` with the right status; never a stack trace,
 * SQL or internal detail. Unknown `/api` paths answer a JSON 404; other paths get the
 * SPA (registered by the static plugin).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A form refused with its messages per field (lib/form-validation).
      if (error instanceof FormError) return reply.code(error.statusCode).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const messages = error.validation.map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const part = error.validationContext === 'body' ? '' : `${error.validationContext} `;
          return where ? `${part}${where}: ${issue.message}` : `${part}${issue.message}`.trim();
        });
        return reply.code(400).send({ success: false, message: messages.join('; ') });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ success: false, message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: GENERIC_ERROR });
    });
  },
  { name: 'error-handler' },
);
