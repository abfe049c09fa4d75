import type { FastifyPluginAsync } from 'fastify';
import { deliveryOptionsRoutes } from './delivery-options.routes';

/**
 * Delivery days (docs/business-rules.md "Delivery days"): the buyer's side here; staff's
 * calendar and planner in modules/admin.
 */
export const deliveriesModule: FastifyPluginAsync = async (app) => {
  await app.register(deliveryOptionsRoutes, { db: app.db });
};
