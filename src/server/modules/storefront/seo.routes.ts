import type { FastifyPluginAsync } from 'fastify';
import { sendEncoded } from '../../lib/encoded-body';
import { originOf, type OriginRule } from './page-heads';
import { PRIVATE_PATHS } from './public-pages';
import type { Sitemaps } from './sitemap';

// Crawlers come back daily at most; a catalogue change reaches them within the hour.
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemap, at the site's root where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync<{
  sitemaps: Sitemaps;
  origins: OriginRule;
}> = async (app, { sitemaps, origins }) => {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request, origins)}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  const sendSitemap = async (
    file: string,
    request: Parameters<typeof originOf>[0],
    reply: Parameters<typeof sendEncoded>[1],
  ) => {
    const body = await sitemaps.file(file, originOf(request, origins));
    if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendEncoded(request, reply, body, { type: XML, cacheControl: CACHE_CONTROL });
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    sendSitemap('index', request, reply),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    (request, reply) => {
      const name = /^(pages|products-\d+)\.xml$/.exec(request.params.file)?.[1];
      return name
        ? sendSitemap(name, request, reply)
        : reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  );
};
