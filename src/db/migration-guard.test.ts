import { count, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, serverUrl, uniqueName } from '../../test/db-engines';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client';
import { queryRows } from './query-rows';
import { NewerDatabaseError } from './migration-guard';
import { products } from './schema/catalog';
import { migrateAndSeed } from './seed/seed';
import { DEMO_SEED } from '../../test/seed-options';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty database of the project's engine (PGlite in memory, or on the server). */
async function emptyDatabase(): Promise<{ open(): Promise<DatabaseHandle> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    return { open: () => Promise.resolve(database) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = uniqueName('shop_mig');
  await adminQuery(url, `create database ${name}`);
  cleanups.push(() => adminQuery(url, `drop database if exists ${name} with (force)`));
  return {
    open: async () => {
      const database = await openDatabase({ databaseUrl: serverUrl(url, name), poolSize: 2 });
      cleanups.push(() => database.close());
      return database;
    },
  };
}

const appliedMigrations = async (database: DatabaseHandle) =>
  queryRows<{ hash: string; created_at: string }>(
    database.db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );

describe('start-up on a database a newer version migrated', () => {
  it('refuses to migrate or run, says why, and leaves the database as it was', async () => {
    const database = await (await emptyDatabase()).open();
    await database.migrate();
    // What a later release would have recorded: a migration this version does not know.
    const future = Date.UTC(2031, 0, 1);
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', ${future})`,
    );
    const before = await appliedMigrations(database);

    const refused = database.migrate();
    await expect(refused).rejects.toThrow(NewerDatabaseError);
    await expect(database.migrate()).rejects.toThrow(
      /migrated by a newer version of the shop: 1 migration\(s\).*2031-01-01.*Refusing to start/,
    );
    expect(await appliedMigrations(database)).toEqual(before);
  });

  it('migrates a database this version already migrated without complaint', async () => {
    const database = await (await emptyDatabase()).open();
    await database.migrate();
    await database.migrate();
    expect(await appliedMigrations(database)).toHaveLength(
      readMigrationFiles({ migrationsFolder }).length,
    );
  });
});

describe.runIf(engine === 'postgres')('instances starting together on one PostgreSQL', () => {
  it('migrate and seed once: one instance does the work, the others wait and find it done', async () => {
    const empty = await emptyDatabase();
    const instances = await Promise.all([empty.open(), empty.open(), empty.open()]);
    const results = await Promise.all(
      instances.map((database) => migrateAndSeed(database, DEMO_SEED)),
    );

    expect(results.filter((r) => r.seeded)).toEqual([{ seeded: true, products: 44 }]);
    const first = instances[0];
    expect(await appliedMigrations(first)).toHaveLength(
      readMigrationFiles({ migrationsFolder }).length,
    );
    const [row] = await first.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(44);
  });
});
