import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_STATEMENT_TIMEOUT_MS } from '#src/db/client';
import { isStatementTimeout } from '#src/db/errors';
import { queryRows } from '#src/db/query-rows';
import { createTestApp, type TestApp } from '#test/test-app';

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a statement timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cancels a catalogue read that runs too long, and leaves other work alone', async () => {
    const started = Date.now();
    const slow = queryRows(t.database.catalogDb, sql`select pg_sleep(10)`);
    await expect(slow).rejects.toSatisfy(isStatementTimeout);
    expect(Date.now() - started).toBeLessThan(CATALOG_STATEMENT_TIMEOUT_MS + 3000);
    // Checkouts and staff work use the other pool, without that bound.
    const [row] = await queryRows<{ timeout: string }>(
      t.database.db,
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect(row?.timeout).toBe('0');
  });
});
