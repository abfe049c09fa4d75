import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A response body in the three forms a client may accept. */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Compressed now, at the best quality by default: for bodies made once at start-up. */
export function encodeNow(text: string, quality = 11): EncodedBody {
  const identity = Buffer.from(text);
  return { identity, br: brotli(identity, quality), gzip: gzipSync(identity, { level: 9 }) };
}

/**
 * Compressed on first use, in the one encoding asked for, at a fast quality: for bodies
 * made per request (a product's page) or cached until the catalogue changes.
 */
export function encodeLazily(text: string, quality = 5): EncodedBody {
  const identity = Buffer.from(text);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    get br() {
      return (br ??= brotli(identity, quality));
    },
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 6 }));
    },
  };
}

/** Browsers send a handful of different Accept-Encoding headers: each is read once. */
const encodings = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/**
 * The form of `body` the client accepts: Brotli, then gzip (by the header's q-values),
 * else the text as it is. Says which in the reply's Content-Encoding.
 */
export function acceptedForm(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const header = request.headers['accept-encoding'];
  const encoding = header ? encodings.negotiate(header.toLowerCase()) : null;
  if (!encoding) return body.identity;
  reply.header('content-encoding', encoding);
  return body[encoding];
}

/**
 * Sends the form the client accepts, and says that the answer varies with the
 * Accept-Encoding header (and with the request headers in `headers.vary`).
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  headers: { type: string; cacheControl: string; vary?: string },
) {
  const bytes = acceptedForm(request, reply, body);
  return reply
    .header('vary', headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding')
    .header('cache-control', headers.cacheControl)
    .type(headers.type)
    .send(bytes);
}
