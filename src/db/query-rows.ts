import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './database';
import { inTurn } from './pglite-scheduler';
import { sharedWhileQueued } from './shared-reads';
import { literal, withValues } from './sql-literal';

const dialect = new PgDialect();
/** `onQuery` of statements that bypass Drizzle's logger (prepared ones, below). */
export const queryListeners = new WeakMap<Database, (query: string) => void>();
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

/** PGlite: the statements already prepared in each embedded database. */
const preparedIn = new WeakMap<PGlite, Set<string>>();

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
