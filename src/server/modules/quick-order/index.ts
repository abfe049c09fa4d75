import type { FastifyPluginAsync } from 'fastify';
import { multipartPlugin } from '../../plugins/multipart';
import { quickOrderRoutes } from './quick-order.routes';

/** Quick order: lines by SKU, typed, pasted or uploaded, checked before the cart. */
export const quickOrderModule: FastifyPluginAsync = async (app) => {
  await app.register(multipartPlugin);
  await app.register(quickOrderRoutes, { db: app.db });
};
