import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#src/shared/schemas/common';
import { ORDER_NOT_FOUND, trackingAnswerSchema, trackingParams } from '#src/shared/schemas/orders';
import type { RateLimit } from '../../plugins/rate-limit';
import * as orders from './orders.service';
import type { OrdersDeps } from './orders.service';

export const trackingRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps; limit: RateLimit }> = async (
  app,
  { deps, limit },
) => {
  // Public: anyone with a tracking ID or reference number may follow an order, and sees only the
  // tracking view's fields (docs/business-rules.md "Tracking"). Rate limited per IP so that
  // reference numbers cannot be guessed wholesale.
  app.get('/auth/user/track-orders/:trackingId', {
    config: { rateLimit: limit },
    schema: {
      tags: ['orders'],
      summary:
        'Track an order by tracking ID (the whole view) or reference number (the delivery view; the owner, signed in, sees every order with it in full)',
      params: trackingParams,
      response: {
        200: trackingAnswerSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await orders.trackOrder(
        deps,
        request.params.trackingId,
        request.viewer.userId,
      );
      if (!answer) return reply.code(404).send({ success: false, message: ORDER_NOT_FOUND });
      return answer;
    },
  });
};
