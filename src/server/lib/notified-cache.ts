import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client';

/** What a cache holds at most unless told otherwise: about 32 MB of text. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * About how many bytes a value takes: a string its length (the catalogue's cards and
 * pages are JSON text, mostly ASCII), a number 8, anything else the length of its JSON.
 */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return 8;
  return JSON.stringify(value)?.length ?? 8;
}

/**
 * An in-memory cache of one server process that the database keeps honest: triggers
 * send a notification on `channel` for every change to the tables behind it, and each
 * process drops everything it holds; while notifications are not flowing nothing is
 * cached. A value read before a change is never stored after it (`generation`), and
 * concurrent misses of one key share one load. It holds at most `maxBytes` (keys and
 * values, estimated), the least recently used going first: no key a client chooses can
 * make it grow without end. docs/decisions/0006-catalogue-caches.md
 */
export class NotifiedCache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  private readonly loading = new Map<string, Promise<unknown>>();
  private generation = 0;
  private healthy: () => boolean = () => false;
  private readonly clearListeners: Array<() => void> = [];

  constructor(
    private readonly channel: string,
    { maxBytes = DEFAULT_MAX_BYTES }: { maxBytes?: number } = {},
  ) {
    // Values are boxed: lru-cache holds no undefined, and a load may find nothing.
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => Math.max(1, sizeOf(entry.value) + key.length + 64),
    });
  }

  /** The bytes held, as estimated for the bound. */
  get heldBytes(): number {
    return this.entries.calculatedSize;
  }

  async start(database: DatabaseHandle): Promise<void> {
    const listening = await database.listen(this.channel, () => this.clear());
    this.healthy = () => listening.healthy();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Calls `listener` whenever the caches are dropped (ResponseCache empties itself). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Whether change notifications are flowing, so that anything may be cached. */
  isLive(): boolean {
    return this.healthy();
  }

  /** The cached value, or the loaded one (stored unless the catalogue changed meanwhile). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = await this.getMany<T>([key], async () => new Map([[key, await load()]]));
    return found.get(key) as T;
  }

  /** Cached values by key; the missing ones loaded together, in one call. */
  async getMany<T>(
    keys: string[],
    loadMissing: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const pending: Array<Promise<void>> = [];
    const missing: string[] = [];
    const live = this.healthy();
    for (const key of keys) {
      const inFlight = live ? this.loading.get(key) : undefined;
      const entry = live ? this.entries.get(key) : undefined;
      if (entry) found.set(key, entry.value as T);
      else if (inFlight) pending.push(inFlight.then((value) => void found.set(key, value as T)));
      else missing.push(key);
    }
    if (missing.length) {
      const generation = this.generation;
      const load = loadMissing(missing);
      for (const key of missing) {
        const one = load.then((values) => values.get(key));
        if (live) this.loading.set(key, one);
        pending.push(
          one.then(
            (value) => {
              if (value !== undefined) found.set(key, value);
              this.store(generation, key, value);
            },
            () => {
              if (this.loading.get(key) === one) this.loading.delete(key);
            },
          ),
        );
      }
      await load; // a failed load fails this call
    }
    await Promise.all(pending);
    return found;
  }

  /** The cached value, if any. */
  peek<T>(key: string): T | undefined {
    return this.healthy() ? (this.entries.get(key)?.value as T | undefined) : undefined;
  }

  /** Stores a value read at `generation` (see currentGeneration), unless the catalogue changed since. */
  set(key: string, value: unknown, generation: number): void {
    this.store(generation, key, value);
  }

  currentGeneration(): number {
    return this.generation;
  }

  private store(generation: number, key: string, value: unknown): void {
    this.loading.delete(key);
    if (!this.healthy() || generation !== this.generation) return;
    this.entries.set(key, { value });
  }
}
