import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { buildApp, type App } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { adminQuery, serverUrl, uniqueName, type Engine } from './db-engines';

/**
 * For a test that builds an app on a database of its own inside the test: creating a
 * PostgreSQL database from the template can take half a minute on a loaded 2-core machine.
 */
export const OWN_APP_TIMEOUT = 90_000;

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  engine: Engine;
  dataDir: string;
  /** PostgreSQL only: the test's own database, for a second instance on it. */
  databaseUrl?: string | undefined;
  /** Every SQL statement run since the last `queries.length = 0`. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * The real app on a real, freshly seeded database of its own (PGlite or PostgreSQL,
 * as the test project says), for `app.inject` tests.
 */
export async function createTestApp(
  options: { webDir?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as Engine;
  const queries: string[] = [];
  const onQuery = (query: string) => queries.push(query);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-app-'));

  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'pglite') {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    database = await openDatabase({ pgliteSnapshot: snapshot, onQuery });
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const name = uniqueName('shop_t');
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
    databaseUrl = serverUrl(url, name);
    database = await openDatabase({ databaseUrl, onQuery, poolSize: 4 });
    dropDatabase = () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }

  const config = { ...loadConfig({ DATA_DIR: dataDir, ...options.env }), webDir: options.webDir };
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    engine,
    dataDir,
    databaseUrl,
    queries,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
