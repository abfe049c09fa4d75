import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (Argon2id is the default).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Argon2 runs on libuv's worker threads, off the event loop, but each hash takes a core
 * for tens of milliseconds: a flood of sign-ins would take every core from the shop.
 * So at most half the cores hash at once, and at most MAX_WAITING wait their turn;
 * beyond that a request is refused at once (503, "try again in a few seconds") instead
 * of queueing without end. docs/performance.md, "Load under attack".
 */
export const PASSWORD_WORKERS = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const MAX_WAITING = 32;
const limit = pLimit(PASSWORD_WORKERS);

export const PASSWORD_WORK_BUSY =
  'Too many people are signing in right now. Please try again in a few seconds.';

/** Refused because the password hashing queue is full (answered 503 with Retry-After). */
export class PasswordWorkBusyError extends Error {
  readonly statusCode = 503;
  constructor() {
    super(PASSWORD_WORK_BUSY);
  }
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING) return Promise.reject(new PasswordWorkBusyError());
  return limit(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** How many hashes are running and waiting (for tests and the benchmark's report). */
export const passwordWork = () => ({ active: limit.activeCount, waiting: limit.pendingCount });
