import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** A route's own limit: at most `max` requests a client in `timeWindow` milliseconds. */
export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * Per-route limits only (`config: { rateLimit: { max, timeWindow } }` on a route), keyed
 * by client IP (behind a proxy, set TRUST_PROXY so the IP is the visitor's). Counters are
 * in memory per process, or in Redis when REDIS_URL is set (plugins/redis), so that every
 * instance behind a load balancer counts against the same limit.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'shop-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: TOO_MANY_REQUESTS,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
