import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { registerResizedImages } from '../lib/resized-images';
import { HERO_POSTER, HERO_VIDEO } from '../../shared/site/media';

/** The public pictures; the built SPA is served by modules/storefront. */
export interface StaticOptions {
  /** Public pictures: product images, category tiles, swatches. */
  publicMediaDir: string;
}

const ONE_DAY = 86_400;
const MEDIA = '/media/';
const CATEGORY_IMAGES = '/category-images/';

/** Paths of files that are the same for everyone: no session is looked up for them. */
export const FILE_PREFIXES = ['/assets/', MEDIA, CATEGORY_IMAGES, '/favicon'] as const;

export const staticFilesPlugin = fp<StaticOptions>(
  async (app, { publicMediaDir }) => {
    // Staff uploads land here later; the folders exist from the first start.
    for (const folder of ['media', 'category-images']) {
      mkdirSync(path.join(publicMediaDir, folder), { recursive: true });
    }
    // Staff replace the hero in place (same address): browsers check it again after five
    // minutes (ETag makes that cheap) instead of keeping the old one for a day.
    const replaceable = new Set([HERO_POSTER, HERO_VIDEO].map((url) => path.basename(url)));
    await app.register(fastifyStatic, {
      root: path.join(publicMediaDir, 'media'),
      prefix: MEDIA,
      decorateReply: false,
      maxAge: ONE_DAY * 1000,
      setHeaders: (res, filePath) => {
        if (replaceable.has(path.basename(filePath))) {
          res.header('cache-control', 'public, max-age=300, must-revalidate');
        }
      },
    });
    // Narrower copies of product pictures, for srcset (shared/site/media.ts).
    registerResizedImages(app, publicMediaDir);
    await app.register(fastifyStatic, {
      root: path.join(publicMediaDir, 'category-images'),
      prefix: CATEGORY_IMAGES,
      decorateReply: false,
      maxAge: ONE_DAY * 1000,
    });
  },
  { name: 'static-files' },
);
