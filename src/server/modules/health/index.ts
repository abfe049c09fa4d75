import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Answers ok only when the database answers',
      response: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable'), message: z.string() }),
      },
    },
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, message: 'The database is not answering' });
      }
    },
  });
};
