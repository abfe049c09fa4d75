import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PageHeads } from './page-heads';
import { seoRoutes } from './seo.routes';
import { Sitemaps } from './sitemap';
import { serveSpa } from './spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Title, description, canonical and structured data of each storefront page. */
    pageHeads: PageHeads;
  }
}

/**
 * The storefront's first paint: the built SPA's files, and for every storefront path the
 * SPA's page with that page's head, hints and a visitor's first answer inlined (spa.ts,
 * storefront-html.ts, page-shells.ts); and what search engines read: each page's head,
 * robots.txt and the sitemap. docs/decisions/0012-seo.md
 */
const storefront: FastifyPluginAsync<{
  /** The built SPA (dist/web); absent in API-only tests. */
  webDir: string | undefined;
}> = async (app, { webDir }) => {
  const { catalogCache } = app;
  const { publicUrl, port, allowedHosts } = app.config;
  const origins = { publicUrl, port, allowedHosts };
  const catalog = { db: app.database.catalogDb, cache: catalogCache };
  app.decorate('pageHeads', new PageHeads(catalog, origins));
  const sitemaps = new Sitemaps(app.database.catalogDb, catalogCache);
  await app.register(seoRoutes, { sitemaps, origins });
  await serveSpa(app, webDir);
};

/** At the site's root: its not-found handler answers every path no route takes. */
export const storefrontModule = fp(storefront, {
  name: 'storefront',
  dependencies: ['catalog-cache', 'static-files'],
});
