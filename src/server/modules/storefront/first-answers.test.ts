import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '#src/db/schema/catalog';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { INLINED_RESPONSES_ID, inlinedRequestKey } from '#src/shared/site/inlined-responses';
import { PAGE_TITLES } from '#src/shared/site/page-titles';
import { createTestApp, type TestApp } from '#test/test-app';

// A visitor's first page of products comes inside the storefront's page: the same answer
// the API gives the request the page would make (modules/storefront/spa.ts).

function builtSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-answers-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: builtSite() });
});
afterAll(() => t.close());

const ELEMENT = new RegExp(
  `<script type="application/json" id="${INLINED_RESPONSES_ID}">(.*?)</script>`,
);

async function inlinedOf(page: string, status = 200): Promise<Record<string, unknown> | undefined> {
  const res = await t.app.inject({ method: 'GET', url: page });
  expect(res.statusCode).toBe(status);
  const found = ELEMENT.exec(res.body)?.[1];
  return found === undefined ? undefined : (JSON.parse(found) as Record<string, unknown>);
}

async function apiAnswer(method: 'GET' | 'POST', url: string, body?: object) {
  const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
}

/** Waits until the caches have heard of every catalogue change made so far. */
async function catalogueChangeHeard() {
  const generation = t.app.catalogCache.currentGeneration();
  await t.database.db.execute(sql`select pg_notify('catalog_changed', '')`);
  await vi.waitFor(() => {
    expect(t.app.catalogCache.currentGeneration()).toBeGreaterThan(generation);
  });
}

const FILTER = { limit: DEFAULT_PAGE_SIZE, categories: [], sizes: [], sort: 'newest', page: 1 };
const CATEGORY = `/api/category/beds/products?page=1&limit=${DEFAULT_PAGE_SIZE}`;

describe("a visitor's first page of products, inside the storefront's page", () => {
  it('is what the API answers, for /products, a product and a category', async () => {
    const cases = [
      ['/products', 'POST', '/api/product/products/filter', FILTER],
      ['/products/4', 'GET', '/api/product/4', undefined],
      ['/category/beds', 'GET', CATEGORY, undefined],
    ] as const;
    for (const [page, method, url, body] of cases) {
      const inlined = await inlinedOf(page);
      expect(Object.keys(inlined ?? {})).toEqual([inlinedRequestKey(method, url, body)]);
      expect(Object.values(inlined!)[0]).toEqual(await apiAnswer(method, url, body));
    }
  });

  it('follows a catalogue change, and reads nothing while the catalogue is unchanged', async () => {
    await inlinedOf('/products/4');
    await catalogueChangeHeard();
    await inlinedOf('/products/4');
    t.queries.length = 0;
    await inlinedOf('/products/4');
    await inlinedOf('/products');
    await inlinedOf('/products');
    const warm = t.queries.length;
    // The product's page and the listing already read once each: nothing more.
    await inlinedOf('/products/4');
    await inlinedOf('/products');
    expect(t.queries.length).toBe(warm);

    await t.database.db
      .update(products)
      .set({ productName: 'Renamed for the first page' })
      .where(eq(products.id, 4));
    await catalogueChangeHeard();
    const detail = (await inlinedOf('/products/4'))!;
    expect(JSON.stringify(detail)).toContain('Renamed for the first page');
    expect(Object.values(detail)[0]).toEqual(await apiAnswer('GET', '/api/product/4'));
  });

  it('is left out where the API would not answer 200, and the page still comes (404)', async () => {
    expect(await inlinedOf('/products/999999', 404)).toBeUndefined();
    expect(await inlinedOf('/products/99999999999', 404)).toBeUndefined();
    expect(await inlinedOf('/category/no-such-category', 404)).toBeUndefined();
    expect(await inlinedOf(`/category/${'x'.repeat(101)}`, 404)).toBeUndefined();
  });

  it('is never put into the page of a request with a query string', async () => {
    expect(await inlinedOf('/products?page=2')).toBeUndefined();
  });
});

describe("the page's status", () => {
  it('is 200 for every page of the SPA and 404 for a path it has no page for', async () => {
    const pages = Object.keys(PAGE_TITLES)
      .filter((page) => page !== '*')
      .map((page) => page.replace(/:\w+/g, 'X1'));
    for (const page of [...pages, '/', '/admin', '/admin/orders/12', '/login', '/forgot-pass']) {
      const res = await t.app.inject({ method: 'GET', url: page });
      // A product that does not exist is a 404 of its own (above).
      expect(res.statusCode, page).toBe(page === '/products/X1' ? 404 : 200);
    }
    for (const page of ['/no/such/page', '/cartt', '/lists/1/2', '/admin-panel']) {
      const res = await t.app.inject({ method: 'GET', url: page });
      expect(res.statusCode, page).toBe(404);
      expect(res.body, page).toContain('<div id="root">');
    }
  });
});
