import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface StaticOptions {
  /** The built SPA (dist/web); absent in API-only tests. */
  webDir: string | undefined;
  /** Public pictures: product images, category tiles, swatches. */
  publicMediaDir: string;
}

const ONE_DAY = 86_400;

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
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
        return reply
          .code(404)
          .send({ success: false, message: `Not found: ${request.method} ${url.split('?')[0]}` });
      }
      if (spaDir && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', spaDir);
      }
      return reply.code(404).send({ success: false, message: 'Not found' });
    });
  },
  { name: 'static-files' },
);
