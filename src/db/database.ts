import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** What the rest of the code sees: the same Drizzle API whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A database or a transaction: what repositories take, so callers choose. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
