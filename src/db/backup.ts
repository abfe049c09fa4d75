import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from './client';
import { lockDataDir } from './data-dir-lock';

// Backups of the embedded default (PGlite under DATA_DIR): `npm run backup` and
// `npm run restore`. A PostgreSQL server is backed up with pg_dump (docs/deployment.md).
// Both work on a stopped shop: PGlite allows one process per data directory, and the
// directory's lock refuses a second one with a message that says so.

/** What one backup holds: the database as a PGlite dump, and the uploaded files. */
const DATABASE_FILE = 'database.tar.gz';
const UPLOADS_DIR = 'uploads';
const MANIFEST = 'backup.json';

export interface BackupManifest {
  kind: 'shop-embedded-backup';
  createdAt: string;
  uploads: boolean;
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Writes a backup of DATA_DIR's database and uploads into a new folder under `outDir`
 * (`shop-<time>`), and returns it. Refuses while the shop runs on DATA_DIR.
 */
export async function backupEmbedded(
  paths: { pglite: string; uploads: string },
  outDir: string,
  now = new Date(),
): Promise<string> {
  if (!existsSync(paths.pglite)) {
    throw new Error(`There is no database to back up at ${paths.pglite}.`);
  }
  const target = path.join(outDir, `shop-${stamp(now)}`);
  const database = await openDatabase({ pgliteDir: paths.pglite }); // takes DATA_DIR's lock
  try {
    await mkdir(target, { recursive: true });
    const dump = await database.dump!('gzip');
    await writeFile(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    const uploads = existsSync(paths.uploads);
    if (uploads) await cp(paths.uploads, path.join(target, UPLOADS_DIR), { recursive: true });
    const manifest: BackupManifest = {
      kind: 'shop-embedded-backup',
      createdAt: now.toISOString(),
      uploads,
    };
    await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  return target;
}

/**
 * Replaces DATA_DIR's database and uploads with a backup's. The backup is unpacked and
 * opened beside them first; only then are the two swapped in, and what was there is kept
 * beside them (`pglite.replaced-<time>`, `uploads.replaced-<time>`), not deleted. If
 * anything fails, DATA_DIR is left as it was. Refuses while the shop runs on DATA_DIR,
 * and refuses a folder that is not a backup.
 */
export async function restoreEmbedded(
  dataDir: string,
  paths: { pglite: string; uploads: string },
  backupDir: string,
  now = new Date(),
): Promise<{ replaced: string[] }> {
  const manifestFile = path.join(backupDir, MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Partial<BackupManifest>)
    : undefined;
  if (
    manifest?.kind !== 'shop-embedded-backup' ||
    !existsSync(path.join(backupDir, DATABASE_FILE))
  ) {
    throw new Error(`${backupDir} is not a backup made by npm run backup.`);
  }
  const dump = new Blob([new Uint8Array(await readFile(path.join(backupDir, DATABASE_FILE)))]);
  const release = lockDataDir(dataDir);
  const incoming = (dir: string) => `${dir}.restoring-${stamp(now)}`;
  const aside = (dir: string) => `${dir}.replaced-${stamp(now)}`;
  const targets = manifest.uploads ? [paths.pglite, paths.uploads] : [paths.pglite];
  const moved: string[] = [];
  try {
    // 1. Everything unpacked beside what is there, and the database opened once.
    try {
      const client = await PGlite.create({
        dataDir: incoming(paths.pglite),
        loadDataDir: dump,
        extensions: PGLITE_EXTENSIONS,
      });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      throw new Error(`${backupDir}: its database could not be restored`, { cause: error });
    }
    if (manifest.uploads) {
      await cp(path.join(backupDir, UPLOADS_DIR), incoming(paths.uploads), { recursive: true });
    }
    // 2. Swapped in: the current folders aside, the restored ones in their place.
    for (const target of targets) {
      if (existsSync(target)) {
        await rename(target, aside(target));
        moved.push(target);
      }
      await rename(incoming(target), target);
    }
    return { replaced: moved.map(aside) };
  } catch (error) {
    // Back as it was: restored folders out, the ones set aside back in.
    for (const target of targets) {
      if (existsSync(aside(target)) && moved.includes(target)) {
        await rm(target, { recursive: true, force: true });
        await rename(aside(target), target);
      }
      await rm(incoming(target), { recursive: true, force: true });
    }
    throw error;
  } finally {
    release();
  }
}
