import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import buildIfStale from '../e2e/global-setup-build';
import { openDatabase } from '../src/db/client';
import { ensureArtwork } from '../src/db/seed/artwork-jobs';
import { migrateAndSeed } from '../src/db/seed/seed';
import { dataPaths } from '../src/server/config';
import { adminQuery, serverUrl, uniqueName } from '../test/db-engines';
import type { ShopTemplate } from '../test/shop-process';
import { DEMO_SEED } from '../test/seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: ShopTemplate;
  }
}

/**
 * The built server, and a seeded shop to start each test's from (a data directory with
 * its PGlite database and drawn pictures, and a PostgreSQL template database when
 * TEST_DATABASE_URL is set): a fresh start seeds and draws for 20 s, a copy takes 1.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-template-'));
  const paths = dataPaths(dataDir);
  const pglite = await openDatabase({ pgliteDir: paths.pglite });
  try {
    await migrateAndSeed(pglite, DEMO_SEED);
  } finally {
    await pglite.close();
  }
  await ensureArtwork(paths.publicMedia);

  const url = process.env.TEST_DATABASE_URL;
  const database = url ? uniqueName('shop_rel_tpl') : undefined;
  if (url && database) {
    await adminQuery(url, `create database ${database}`);
    const postgres = await openDatabase({ databaseUrl: serverUrl(url, database), poolSize: 2 });
    try {
      await migrateAndSeed(postgres, DEMO_SEED);
    } finally {
      await postgres.close();
    }
  }
  project.provide('shopTemplate', { dataDir, ...(database ? { database } : {}) });
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (url && database) await adminQuery(url, `drop database if exists ${database} with (force)`);
  };
}
