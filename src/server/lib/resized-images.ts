import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { IMAGE_WIDTHS, resizedUrl } from '../../shared/site/media';
import { publicFilePath, storeWebp } from './images';

/** One picture resized at a time: a burst of first views must not take every core. */
const resizing = pLimit(1);
const inFlight = new Map<string, Promise<void>>();

const mtimeOf = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.mtimeMs : undefined),
    () => undefined,
  );

/**
 * GET /media/w{320,480,800}/products/…: a product picture at that width, made with sharp
 * on its first request and kept beside the original (remade when the original is newer).
 * Only existing product pictures are resized, at the fixed widths: the work and the disk
 * it takes are bounded by the catalogue.
 */
export function registerResizedImages(app: FastifyInstance, publicMediaDir: string): void {
  for (const width of IMAGE_WIDTHS) {
    app.get(`/media/w${width}/products/*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (!/^[\w./-]+\.webp$/.test(rest) || rest.split('/').includes('..')) {
        return reply.code(404).send({ success: false, message: 'Not found' });
      }
      const original = `/media/products/${rest}`;
      const source = publicFilePath(publicMediaDir, original);
      const url = resizedUrl(original, width);
      const target = publicFilePath(publicMediaDir, url);
      const sourceTime = await mtimeOf(source);
      if (sourceTime === undefined) {
        return reply.code(404).send({ success: false, message: 'Not found' });
      }
      const targetTime = await mtimeOf(target);
      if (targetTime === undefined || targetTime < sourceTime) {
        let making = inFlight.get(target);
        if (!making) {
          making = resizing(() =>
            storeWebp(publicMediaDir, url, source, {
              width,
              quality: 72,
              maxInputPixels: 60_000_000,
            }).then(() => undefined),
          ).finally(() => inFlight.delete(target));
          inFlight.set(target, making);
        }
        await making;
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(target));
    });
  }
}
