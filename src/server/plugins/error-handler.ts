import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStatementTimeout } from '../../db/errors';
import { FormError } from '../lib/form-validation';
import { PasswordWorkBusyError } from '../lib/password';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const TOO_SLOW = 'That took too long to find. Please try again with fewer or longer words.';
export const BODY_MISSING = 'This request needs a body: send its fields as a JSON object.';

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
        // A body labelled JSON but empty reaches the route as none (app.ts).
        if (error.validationContext === 'body' && request.body == null) {
          return reply.code(400).send({ success: false, message: BODY_MISSING });
        }
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
      if (error instanceof PasswordWorkBusyError) {
        return reply
          .code(503)
          .header('retry-after', '2')
          .send({ success: false, message: error.message });
      }
      // A read cut short by the statement timeout: the shop is fine, the question was too hard.
      if (isStatementTimeout(error)) {
        request.log.warn({ url: request.url }, 'statement timeout');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ success: false, message: TOO_SLOW });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: GENERIC_ERROR });
    });
  },
  { name: 'error-handler' },
);
