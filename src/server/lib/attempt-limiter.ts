/**
 * Counts attempts per key (an IP, an account) and, past a free allowance within a
 * window, makes the caller wait, twice as long after each further attempt: brute force
 * slows to a crawl while a person who mistyped twice never notices. In memory, per
 * process; several instances will share one through Redis (issue #8).
 */
export interface AttemptLimiter {
  /** Milliseconds before `key` may try again; 0 when it may try now. */
  waitFor(key: string): number;
  /** One more attempt (a failed sign-in, a reset mail sent). */
  record(key: string): void;
  /** Forget the key (a successful sign-in). */
  reset(key: string): void;
}

export interface AttemptPolicy {
  /** Attempts within the window before the first wait: the next one waits. */
  free: number;
  windowMs: number;
  /** The first wait; doubled after each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
}

interface Entry {
  attempts: number;
  windowEnds: number;
  lockedUntil: number;
}

const SWEEP_AT = 10_000;

export function createAttemptLimiter(
  policy: AttemptPolicy,
  now = () => Date.now(),
): AttemptLimiter {
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
    waitFor(key) {
      const entry = live(key);
      return entry ? Math.max(0, entry.lockedUntil - now()) : 0;
    },
    record(key) {
      if (entries.size >= SWEEP_AT) sweep();
      const at = now();
      const entry = live(key) ?? { attempts: 0, windowEnds: at + policy.windowMs, lockedUntil: 0 };
      entry.attempts += 1;
      const over = entry.attempts - policy.free + 1;
      if (over > 0) {
        const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (over - 1));
        entry.lockedUntil = at + delay;
        entry.windowEnds = Math.max(entry.windowEnds, entry.lockedUntil);
      }
      entries.set(key, entry);
    },
    reset(key) {
      entries.delete(key);
    },
  };
}

/** "Please try again in 2 minutes." */
export function retryText(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
