import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog.routes';

export const catalogModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes);
};
