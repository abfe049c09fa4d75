import fp from 'fastify-plugin';
import { purgeExpired } from '../lib/housekeeping';

const HOUR = 60 * 60 * 1000;

/**
 * Purges expired sessions, used or expired reset links and old idempotency keys
 * (lib/housekeeping.ts) once the server is up and then every hour, off the request path.
 * A failure is logged and tried again at the next hour.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        const purged = await purgeExpired(app.db);
        if (purged.sessions + purged.resetLinks + purged.idempotencyKeys > 0) {
          app.log.info({ purged }, 'purged expired sessions, reset links and idempotency keys');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; trying again in an hour');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      void run();
      timer = setInterval(() => void run(), HOUR);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'housekeeping', dependencies: ['context'] },
);
