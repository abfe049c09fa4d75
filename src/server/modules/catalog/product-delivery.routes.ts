import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productDeliveryQuery,
  productDeliverySchema,
  productIdParams,
} from '#src/shared/schemas/catalog';
import { errorSchema } from '#src/shared/schemas/common';
import { productDelivery } from './product-delivery.service';

/**
 * The product page's delivery line (docs/api.md "Catalogue"): public, like the product,
 * and never kept by the response cache — its earliest date moves with the day.
 */
export const productDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/:id/delivery', {
    schema: {
      tags: ['catalogue'],
      summary: 'Lead time and earliest delivery date of a product (in a fabric), ordered today',
      params: productIdParams,
      querystring: productDeliveryQuery,
      response: {
        200: productDeliverySchema.extend({ success: z.literal(true) }),
        400: errorSchema,
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await productDelivery(
        app.db,
        request.params.id,
        request.query.fabric_id ?? null,
      );
      return reply.header('cache-control', 'no-cache').send({ success: true as const, ...answer });
    },
  });
};
