import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { assertDatabaseDir, DamagedDatabaseError, lockDataDir } from './data-dir-lock';
import { refuseNewerDatabase, STARTUP_LOCK_KEY } from './migration-guard';
import { projectRoot } from './project-root';

/** What the rest of the code sees: the same Drizzle API whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A database or a transaction: what repositories take, so callers choose. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The PostgreSQL error `code` anywhere in the chain of causes the driver wrapped it in. */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/** The table does not exist (PostgreSQL 42P01): a database not yet migrated. */
export const isUndefinedTable = (error: unknown) => hasErrorCode(error, '42P01');

/** PostgreSQL cancelled a statement that ran past its statement_timeout (57014). */
export const isStatementTimeout = (error: unknown) => hasErrorCode(error, '57014');

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
      extensions: { pg_trgm },
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

const dialect = new PgDialect();
/** `onQuery` of statements that bypass Drizzle's logger (prepared ones, below). */
const queryListeners = new WeakMap<Database, (query: string) => void>();
const statementNames = new Map<string, string>();

/** A stable name per SQL text, so PostgreSQL parses and plans each shape once per connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = 's' + createHash('sha1').update(text).digest('hex').slice(0, 20);
    if (statementNames.size < 10_000) statementNames.set(text, name);
  }
  return name;
}

/** PGlite: the queue of reads waiting for each embedded database, and when it last yielded. */
const turns = new WeakMap<PGlite, { queue: Promise<unknown>; yieldedAt: number }>();
const MAX_STRETCH_MS = 2;

/**
 * Runs PGlite reads one at a time, giving the event loop a turn at least every 2 ms.
 * PGlite runs in this thread: queued queries would otherwise run back to back in one
 * long stretch of microtasks, during which no socket is read, and some requests starve.
 */
function inTurn<T>(client: PGlite, read: () => Promise<T>): Promise<T> {
  let turn = turns.get(client);
  if (!turn) turns.set(client, (turn = { queue: Promise.resolve(), yieldedAt: performance.now() }));
  const state = turn;
  const run = state.queue
    .then(async () => {
      if (performance.now() - state.yieldedAt > MAX_STRETCH_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        state.yieldedAt = performance.now();
      }
    })
    .then(read);
  state.queue = run.catch(() => {});
  return run;
}

/** PGlite: the statements already prepared in each embedded database. */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/**
 * A parameter as an SQL literal, for PGlite's EXECUTE (which takes no bind parameters)
 * and for statements planned for their values (ReadOptions.customPlan). Quotes are
 * doubled, and a string with a backslash is written as an escape string with its
 * backslashes doubled too, so text from users cannot end the literal whatever
 * standard_conforming_strings says; a negative number is parenthesised, so it cannot
 * make a comment after a minus; anything but a plain value is refused.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === 'string' && !value.includes('\0')) {
    const quoted = value.replaceAll("'", "''");
    return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
  }
  throw new Error(`Unsupported parameter for a prepared statement: ${typeof value}`);
}

/**
 * The statement's text with every parameter written in as a literal. Parameters are
 * `$n` in Drizzle's text, and the repositories' own SQL has no `$` of its own.
 */
function withValues(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

export interface ReadOptions {
  /**
   * Identical reads (same statement, same parameters) that are still waiting for a
   * connection share the one statement that runs when a connection frees: each caller
   * gets rows read after it asked, as if it had run the statement itself, but the
   * database runs it once. Only for reads outside a transaction whose rows the callers
   * do not change (docs/decisions/0013-shared-queued-reads.md).
   */
  shareQueued?: boolean;
  /**
   * Plan the statement for these values on every call (they are written into its text,
   * see `literal`) instead of preparing one plan for all values: for a read whose best
   * plan depends on them, as a search's does on how many products its words match.
   */
  customPlan?: boolean;
}

/** Reads that have not yet reached the database, by client and by statement and parameters. */
const queuedReads = new WeakMap<object, Map<string, Promise<unknown[]>>>();

/**
 * Runs `read` once for every caller with the same `key` until it starts: `read` calls
 * `started()` the moment it has the database, after which a new caller starts afresh.
 */
function sharedWhileQueued<T>(
  client: object,
  key: string,
  read: (started: () => void) => Promise<T[]>,
): Promise<T[]> {
  let queued = queuedReads.get(client);
  if (!queued) queuedReads.set(client, (queued = new Map<string, Promise<unknown[]>>()));
  const waiting = queued.get(key);
  if (waiting) return waiting as Promise<T[]>;
  const reads = queued;
  const started = () => {
    if (reads.get(key) === run) reads.delete(key);
  };
  const run: Promise<T[]> = read(started).finally(started);
  reads.set(key, run);
  return run;
}

/**
 * Runs raw SQL and returns its rows. The statement is prepared once (named after its
 * text): for the catalogue's reads, planning cost more than executing. On a PostgreSQL
 * server through the protocol; on PGlite, which has no named statements in its API,
 * with SQL PREPARE / EXECUTE.
 */
export async function queryRows<T>(
  db: Database,
  query: SQL,
  options: ReadOptions = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const built = dialect.sqlToQuery(query);
  const { sql: text, params } = options.customPlan
    ? { sql: withValues(built.sql, built.params), params: [] }
    : built;
  const name = options.customPlan ? undefined : statementName(text);
  const onQuery = queryListeners.get(db);
  if (client instanceof pg.Pool) {
    const read = async (started: () => void) => {
      const connection = await client.connect();
      started();
      onQuery?.(text);
      try {
        const result = await (name
          ? connection.query({ name, text, values: params })
          : connection.query(text));
        connection.release();
        return result.rows as T[];
      } catch (error) {
        // As pg's own pool.query does: a connection that failed a query is not reused.
        connection.release(error as Error);
        throw error;
      }
    };
    return options.shareQueued
      ? sharedWhileQueued(client, `${name ?? text}:${JSON.stringify(params)}`, read)
      : read(() => {});
  }
  if (client instanceof PGlite) {
    const statement = name
      ? `execute ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`
      : text;
    const read = (started: () => void) =>
      inTurn(client, async () => {
        started();
        if (name) {
          let prepared = preparedIn.get(client);
          if (!prepared) preparedIn.set(client, (prepared = new Set()));
          if (!prepared.has(name)) {
            onQuery?.(`prepare ${name}`);
            await client.exec(`prepare ${name} as ${text}`);
            prepared.add(name);
          }
        }
        onQuery?.(text);
        // The simple protocol (exec) costs PGlite a fifth to a third less per statement
        // than the extended one (query), with the same rows. A text with a semicolon
        // anywhere (in a user's literal, say) goes through query(), which refuses a
        // second statement: without one, the text can only be one statement.
        if (statement.includes(';')) return (await client.query<T>(statement)).rows;
        const results = await client.exec(statement);
        return (results[0]?.rows ?? []) as T[];
      });
    return options.shareQueued ? sharedWhileQueued(client, statement, read) : read(() => {});
  }
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
