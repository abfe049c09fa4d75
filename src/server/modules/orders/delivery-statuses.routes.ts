import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDeliveryStatuses } from './delivery-statuses.service';

export const deliveryStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/delivery-statuses', {
    schema: {
      tags: ['orders'],
      summary: 'The ordered delivery-status list (public)',
      response: {
        200: z.object({
          success: z.literal(true),
          statuses: z.array(
            z.object({ id: z.number(), deliveryStatus: z.string(), position: z.number() }),
          ),
        }),
      },
    },
    handler: async () => ({
      success: true as const,
      statuses: await listDeliveryStatuses(app.db),
    }),
  });
};
