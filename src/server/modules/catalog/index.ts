import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogCache } from './catalog-cache';
import { catalogRoutes } from './catalog.routes';
import { productDeliveryRoutes } from './product-delivery.routes';
import { ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's catalogue caches; `onClear` tells of every catalogue change. */
    catalogCache: CatalogCache;
    /** Whole catalogue answers (response-cache.ts): the routes' and the storefront's. */
    responseCache: ResponseCache;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The catalogue caches, for the whole app (the storefront's pages and sitemap use them
 * too). A staff change made through this process drops them before its answer leaves,
 * so the staff member's next request sees it; other processes hear of it from the
 * database's notification (milliseconds later).
 */
export const catalogCachePlugin = fp(
  async (app) => {
    const cache = new CatalogCache();
    await cache.start(app.database);
    app.decorate('catalogCache', cache);
    app.decorate('responseCache', new ResponseCache(cache, app.config.responseCache));
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        UNSAFE.has(request.method) &&
        request.url.startsWith('/api/admin/') &&
        reply.statusCode < 400
      ) {
        cache.clear();
      }
      done(null, payload);
    });
  },
  { name: 'catalog-cache', dependencies: ['context'] },
);

export const catalogModule: FastifyPluginAsync = async (app) => {
  const cache = app.catalogCache;
  await app.register(catalogRoutes, {
    catalog: { db: app.database.catalogDb, cache },
    responses: app.responseCache,
  });
  await app.register(productDeliveryRoutes);
};
