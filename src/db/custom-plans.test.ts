import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from './schema/accounts';
import { withCustomPlans } from './custom-plans';
import { queryRows } from './query-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const planCacheMode = async (db: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`))[0]
    ?.mode;

describe('reads planned for their values', () => {
  it('plan each statement inside for its values, and only inside', async () => {
    const outside = await planCacheMode(t.database.db);
    const inside = await withCustomPlans(t.database.db, async (tx) => {
      const [row] = await tx
        .select({ mode: sql<string>`current_setting('plan_cache_mode')` })
        .from(users)
        .limit(1);
      return row?.mode;
    });
    expect(inside).toBe('force_custom_plan');
    expect(await planCacheMode(t.database.db)).toBe(outside);
  });

  it('refuse writes: the transaction is read-only', async () => {
    const error = await withCustomPlans(t.database.db, (tx) =>
      tx.execute(sql`create table custom_plans_probe (n int)`),
    ).catch((failed: unknown) => failed);
    expect(String((error as { cause?: unknown }).cause)).toMatch(/read-only transaction/);
  });
});
