import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** The most of a refused upload's body read (and dropped) so its sender sees the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** …and for at most this long: a sender that trickles is cut off. */
const DRAIN_LIMIT_MS = 30_000;

/**
 * multipart/form-data for the routes that take a file. Nothing is buffered or written
 * by the plugin: a route reads `request.parts()` and streams each file where it belongs,
 * with the size limit of its own rules. These are the outer bounds of any form.
 *
 * Registered by the modules whose routes take files (contact, orders, the staff
 * console), not for the whole app: its hooks run on every request of the scope they are
 * in (three promises and a listener each), and the catalogue's reads need none of them.
 * Elsewhere a multipart body is refused with 415 before any handler runs.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: 16 * 1024,
        fields: 20,
        files: 2,
        parts: 25,
        headerPairs: 100,
      },
    });
    // A refused upload (too large, wrong type) is answered before its body is all read.
    // Node drops an unread body itself, but not one a route began to read: a browser,
    // still sending, would wait a minute or more for the answer (the socket stalls). The
    // rest is read and dropped, up to any upload the shop takes; past that it is closed.
    app.addHook('onResponse', async (request) => {
      const raw = request.raw;
      if (raw.readableEnded || raw.destroyed || !request.isMultipart()) return;
      raw.unpipe(); // from the form parser, which stopped reading at the refusal
      let left = DRAIN_LIMIT_BYTES;
      const cutOff = setTimeout(() => raw.destroy(), DRAIN_LIMIT_MS);
      cutOff.unref();
      raw.on('data', (chunk: Buffer) => {
        left -= chunk.length;
        if (left < 0) raw.destroy();
      });
      raw.once('close', () => clearTimeout(cutOff));
      raw.resume();
    });
  },
  { name: 'multipart' },
);
