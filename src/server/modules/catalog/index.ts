import type { FastifyPluginAsync } from 'fastify';
import { CatalogCache } from './catalog-cache';
import { catalogRoutes } from './catalog.routes';

export const catalogModule: FastifyPluginAsync = async (app) => {
  const cache = new CatalogCache();
  await cache.start(app.database);
  await app.register(catalogRoutes, { catalog: { db: app.db, cache } });
};
