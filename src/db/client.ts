import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assertDatabaseDir, DamagedDatabaseError, lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { refuseNewerDatabase, STARTUP_LOCK_KEY } from './migration-guard';
import { projectRoot } from './project-root';
import { queryListeners, queryRows } from './query-rows';

/** How long one public catalogue read may run on a PostgreSQL server. */
export const CATALOG_STATEMENT_TIMEOUT_MS = 2000;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the public catalogue reads (listings, filters, search, product pages): on a
   * PostgreSQL server its own pool, whose statements are cancelled after
   * CATALOG_STATEMENT_TIMEOUT_MS, so no request from the internet can hold the database;
   * on PGlite (which has no statement timeout) the same as `db`.
   */
  catalogDb: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log (no credentials). */
  location: string;
  /**
   * Applies this version's migrations; refuses (NewerDatabaseError) a database that a
   * newer version has migrated.
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) while no other process sharing the database runs
   * its own: on a PostgreSQL server under an advisory lock, so of N instances starting
   * together one migrates and seeds and the others then find it done; on PGlite, which
   * one process owns (the data directory's lock), it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` for each notification on `channel`, and also when notifications
   * may have been missed (a lost connection), so listeners can drop what they cached.
   * `healthy()` says whether notifications are flowing right now.
   */
  listen(channel: string, onChange: () => void): Promise<{ healthy(): boolean }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (a test's clone, a backup). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
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

/**
 * The PostgreSQL extensions the migrations create, which PGlite must load when it opens a
 * database: trigram indexes, and words without their accents (docs/business-rules.md "Search").
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

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
      // Prepared statements (queryRows) keep one generic plan: re-planning a catalogue
      // read on every call costs ten times its execution (docs/decisions/0002).
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const catalogPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c plan_cache_mode=force_generic_plan -c statement_timeout=${CATALOG_STATEMENT_TIMEOUT_MS}`,
    });
    // An idle client that dies must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    catalogPool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, ...(logger ? { logger } : {}) });
    const catalogDb = drizzleNodePg({ client: catalogPool, ...(logger ? { logger } : {}) });
    if (options.onQuery) {
      queryListeners.set(db, options.onQuery);
      queryListeners.set(catalogDb, options.onQuery);
    }
    const listeners: pg.Client[] = [];
    let closed = false;
    const listen = async (channel: string, onChange: () => void) => {
      let healthy = false;
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        const lost = () => {
          if (!healthy) return;
          healthy = false;
          onChange();
          listeners.splice(listeners.indexOf(client), 1);
          if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
        };
        client.on('error', lost);
        client.on('end', lost);
        client.on('notification', onChange);
        await client.connect();
        await client.query(`listen ${channel}`);
        listeners.push(client);
        healthy = true;
        onChange();
      };
      await connect();
      return { healthy: () => healthy };
    };
    return {
      db,
      catalogDb,
      kind: 'postgres',
      location: describeUrl(options.databaseUrl),
      migrate: async () => {
        await refuseNewerDatabase((query) => queryRows(db, query), migrationsFolder);
        await migrateNodePg(db, { migrationsFolder });
      },
      exclusive: async (work) => {
        // Its own connection: a session-level lock is held by the connection that took it.
        const lock = new pg.Client({ connectionString: options.databaseUrl });
        // Idle while the work runs: a dropped connection must not crash the process (the
        // lock is then gone, and the migrations' own transaction still guards them).
        lock.on('error', () => {});
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await lock.end().catch(() => {}); // ending the session releases the lock
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      listen,
      close: once(async () => {
        closed = true;
        await Promise.all(listeners.map((client) => client.end()));
        await Promise.all([pool.end(), catalogPool.end()]);
      }),
    };
  }

  const release = options.pgliteDir ? lockDataDir(path.dirname(options.pgliteDir)) : undefined;
  try {
    if (options.pgliteDir) assertDatabaseDir(options.pgliteDir);
    const client = await openPglite(options);
    const db = drizzlePglite({ client, ...(logger ? { logger } : {}) });
    if (options.onQuery) queryListeners.set(db, options.onQuery);
    return {
      db,
      catalogDb: db,
      kind: 'pglite',
      location: options.pgliteDir ? `PGlite at ${options.pgliteDir}` : 'PGlite in memory',
      migrate: async () => {
        await refuseNewerDatabase((query) => queryRows(db, query), migrationsFolder);
        await migratePglite(db, { migrationsFolder });
      },
      exclusive: (work) => work(),
      // One process owns a PGlite database, so notifications cannot be missed.
      listen: async (channel, onChange) => {
        await client.listen(channel, onChange);
        return { healthy: () => !client.closed };
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: once(async () => {
        await client.close();
        release?.();
      }),
      dump: (compression = 'none') => client.dumpDataDir(compression),
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

/**
 * PGlite with 16 MB of shared buffers instead of PostgreSQL's 128: PGlite touches all of
 * them when it opens, so they were 120 MB of the server's memory at rest, and pages not in
 * them come from the operating system's file cache (docs/performance.md "Memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite's own failure to open a directory (a corrupt control file, WAL) said plainly. */
async function openPglite(options: OpenDatabaseOptions) {
  try {
    const client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    });
    await client.query('select 1');
    return client;
  } catch (error) {
    if (!options.pgliteDir) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new DamagedDatabaseError(options.pgliteDir, why);
  }
}
