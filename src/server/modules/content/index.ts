import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content.routes';

export const contentModule: FastifyPluginAsync = async (app) => {
  await app.register(contentRoutes);
};
