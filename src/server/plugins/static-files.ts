import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadStorefrontHtml, type StorefrontHtml } from '../lib/storefront-html';

export interface StaticOptions {
  /** The built SPA (dist/web); absent in API-only tests. */
  webDir: string | undefined;
  /** Public pictures: product images, category tiles, swatches. */
  publicMediaDir: string;
}

const ONE_DAY = 86_400;

/** The SPA's page for any storefront path, with that page's preload hints (lib/storefront-html). */
function sendIndexHtml(html: StorefrontHtml, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  const variant = html.forPath(pathname);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? (['br', variant.br] as const)
    : /\bgzip\b/.test(accepted)
      ? (['gzip', variant.gzip] as const)
      : ([undefined, variant.identity] as const);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Serves the SPA, its hashed assets (pre-compressed .br/.gz, cached for a year) and the
 * public pictures. Any other non-API path gets index.html so the SPA's router decides,
 * including its not-found page; unknown /api paths get a JSON 404.
 */
export const staticFilesPlugin = fp<StaticOptions>(
  async (app, { webDir, publicMediaDir }) => {
    // Staff uploads land here later; the folders exist from the first start.
    for (const folder of ['media', 'category-images']) {
      mkdirSync(path.join(publicMediaDir, folder), { recursive: true });
    }
    await app.register(fastifyStatic, {
      root: path.join(publicMediaDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      maxAge: ONE_DAY * 1000,
    });
    await app.register(fastifyStatic, {
      root: path.join(publicMediaDir, 'category-images'),
      prefix: '/category-images/',
      decorateReply: false,
      maxAge: ONE_DAY * 1000,
    });

    const spaDir =
      webDir !== undefined && existsSync(path.join(webDir, 'index.html')) ? webDir : undefined;
    if (spaDir) {
      await app.register(fastifyStatic, {
        root: spaDir,
        prefix: '/',
        wildcard: false,
        preCompressed: true,
        index: false,
        // Vite's manifest is read by the server, not served.
        allowedPath: (pathName) => !pathName.startsWith('/.vite/') && pathName !== '/index.html',
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }

    const html = spaDir ? loadStorefrontHtml(spaDir) : undefined;
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
        return reply
          .code(404)
          .send({ success: false, message: `Not found: ${request.method} ${url.split('?')[0]}` });
      }
      if (html && (request.method === 'GET' || request.method === 'HEAD')) {
        return sendIndexHtml(html, request, reply);
      }
      return reply.code(404).send({ success: false, message: 'Not found' });
    });
  },
  { name: 'static-files' },
);
