import type { PGlite } from '@electric-sql/pglite';

/** PGlite: the queue of reads waiting for each embedded database, and when it last yielded. */
const turns = new WeakMap<PGlite, { queue: Promise<unknown>; yieldedAt: number }>();
const MAX_STRETCH_MS = 2;

/**
 * Runs PGlite reads one at a time, giving the event loop a turn at least every 2 ms.
 * PGlite runs in this thread: queued queries would otherwise run back to back in one
 * long stretch of microtasks, during which no socket is read, and some requests starve.
 */
export function inTurn<T>(client: PGlite, read: () => Promise<T>): Promise<T> {
  let turn = turns.get(client);
  if (!turn) turns.set(client, (turn = { queue: Promise.resolve(), yieldedAt: performance.now() }));
  const state = turn;
  const run = state.queue
    .then(async () => {
      if (performance.now() - state.yieldedAt > MAX_STRETCH_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        state.yieldedAt = performance.now();
      }
    })
    .then(read);
  state.queue = run.catch(() => {});
  return run;
}
