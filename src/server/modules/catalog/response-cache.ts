import { hash } from 'node:crypto';
import type {
  DoneFuncWithErrOrRes,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedForm, encodeLazily, type EncodedBody } from '../../lib/encoded-body';
import type { CatalogCache } from './catalog-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catalogue read whose answer depends only on the request and price visibility. */
    cacheResponse?: boolean;
  }
  interface FastifyRequest {
    responseCacheSlot?: { key: string; generation: number; first: boolean } | undefined;
  }
}

interface CachedResponse {
  /** The text, and its Brotli and gzip forms made on first demand: compressed once. */
  body: EncodedBody;
  etag: string;
}

/** Room for whole answers: at ~10 KB a page, some thousands of them. */
const MAX_BYTES = 64 * 1024 * 1024;

const etagOf = (body: string) => `"${hash('sha1', body, 'base64url').slice(0, 22)}"`;

/**
 * Whole answers of the catalogue reads, kept in memory by each server process and
 * validated by ETag. An answer depends only on the request and on whether the viewer
 * sees prices (trade prices are the same for every approved buyer), so the key is
 * those two. It is emptied whenever the catalogue cache is (a change notification from
 * the database, reaching every process; or a staff change made through this process),
 * and an answer read before a change is never stored after it.
 * docs/decisions/0011-response-cache.md
 */
export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedResponse>({
    maxSize: MAX_BYTES,
    // The compressed forms add about a fifth to the text (a tenth each).
    sizeCalculation: (entry, key) => Math.ceil(entry.body.identity.length * 1.2) + key.length + 64,
  });

  /** Answers being made, by key: the same question asked meanwhile waits for it. */
  private readonly making = new Map<
    string,
    { answer: Promise<CachedResponse | undefined>; done: (entry?: CachedResponse) => void }
  >();

  constructor(
    private readonly catalog: CatalogCache,
    private readonly enabled: boolean,
  ) {
    catalog.onClear(() => this.entries.clear());
  }

  /**
   * Serves a stored answer (or 304) before validation; notes the key otherwise. The
   * hooks are plain callbacks: a hit is answered without a promise.
   */
  lookup = (request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction) => {
    if (!this.enabled || !this.catalog.isLive()) return next();
    const key = requestKey(request);
    if (key === undefined) return next();
    const found = this.entries.get(key);
    if (found) return void sendAnswer(request, reply, found);
    const generation = this.catalog.currentGeneration();
    const inMaking = this.making.get(key);
    if (inMaking) {
      // A burst of the same question (a popular page after a change) is answered once.
      inMaking.answer.then((made) => {
        if (made) return void sendAnswer(request, reply, made);
        request.responseCacheSlot = { key, generation, first: false };
        next();
      }, next);
      return;
    }
    let done: (entry?: CachedResponse) => void = () => {};
    const answer = new Promise<CachedResponse | undefined>((resolve) => (done = resolve));
    this.making.set(key, { answer, done });
    request.responseCacheSlot = { key, generation, first: true };
    next();
  };

  /**
   * The answer kept under `key` (responseKey), else `make`'s, kept unless the catalogue
   * changed meanwhile: for the storefront, which puts a visitor's first answer into the
   * page without going through the route (modules/storefront/spa.ts).
   */
  async remember(
    key: string,
    make: () => Promise<string | undefined>,
  ): Promise<string | undefined> {
    if (!this.enabled || !this.catalog.isLive()) return make();
    const found = this.entries.get(key);
    if (found) return found.body.identity.toString();
    const generation = this.catalog.currentGeneration();
    const made = await make();
    if (made !== undefined && generation === this.catalog.currentGeneration()) {
      this.entries.set(key, { body: encodeLazily(made), etag: etagOf(made) });
    }
    return made;
  }

  /** Lets the requests waiting for this one's answer go on (with it, when it was kept). */
  private release(request: FastifyRequest, entry?: CachedResponse): void {
    const slot = request.responseCacheSlot;
    if (!slot?.first) return;
    slot.first = false;
    const inMaking = this.making.get(slot.key);
    this.making.delete(slot.key);
    inMaking?.done(entry);
  }

  /** After the answer, or when the client went away: nobody waits for ever. */
  settle = (request: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction) => {
    this.release(request);
    next();
  };

  /**
   * Stores a fresh 200 answer (unless the catalogue changed meanwhile), tags it, and
   * sends it in the form the client accepts (so that it is compressed once, here).
   */
  store = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    next: DoneFuncWithErrOrRes,
  ) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      this.release(request);
      return next(null, payload);
    }
    if (reply.getHeader('etag')) return next(null, payload); // served from here
    const etag = etagOf(payload);
    const slot = request.responseCacheSlot;
    let kept: CachedResponse | undefined;
    if (slot && slot.generation === this.catalog.currentGeneration() && this.catalog.isLive()) {
      kept = { body: encodeLazily(payload), etag };
      this.entries.set(slot.key, kept);
      this.release(request, kept);
    } else {
      this.release(request);
    }
    cacheHeaders(request, reply, etag);
    if (notModified(request, etag)) {
      reply.code(304);
      return next(null, '');
    }
    // A kept answer goes out in the form kept; any other is compressed on its way out
    // (@fastify/compress, at a faster quality: it is made for this one answer).
    next(null, kept ? acceptedForm(request, reply, kept.body) : payload);
  };

  /** Registers the hooks on every route of `app` marked `cacheResponse`. */
  register(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (!route.config?.cacheResponse) return;
      route.preValidation = [this.lookup, ...hooksOf(route.preValidation)];
      route.onSend = [this.store, ...hooksOf(route.onSend)];
      route.onResponse = [this.settle, ...hooksOf(route.onResponse)];
      route.onRequestAbort = [
        async (request) => this.release(request),
        ...hooksOf(route.onRequestAbort),
      ];
    });
  }
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Price visibility, method, URL and — for a search or filter — the body as sent. None
 * for a body nested too deep to write out: validation (after this) refuses it.
 */
function requestKey(request: FastifyRequest): string | undefined {
  try {
    return responseKey(request.viewer.canSeePrices, request.method, request.url, request.body);
  } catch {
    return undefined;
  }
}

/** The key of an answer: price visibility, method, URL and (unless a GET) the body as sent. */
export function responseKey(
  canSeePrices: boolean,
  method: string,
  url: string,
  body: unknown,
): string {
  const sent = method === 'GET' ? '' : JSON.stringify(body ?? null);
  return `${canSeePrices ? 'trade' : 'visitor'} ${method} ${url} ${sent}`;
}

function cacheHeaders(request: FastifyRequest, reply: FastifyReply, etag: string): void {
  // Browsers keep the answer but ask again each time; signed-in answers stay private.
  reply
    .header('etag', etag)
    .header('cache-control', request.viewer.canSeePrices ? 'private, no-cache' : 'no-cache')
    .header('vary', 'authorization, cookie, accept-encoding');
}

const notModified = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag) ?? false;

function sendAnswer(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  cacheHeaders(request, reply, entry.etag);
  if (notModified(request, entry.etag)) return reply.code(304).send();
  return reply
    .type('application/json; charset=utf-8')
    .send(acceptedForm(request, reply, entry.body));
}
