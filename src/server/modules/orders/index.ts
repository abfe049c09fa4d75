import type { FastifyPluginAsync } from 'fastify';
import { deliveryStatusRoutes } from './delivery-statuses.routes';

export const ordersModule: FastifyPluginAsync = async (app) => {
  await app.register(deliveryStatusRoutes);
};
