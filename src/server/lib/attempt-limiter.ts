import type { Redis } from 'ioredis';

/**
 * Counts attempts per key (an IP, an account) and, past a free allowance within a
 * window, makes the caller wait, twice as long after each further attempt: brute force
 * slows to a crawl while a person who mistyped twice never notices. An attempt is counted
 * as it begins, in one atomic step with the check, so that a burst of attempts sent at
 * once is counted as they arrive and cannot all pass the check before any is counted
 * (docs/decisions/0026). In Redis when the shop runs with REDIS_URL (several instances
 * share the counts), else in memory.
 */
export interface AttemptLimiter {
  /**
   * Begins an attempt: 0 when it may go (and it is counted), else the milliseconds
   * before `key` may try again (and nothing is counted).
   */
  acquire(key: string): Promise<number>;
  /** Gives back a counted attempt that turned out not to count (a right password). */
  refund(key: string): Promise<void>;
  /** Forget the key (a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface AttemptPolicy {
  /** Attempts within the window before the first wait: the next one waits. */
  free: number;
  windowMs: number;
  /** The first wait; doubled after each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait after `attempts` attempts (0 while within the allowance). */
export function delayAfter(policy: AttemptPolicy, attempts: number): number {
  const over = attempts - policy.free + 1;
  return over > 0 ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (over - 1)) : 0;
}

interface Entry {
  attempts: number;
  windowEnds: number;
  lockedUntil: number;
}

const SWEEP_AT = 10_000;

function memoryLimiter(policy: AttemptPolicy, now: () => number): AttemptLimiter {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.windowEnds <= now() && entry.lockedUntil <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep() {
    const at = now();
    for (const [key, entry] of entries) {
      if (entry.windowEnds <= at && entry.lockedUntil <= at) entries.delete(key);
    }
  }

  return {
    async acquire(key) {
      // Synchronous from here to the end: nothing else runs between check and count.
      if (entries.size >= SWEEP_AT) sweep();
      const at = now();
      const entry = live(key) ?? { attempts: 0, windowEnds: at + policy.windowMs, lockedUntil: 0 };
      if (entry.lockedUntil > at) return entry.lockedUntil - at;
      entry.attempts += 1;
      const delay = delayAfter(policy, entry.attempts);
      if (delay > 0) {
        entry.lockedUntil = at + delay;
        entry.windowEnds = Math.max(entry.windowEnds, entry.lockedUntil);
      }
      entries.set(key, entry);
      return 0;
    },
    async refund(key) {
      const entry = live(key);
      if (!entry) return;
      entry.attempts -= 1;
      // Back within the allowance: no wait was earned.
      if (entry.attempts < policy.free) entry.lockedUntil = 0;
      if (entry.attempts <= 0) entries.delete(key);
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

// One round trip, atomic across instances: refuse while locked; else count the attempt,
// start the window on the first, lock when past the allowance, keep the key while window
// or lock last. KEYS[1] the key; ARGV: now, window, free, base delay, max delay. Returns
// the wait (0: the attempt goes, counted).
const ACQUIRE_SCRIPT = `
local now = tonumber(ARGV[1])
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if lockedUntil > now then return lockedUntil - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local windowEnds = tonumber(redis.call('HGET', KEYS[1], 'windowEnds') or '0')
if attempts == 1 then
  windowEnds = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'windowEnds', windowEnds)
end
local over = attempts - tonumber(ARGV[3]) + 1
local keepUntil = windowEnds
if over > 0 then
  local delay = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ (over - 1))
  lockedUntil = now + delay
  redis.call('HSET', KEYS[1], 'lockedUntil', lockedUntil)
  keepUntil = math.max(windowEnds, lockedUntil)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, keepUntil - now))
return 0
`;

// KEYS[1] the key; ARGV[1] free. Gives back one attempt; within the allowance, no lock.
const REFUND_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', -1)
if attempts <= 0 then
  redis.call('DEL', KEYS[1])
elseif attempts < tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'lockedUntil', 0)
end
return attempts
`;

function redisLimiter(
  policy: AttemptPolicy,
  redis: Redis,
  prefix: string,
  now: () => number,
): AttemptLimiter {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    async acquire(key) {
      const wait = await redis.eval(
        ACQUIRE_SCRIPT,
        1,
        keyOf(key),
        now(),
        policy.windowMs,
        policy.free,
        policy.baseDelayMs,
        policy.maxDelayMs,
      );
      return Number(wait);
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, keyOf(key), policy.free);
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

export interface LimiterStore {
  /** A connected client when REDIS_URL is set; memory otherwise. */
  redis?: Redis | undefined;
  /** Names this limiter's keys in Redis, e.g. "shop:login:account". */
  prefix: string;
  now?: () => number;
}

export function createAttemptLimiter(policy: AttemptPolicy, store: LimiterStore): AttemptLimiter {
  const now = store.now ?? (() => Date.now());
  return store.redis
    ? redisLimiter(policy, store.redis, store.prefix, now)
    : memoryLimiter(policy, now);
}

/** "Please try again in 2 minutes." */
export function retryText(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
