import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The form of `body` the client accepts: Brotli, then gzip (by the header's q-values),
 * else the text as it is. Says which in the reply's Content-Encoding.
 */
export function acceptedForm(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const header = request.headers['accept-encoding'];
  const encoding = header ? negotiate(header.toLowerCase(), ['br', 'gzip'] as const) : null;
  if (!encoding) return body.identity;
  reply.header('content-encoding', encoding);
  return body[encoding];
}

/** Sends the form the client accepts (Brotli, then gzip, then plain). */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  headers: { type: string; cacheControl: string },
) {
  const bytes = acceptedForm(request, reply, body);
  return reply
    .header('vary', 'accept-encoding')
    .header('cache-control', headers.cacheControl)
    .type(headers.type)
    .send(bytes);
}
