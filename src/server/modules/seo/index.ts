import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PageHeads } from './page-heads';
import { seoRoutes } from './seo.routes';
import { Sitemaps } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** Title, description, canonical and structured data of each storefront page. */
    pageHeads: PageHeads;
  }
}

/**
 * What search engines read: each storefront page's head (put into the HTML by
 * plugins/static-files), robots.txt and the sitemap. docs/decisions/0012-seo.md
 */
const seo: FastifyPluginAsync = async (app) => {
  const { catalogCache } = app;
  const { publicUrl, port, allowedHosts } = app.config;
  const origins = { publicUrl, port, allowedHosts };
  app.decorate('pageHeads', new PageHeads(app, catalogCache, origins));
  const sitemaps = new Sitemaps(app.database.catalogDb, catalogCache);
  await app.register(seoRoutes, { sitemaps, origins });
};

/** At the site's root: static-files reads `pageHeads`. */
export const seoModule = fp(seo, { name: 'seo', dependencies: ['catalog-cache'] });
