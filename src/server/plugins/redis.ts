import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client when REDIS_URL is set: counters shared by every instance. */
    redis: Redis | undefined;
  }
}

/** Connects at start-up (a wrong REDIS_URL stops the start, not a later sign-in). */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
