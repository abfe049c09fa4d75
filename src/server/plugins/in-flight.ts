import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no handler is running (or after `timeoutMs`: false then). */
    inFlightDrained(timeoutMs: number): Promise<boolean>;
  }
}

const running = Symbol('in flight');
type Counted = FastifyRequest & { [running]?: boolean };

/**
 * Counts the requests whose handlers are still at work: from the first hook until the
 * answer is sent (onSend; a client that left gets no 'finish', so no onResponse), or
 * until the response ends (onResponse: a reply its handler hijacks skips onSend).
 * Closing the server waits for the connections, not the handlers: a client that gave up
 * has closed its connection, and without this the shop would end its database pool
 * under a handler still reading.
 */
export const inFlightPlugin = fp(
  async (app) => {
    let count = 0;
    let idle: Array<() => void> = [];
    const finish = (request: Counted) => {
      if (!request[running]) return;
      request[running] = false;
      count -= 1;
      if (count === 0) {
        for (const resolve of idle) resolve();
        idle = [];
      }
    };
    app.addHook('onRequest', (request: Counted, _reply, done) => {
      request[running] = true;
      count += 1;
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      finish(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      finish(request);
      done();
    });
    app.decorate('inFlightDrained', (timeoutMs: number) =>
      count === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            idle.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
    );
  },
  { name: 'in-flight' },
);
