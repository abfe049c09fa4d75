import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('one process per data directory', () => {
  it('refuses a directory held by another live process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, '.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another shop process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid} \\d+$`),
    );
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it(
    'takes over a lock whose pid now belongs to another process',
    { timeout: 30_000 },
    async () => {
      const dir = tempDir();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      const unrelated = spawn('sleep', ['10']);
      try {
        // The shop that wrote it started at another moment than this process with its pid.
        writeFileSync(path.join(dir, '.lock'), `${other.pid} 1`);
        lockDataDir(dir)();
        // An older lock names its pid only: a live process that is not Node.js is not a shop.
        writeFileSync(path.join(dir, '.lock'), String(unrelated.pid));
        lockDataDir(dir)();
        // A live shop's lock, written by it, still holds.
        const shop = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { lockDataDir } from ${JSON.stringify(path.resolve('src/db/data-dir-lock.ts'))}; lockDataDir(${JSON.stringify(dir)}); setTimeout(() => {}, 10000);`,
        ]);
        try {
          // The child loads TypeScript first: on a busy machine that takes seconds.
          await expect
            .poll(() => existsSync(path.join(dir, '.lock')), { timeout: 20_000 })
            .toBe(true);
          expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
        } finally {
          shop.kill();
        }
      } finally {
        other.kill();
        unrelated.kill();
      }
    },
  );
});
