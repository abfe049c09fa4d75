import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/database';
import { errorSchema } from '#src/shared/schemas/common';
import { deliveryOptionsBody, deliveryOptionsSchema } from '#src/shared/schemas/delivery-options';
import { requireSignedIn } from '../../plugins/viewer';
import { optionsForCart } from './checkout-delivery.service';

const tags = ['deliveries'];

/** docs/api.md "Delivery days": what a cart can be delivered on, for the cart and checkout. */
export const deliveryOptionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post('/delivery/options', {
    preValidation: requireSignedIn,
    config: { readsOnly: true },
    schema: {
      tags,
      summary:
        "A cart's lead time, earliest delivery date and the days its site's region can still take it",
      body: deliveryOptionsBody,
      response: {
        200: deliveryOptionsSchema,
        400: errorSchema.describe(
          "A line, its quantity, or site_id is not one of the company's sites",
        ),
        401: errorSchema,
      },
    },
    handler: (request) => optionsForCart(db, request.viewer.userId!, request.body),
  });
};
