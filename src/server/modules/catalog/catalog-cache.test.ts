import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client';
import { CatalogCache } from './catalog-cache';

/** A database whose change notifications the test fires by hand. */
function fakeDatabase(): {
  database: DatabaseHandle;
  notify: () => void;
  setHealthy: (v: boolean) => void;
} {
  let onChange = () => {};
  let healthy = true;
  const listen: DatabaseHandle['listen'] = (_channel, callback) => {
    onChange = callback;
    return Promise.resolve({ healthy: () => healthy });
  };
  const database = { listen } as unknown as DatabaseHandle;
  return { database, notify: () => onChange(), setHealthy: (v) => (healthy = v) };
}

describe('CatalogCache', () => {
  it('loads once for concurrent misses of a key, then serves it from memory', async () => {
    const { database } = fakeDatabase();
    const cache = new CatalogCache();
    await cache.start(database);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return 'card';
    };
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(values.every((v) => v === 'card')).toBe(true);
    expect(loads).toBe(1);
    await cache.get('k', load);
    expect(loads).toBe(1);
  });

  it('drops everything on a change notification, and never stores a value read before it', async () => {
    const { database, notify } = fakeDatabase();
    const cache = new CatalogCache();
    await cache.start(database);
    await cache.get('k', () => Promise.resolve('old'));
    notify();
    let release = () => {};
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('stale'))));
    await Promise.resolve();
    notify(); // the catalogue changes while the read is in flight
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('k', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('caches nothing while notifications are not flowing', async () => {
    const { database, setHealthy } = fakeDatabase();
    const cache = new CatalogCache();
    await cache.start(database);
    setHealthy(false);
    let loads = 0;
    await cache.get('k', () => Promise.resolve(++loads));
    await cache.get('k', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
  });

  it('loads only the missing keys of a batch, together', async () => {
    const { database } = fakeDatabase();
    const cache = new CatalogCache();
    await cache.start(database);
    await cache.get('a', () => Promise.resolve('A'));
    const asked: string[][] = [];
    const found = await cache.getMany(['a', 'b', 'c'], (missing) => {
      asked.push(missing);
      return Promise.resolve(new Map(missing.map((k) => [k, k.toUpperCase()])));
    });
    expect(asked).toEqual([['b', 'c']]);
    expect([...found.entries()].sort()).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
  });
});
