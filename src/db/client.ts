import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { projectRoot } from './project-root';

/** What the rest of the code sees: the same Drizzle API whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log (no credentials). */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to clone a prepared database quickly. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** PGlite: start from a dump made by `dump()`. */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (query: string) => void;
}

export const migrationsFolder = path.join(projectRoot, 'src', 'db', 'migrations');

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query) => options.onQuery?.(query) }
    : undefined;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client that dies must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, ...(logger ? { logger } : {}) });
    return {
      db,
      kind: 'postgres',
      location: describeUrl(options.databaseUrl),
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
    };
  }

  const release = options.pgliteDir ? lockDataDir(path.dirname(options.pgliteDir)) : undefined;
  try {
    const client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite({ client, ...(logger ? { logger } : {}) });
    return {
      db,
      kind: 'pglite',
      location: options.pgliteDir ? `PGlite at ${options.pgliteDir}` : 'PGlite in memory',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: once(async () => {
        await client.close();
        release?.();
      }),
      dump: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which Drizzle's shared type does not say. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
