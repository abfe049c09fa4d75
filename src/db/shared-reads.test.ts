import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from './query-rows';

// One shop for the file: each test reads, and counts statements from its own start.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('identical reads waiting for the database', () => {
  const countSizes = (marker: number) =>
    sql`select count(*)::int as n, ${marker}::int as marker from sizes`;
  const statementsOf = (marker: string) => t.queries.filter((q) => q.includes(marker)).length;

  it('share one statement and each get the rows', async () => {
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(t.database.db, countSizes(1));
    t.queries.length = 0;
    const reads = Array.from({ length: 20 }, () =>
      queryRows<{ n: number }>(t.database.catalogDb, countSizes(1), { shareQueued: true }),
    );
    const answers = await Promise.all(reads);
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array(20).fill(n));
    expect(statementsOf('from sizes')).toBe(1);
  });

  it('do not share across different parameters, nor unless asked', async () => {
    t.queries.length = 0;
    const [a, b] = await Promise.all([
      queryRows<{ marker: number }>(t.database.catalogDb, countSizes(2), { shareQueued: true }),
      queryRows<{ marker: number }>(t.database.catalogDb, countSizes(3), { shareQueued: true }),
      queryRows<{ marker: number }>(t.database.catalogDb, countSizes(3)),
    ]);
    expect([a?.[0]?.marker, b?.[0]?.marker]).toEqual([2, 3]);
    expect(statementsOf('from sizes')).toBe(3);
  });

  it('share an error: every caller hears it, and the next read runs afresh', async () => {
    const failing = sql`select 1 / (${0}::int) as x`;
    const reads = [1, 2].map(() => queryRows(t.database.catalogDb, failing, { shareQueued: true }));
    for (const read of reads) await expect(read).rejects.toThrow(/division by zero/);
    const ok = await queryRows<{ x: number }>(
      t.database.catalogDb,
      sql`select 1 / (${1}::int) as x`,
      {
        shareQueued: true,
      },
    );
    expect(ok[0]?.x).toBe(1);
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'never hand a reader rows read before it asked',
    async () => {
      // A read already running (it sleeps, then counts) is not joined: a change made
      // meanwhile is seen by an identical read asked for after the change.
      const slowCount = sql`select pg_sleep(${0.3}::float8), (select count(*)::int from sizes) as n`;
      const before = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sizes`,
      );
      t.queries.length = 0;
      const running = queryRows<{ n: number }>(t.database.catalogDb, slowCount, {
        shareQueued: true,
      });
      while (!t.queries.some((q) => q.includes('pg_sleep'))) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.database.db.execute(
        sql`insert into sizes (size) values (${`Shared read ${Date.now()}`})`,
      );
      const after = await queryRows<{ n: number }>(t.database.catalogDb, slowCount, {
        shareQueued: true,
      });
      expect((await running)[0]?.n).toBe(before[0]?.n);
      expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    },
  );
});

describe('reads planned for their values', () => {
  it('carry any text as one literal, with or without a semicolon', async () => {
    const texts = [
      "o'brien",
      "x'); drop table sizes; --",
      "\\'; select 1; --",
      "zzq') or true or ('",
      'back\\slash',
    ];
    for (const text of texts) {
      const rows = await queryRows<{ v: string; n: number }>(
        t.database.catalogDb,
        sql`select ${text}::text as v, (select count(*)::int from sizes) as n`,
        { customPlan: true },
      );
      expect(rows).toEqual([{ v: text, n: expect.any(Number) as number }]);
      expect(rows[0]?.n).toBeGreaterThan(0);
    }
  });
});
