import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { queryRows } from '#src/db/query-rows';
import { SEARCH_COUNT_CAP } from './catalog-search.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // More products with one word than a search counts, each a minute newer than the last.
  await t.database.db
    .execute(sql`insert into products (product_name, sku, description, price_euro, created_at)
    select 'Quillan Chair ' || n, 'QUI-' || n, 'A quillan chair.', 100 + n,
      now() + make_interval(mins => n)
    from generate_series(1, ${SEARCH_COUNT_CAP + 20}::int) n`);
});
afterAll(() => t.close());

interface SearchPage {
  products: Array<{ product_name: string }>;
  pagination: {
    totalProducts: number;
    totalPages: number;
    currentPage: number;
    hasNextPage: boolean;
    totalIsAtLeast?: true;
  };
}
const search = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/search', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchPage>();
};

describe('how many products a search reports', () => {
  it('counts up to the cap and says "at least" past it, still paging in order', async () => {
    const first = await search({ search: 'quillan', page: 1, limit: 8 });
    expect(first.pagination).toEqual({
      totalProducts: SEARCH_COUNT_CAP,
      totalPages: Math.ceil(SEARCH_COUNT_CAP / 8),
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
      totalIsAtLeast: true,
    });
    const newest = SEARCH_COUNT_CAP + 20;
    expect(first.products.map((p) => p.product_name)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Quillan Chair ${newest - i}`),
    );
    const second = await search({ search: 'quill', page: 2, limit: 8 });
    expect(second.products[0]?.product_name).toBe(`Quillan Chair ${newest - 8}`);
    const byName = await search({ search: 'quillan chair', sort: 'name', page: 1, limit: 3 });
    expect(byName.pagination.totalIsAtLeast).toBe(true);
    expect(byName.products.map((p) => p.product_name)).toEqual([
      'Quillan Chair 1',
      'Quillan Chair 10',
      'Quillan Chair 100',
    ]);
  });

  it('finds a page past the cap in at most 3 statements, cards included', async () => {
    await search({ search: 'quillan', page: 1, limit: 8 });
    t.queries.length = 0;
    const third = await search({ search: 'quillan', page: 3, limit: 8 });
    expect(third.products[0]?.product_name).toBe(`Quillan Chair ${SEARCH_COUNT_CAP + 20 - 16}`);
    expect(t.queries.length).toBeLessThanOrEqual(3);
  });

  it('counts exactly, without "at least", when the matches are fewer', async () => {
    const few = await search({ search: '51', page: 1, limit: 20 });
    // 51, 510-519 (and 5100+ do not exist).
    expect(few.pagination.totalProducts).toBe(11);
    expect(few.pagination).not.toHaveProperty('totalIsAtLeast');
    expect(few.products.map((p) => p.product_name).at(-1)).toBe('Quillan Chair 51');
  });

  it('leaves listings and filters without a search counting every product', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where status <> 'archived'`,
    );
    expect(row!.n).toBeGreaterThan(SEARCH_COUNT_CAP);
    const listing = await t.app.inject({ url: '/api/product/products-listing?page=1&limit=8' });
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/product/products/filter',
      payload: { page: 1, limit: 8 },
    });
    for (const res of [listing, filtered]) {
      const { pagination } = res.json<SearchPage>();
      expect(pagination.totalProducts).toBe(row!.n);
      expect(pagination).not.toHaveProperty('totalIsAtLeast');
    }
  });

  it('takes an underscore in a SKU search literally', async () => {
    await t.database.db.execute(sql`insert into products (product_name, sku, price_euro)
      values ('Underscore Stool', 'UND_S01', 10), ('Wildcard Stool', 'UNDXS02', 10)`);
    const found = await search({ search: 'und_s0' });
    expect(found.products.map((p) => p.product_name)).toEqual(['Underscore Stool']);
  });
});
