import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  MAX_WAITING,
  PASSWORD_WORKERS,
  PasswordWorkBusyError,
  passwordWork,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('Right#Pass1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Right#Pass1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong#Pass1')).toBe(false);
    expect(await verifyPassword('not a hash', 'Right#Pass1')).toBe(false);
  });

  it('hashes on at most PASSWORD_WORKERS cores and refuses a flood beyond the queue', async () => {
    const stored = await hashPassword('Right#Pass1');
    let mostActive = 0;
    const flood = Array.from({ length: PASSWORD_WORKERS + MAX_WAITING + 20 }, () => {
      const attempt = verifyPassword(stored, 'Wrong#Pass1');
      mostActive = Math.max(mostActive, passwordWork().active);
      return attempt.then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      );
    });
    const outcomes = await Promise.all(flood);
    const refused = outcomes.filter((o) => 'error' in o);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused.every((o) => 'error' in o && o.error instanceof PasswordWorkBusyError)).toBe(
      true,
    );
    expect(outcomes.filter((o) => 'ok' in o).every((o) => 'ok' in o && o.ok === false)).toBe(true);
    expect(mostActive).toBeLessThanOrEqual(PASSWORD_WORKERS);
    // Once the flood has passed, sign-ins are served again.
    expect(passwordWork()).toEqual({ active: 0, waiting: 0 });
    expect(await verifyPassword(stored, 'Right#Pass1')).toBe(true);
  });
});
