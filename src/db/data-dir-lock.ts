import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another shop process (pid ${pid}). ` +
        'The embedded database allows one process per data directory: stop the other ' +
        'process, set a different DATA_DIR, or use DATABASE_URL for several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * When the process started, in clock ticks since boot (Linux /proc), or undefined where
 * that cannot be read: with the pid it tells the shop that took a lock from another
 * process that was given the same pid after the shop died.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: 22 is start.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether a pid runs Node.js (a lock of the older form, which names only its pid). */
function runsNode(pid: number): boolean {
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '');
  } catch {
    return true; // cannot tell (not Linux): as before, a live pid holds the lock
  }
}

/** Whether the process that wrote `lock` ("pid start" or "pid") still runs. */
function holderRuns(lock: string): number | undefined {
  const [pidText, started] = lock.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return undefined;
  const now = startTimeOf(pid);
  if (started !== undefined && now !== undefined) return now === started ? pid : undefined;
  return runsNode(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the
 * server holds `DATA_DIR/.lock` (its pid and start time) while it runs. A lock left by a
 * dead process is taken over, and so is one whose pid now belongs to another process
 * (a pid is reused after a crash or a reboot: its start time differs).
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  // The lock appears with its content or not at all: written beside it, then linked to
  // its name (which fails if it exists). A lock created empty and written after could be
  // read empty by a second process starting at that moment, taken for a dead one's and
  // removed: both would then hold the directory.
  const started = startTimeOf(process.pid);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, started === undefined ? String(process.pid) : `${process.pid} ${started}`, {
    flag: 'wx',
  });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(draft, file);
        return () => rmSync(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = holderRuns(readFileSync(file, 'utf8'));
        if (pid !== undefined) throw new DataDirLockedError(dir, pid);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not take the lock on ${dir}`);
}

/**
 * A data directory that holds a database PGlite cannot open: the shop stops and says
 * so, instead of making a new, empty database beside (or over) the shop's data.
 */
export class DamagedDatabaseError extends Error {
  constructor(dir: string, why: string) {
    super(
      `The embedded database in ${dir} cannot be opened (${why}). Nothing was changed. ` +
        'Restore the data directory from a backup (npm run restore -- <folder>, see ' +
        'docs/deployment.md), or move it away to start an empty shop.',
    );
    this.name = 'DamagedDatabaseError';
  }
}

/** An absent or empty PGlite directory: opening it creates a new database. */
export function isNewDatabaseDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Refuses a PGlite directory that holds files but not a database: PGlite would take a
 * directory without PG_VERSION for a new one and create an empty database there (a
 * missing file turned a shop of 395 orders into an empty one with a green health check).
 * An absent or empty directory is a new database.
 */
export function assertDatabaseDir(dir: string) {
  if (isNewDatabaseDir(dir)) return;
  for (const file of ['PG_VERSION', path.join('global', 'pg_control')]) {
    if (!existsSync(path.join(dir, file)))
      throw new DamagedDatabaseError(dir, `${file} is missing`);
  }
}
