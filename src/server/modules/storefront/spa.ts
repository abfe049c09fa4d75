import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from '../../lib/encoded-body';
import { loadStorefrontHtml, type StorefrontHtml } from './storefront-html';
import { responseKey } from '../catalog/response-cache';

const HTML = { type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };

/**
 * The kinds of file the built storefront is made of. Anything else found in its folder
 * (a source map, .env, package.json, a backup, Vite's manifest) is not served: the SPA's
 * page answers instead (ASVS 13.4.7).
 */
const STOREFRONT_FILE =
  /^(?:\/[^/.][^/]*)*\/[^/.][^/]*\.(?:js|mjs|css|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|mp4|webm|txt|webmanifest)$/;
export const isStorefrontFile = (pathName: string) =>
  STOREFRONT_FILE.test(pathName) && pathName !== '/index.html';

/** The page's title, description, canonical link and structured data (page-heads.ts). */
async function headOf(app: FastifyInstance, request: FastifyRequest, pathname: string) {
  if (!app.hasDecorator('pageHeads')) return undefined;
  try {
    return await app.pageHeads.headFor(request, pathname);
  } catch (error) {
    // The page still works with the shop's general head; crawlers come back.
    request.log.warn({ err: error }, 'page head unavailable');
    return undefined;
  }
}

/**
 * The SPA's page for any storefront path, with that page's head and hints
 * (storefront-html.ts). A visitor's first page of products comes inside it: the
 * catalogue service's answer to the request the page would make, kept in the API's
 * response cache under that request's key (response-cache.ts), so that the page and
 * the API share one answer and a warm page reads nothing from the database.
 */
async function sendIndexHtml(
  app: FastifyInstance,
  storefront: StorefrontHtml,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [pathname = '/', query] = request.url.split('?');
  const head = await headOf(app, request, pathname);
  const landing = storefront.forPath(pathname, head, request.viewer.userId === null);
  // An unknown page, product or category: the SPA shows its not-found page, and the status says so.
  if (head?.notFound) reply.code(404);
  const inline = landing.inline;
  if (inline && query === undefined && !request.viewer.canSeePrices && request.method === 'GET') {
    const first = inline.request;
    const catalog = { db: app.database.catalogDb, cache: app.catalogCache };
    const json = await app.responseCache.remember(
      responseKey(false, first.method, first.url, first.body),
      () => first.read(catalog, request.viewer),
    );
    if (json !== undefined) return sendEncoded(request, reply, inline.withResponse(json), HTML);
  }
  return sendEncoded(request, reply, landing.html, HTML);
}

/**
 * The built SPA (`webDir`, absent in API-only tests): its files, and for any other path
 * the SPA's page (or a 404 for an unknown API path).
 */
export async function serveSpa(app: FastifyInstance, webDir: string | undefined) {
  const spaDir =
    webDir !== undefined && existsSync(path.join(webDir, 'index.html')) ? webDir : undefined;
  if (spaDir) {
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      // Vite's manifest is read by the server, not served; index.html is the SPA's page.
      allowedPath: isStorefrontFile,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  const html = spaDir ? loadStorefrontHtml(spaDir, app.config.shopIdentity) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      return reply
        .code(404)
        .send({ success: false, message: `Not found: ${request.method} ${url.split('?')[0]}` });
    }
    if (html && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndexHtml(app, html, request, reply);
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });
}
