/** Reads that have not yet reached the database, by client and by statement and parameters. */
const queuedReads = new WeakMap<object, Map<string, Promise<unknown[]>>>();

/**
 * Runs `read` once for every caller with the same `key` until it starts: `read` calls
 * `started()` the moment it has the database, after which a new caller starts afresh.
 */
export function sharedWhileQueued<T>(
  client: object,
  key: string,
  read: (started: () => void) => Promise<T[]>,
): Promise<T[]> {
  let queued = queuedReads.get(client);
  if (!queued) queuedReads.set(client, (queued = new Map<string, Promise<unknown[]>>()));
  const waiting = queued.get(key);
  if (waiting) return waiting as Promise<T[]>;
  const reads = queued;
  const started = () => {
    if (reads.get(key) === run) reads.delete(key);
  };
  const run: Promise<T[]> = read(started).finally(started);
  reads.set(key, run);
  return run;
}
