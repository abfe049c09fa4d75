import type { DatabaseHandle } from '../../../db/client';

const MAX_ENTRIES = 20_000;

/**
 * In-memory catalogue caches of one server process: product pages and listing totals.
 * The database notifies every change to the catalogue (migration 0002), and each
 * process drops everything it holds; while notifications are not flowing nothing is
 * cached. A value read before a change is never stored after it (`generation`).
 * docs/decisions/0006-catalogue-caches.md
 */
export class CatalogCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private healthy: () => boolean = () => false;

  async start(database: DatabaseHandle): Promise<void> {
    const listening = await database.listen('catalog_changed', () => this.clear());
    this.healthy = () => listening.healthy();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Cached values by key; the missing ones loaded together, in one call. */
  async getMany<T>(
    keys: string[],
    loadMissing: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      if (this.healthy() && this.entries.has(key)) found.set(key, this.entries.get(key) as T);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadMissing(missing);
    for (const [key, value] of loaded) {
      found.set(key, value);
      this.store(generation, key, value);
    }
    return found;
  }

  /** The cached value, if any. */
  peek<T>(key: string): T | undefined {
    return this.healthy() ? (this.entries.get(key) as T | undefined) : undefined;
  }

  /** Stores a value read at `generation` (see currentGeneration), unless the catalogue changed since. */
  set(key: string, value: unknown, generation: number): void {
    this.store(generation, key, value);
  }

  currentGeneration(): number {
    return this.generation;
  }

  private store(generation: number, key: string, value: unknown): void {
    if (!this.healthy() || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, value);
  }

  /** The cached value, or the loaded one (stored unless the catalogue changed meanwhile). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.healthy() && this.entries.has(key)) return this.entries.get(key) as T;
    const generation = this.generation;
    const value = await load();
    this.store(generation, key, value);
    return value;
  }
}
