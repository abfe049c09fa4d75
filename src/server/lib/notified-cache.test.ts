import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { NotifiedCache } from './notified-cache';

/** A database whose notifications flow, and which says when one arrives. */
function fakeDatabase() {
  let notify = () => {};
  const database = {
    listen: (_channel: string, onChange: () => void) => {
      notify = onChange;
      return Promise.resolve({ healthy: () => true });
    },
  } as unknown as DatabaseHandle;
  return { database, notify: () => notify() };
}

describe('NotifiedCache', () => {
  it('holds at most its bound in bytes, dropping the least recently used first', async () => {
    const cache = new NotifiedCache('test_changed', { maxBytes: 100_000 });
    await cache.start(fakeDatabase().database);
    const text = (n: number) => `${n}:`.padEnd(1_000, 'x');
    // A client choosing keys (search terms, say): ten thousand answers of 1 KB each.
    for (let n = 0; n < 10_000; n++) {
      await cache.get(`search:${n}`, () => Promise.resolve(text(n)));
      if (n === 5_000) expect(cache.peek('search:0')).toBeUndefined();
      expect(cache.heldBytes).toBeLessThanOrEqual(100_000);
      // One key read all along stays: the oldest unused go first.
      if (n % 10 === 0) await cache.get('hot', () => Promise.resolve('kept'));
    }
    expect(cache.heldBytes).toBeGreaterThan(90_000);
    expect(cache.peek('search:9999')).toBe(text(9_999));
    expect(cache.peek('hot')).toBe('kept');
  });

  it('counts objects by their JSON, and a notification empties it', async () => {
    const { database, notify } = fakeDatabase();
    const cache = new NotifiedCache('test_changed', { maxBytes: 10_000 });
    await cache.start(database);
    const session = { userId: 1, role: 'trade', email: 'a'.repeat(500) };
    for (let n = 0; n < 100; n++) cache.set(`token${n}`, session, cache.currentGeneration());
    expect(cache.heldBytes).toBeLessThanOrEqual(10_000);
    expect(cache.peek('token99')).toEqual(session);
    expect(cache.peek('token0')).toBeUndefined();
    notify();
    expect(cache.peek('token99')).toBeUndefined();
    expect(cache.heldBytes).toBe(0);
  });
});
