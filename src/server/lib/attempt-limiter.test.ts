import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttemptLimiter, delayAfter, retryText, type AttemptPolicy } from './attempt-limiter';

const POLICY: AttemptPolicy = { free: 3, windowMs: 60_000, baseDelayMs: 1_000, maxDelayMs: 5_000 };

// The Redis store runs where a Redis server is given (.ci/run sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});
const stores = [{ name: 'memory', redis: undefined }, ...(redis ? [{ name: 'Redis', redis }] : [])];

let run = 0;
describe.each(stores)('attempt limiter in $name', ({ redis: client }) => {
  function setup() {
    let now = 1_000_000;
    const limiter = createAttemptLimiter(POLICY, {
      redis: client,
      prefix: `test:limiter:${process.pid}:${Date.now()}:${(run += 1)}`,
      now: () => now,
    });
    return { limiter, advance: (ms: number) => (now += ms) };
  }

  it('lets the free attempts through, then waits twice as long after each further one', async () => {
    const { limiter, advance } = setup();
    expect(await limiter.acquire('a')).toBe(0);
    expect(await limiter.acquire('a')).toBe(0);
    expect(await limiter.acquire('a')).toBe(0); // the third: allowed, and a wait after it
    expect(await limiter.acquire('a')).toBe(1_000); // refused, not counted
    advance(1_000);
    expect(await limiter.acquire('a')).toBe(0);
    expect(await limiter.acquire('a')).toBe(2_000);
    advance(2_000);
    for (const wait of [4_000, 5_000]) {
      expect(await limiter.acquire('a')).toBe(0);
      expect(await limiter.acquire('a')).toBe(wait); // capped at 5 s
      advance(wait);
    }
    expect(await limiter.acquire('b')).toBe(0); // keys apart
  });

  it('counts the wait down, and forgets a key on reset', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.acquire('a');
    advance(400);
    expect(await limiter.acquire('a')).toBe(600);
    advance(600);
    await limiter.reset('a');
    for (let i = 0; i < 2; i += 1) expect(await limiter.acquire('a')).toBe(0);
  });

  it('gives back an attempt that did not count, and the wait it would have earned', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i += 1) await limiter.acquire('a');
    await limiter.refund('a'); // the third was a right password
    expect(await limiter.acquire('a')).toBe(0);
    await limiter.refund('b'); // nothing to give back: nothing happens
    expect(await limiter.acquire('b')).toBe(0);
  });

  it('counts a burst as it arrives: of 50 at once, only the free ones go', async () => {
    const { limiter } = setup();
    const waits = await Promise.all(Array.from({ length: 50 }, () => limiter.acquire('burst')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(POLICY.free);
  });
});

describe('delays and their wording', () => {
  it('computes the doubling wait', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => delayAfter(POLICY, n))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 5_000,
    ]);
  });

  it('says the wait in seconds or minutes', () => {
    expect(retryText(1_000)).toBe('1 second');
    expect(retryText(29_500)).toBe('30 seconds');
    expect(retryText(60_000)).toBe('1 minute');
    expect(retryText(61_000)).toBe('2 minutes');
  });
});
