import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { adminQuery, serverUrl, uniqueName, type Engine } from './db-engines';
import { DEMO_SEED } from './seed-options';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds ONE database per run; every test file then starts from a copy:
 * a PGlite data-directory dump (≈0.5 s to load) or a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = (project.config.env?.TEST_DB_ENGINE ?? 'pglite') as Engine;
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
    const database = await openDatabase({});
    await database.migrate();
    await seedIfEmpty(database.db, DEMO_SEED);
    const file = path.join(dir, 'snapshot.tar');
    await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return () => rm(dir, { recursive: true, force: true });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = uniqueName('shop_tpl');
  await adminQuery(url, `create database ${template}`);
  const database = await openDatabase({ databaseUrl: serverUrl(url, template), poolSize: 2 });
  await database.migrate();
  await seedIfEmpty(database.db, DEMO_SEED);
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshot', '');
  return () => adminQuery(url, `drop database if exists ${template} with (force)`);
}
