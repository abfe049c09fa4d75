import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * Per-route limits only (`config: { rateLimit: { max, timeWindow } }` on a route), keyed
 * by client IP (behind a proxy, set TRUST_PROXY so the IP is the visitor's). Counters are
 * in memory, per process; several processes need a shared store (Redis) to share them.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: TOO_MANY_REQUESTS,
      }),
    });
  },
  { name: 'rate-limit' },
);
