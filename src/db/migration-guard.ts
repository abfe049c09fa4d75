import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

export class NewerDatabaseError extends Error {
  constructor(unknown: number[]) {
    super(
      `This database was migrated by a newer version of the shop: ${unknown.length} ` +
        `migration(s) it has applied are not known to this version (created ${unknown
          .map((millis) => new Date(millis).toISOString())
          .join(', ')}). Refusing to start rather than run old code on a newer schema: ` +
        'deploy the newer version, or restore a backup taken before the upgrade.',
    );
    this.name = 'NewerDatabaseError';
  }
}

/**
 * Refuses a database that a newer version of the shop has migrated: Drizzle's migrator
 * only applies what is newer than the last applied migration, so on its own it would
 * start old code on a newer schema without a word. Compares the migrations the database
 * records (by their creation time, which is what Drizzle keys them by) with this
 * version's journal.
 */
export async function refuseNewerDatabase(
  rows: <T>(query: SQL) => Promise<T[]>,
  migrationsFolder: string,
): Promise<void> {
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  const [table] = await rows<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return; // a fresh database
  const applied = await rows<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const unknown = applied.map((r) => Number(r.created_at)).filter((m) => !known.has(m));
  if (unknown.length > 0) throw new NewerDatabaseError(unknown.sort((a, b) => a - b));
}

/**
 * The key of the session-level advisory lock that instances sharing one PostgreSQL
 * database take while they migrate and seed it, so that exactly one does the work and
 * the others wait, then find it done. Any fixed 64-bit number; this one spells "shop".
 */
export const STARTUP_LOCK_KEY = 0x73686f70;
