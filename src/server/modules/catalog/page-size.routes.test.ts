import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { categories, productCategories, products } from '#src/db/schema/catalog';
import { MAX_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import type { Pagination } from '#src/shared/schemas/pagination';

/** Footstools beyond the cap: the demo catalogue has fewer products than one full page. */
const EXTRA = 60;
let t: TestApp;
let footstools = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, 'Footstools'));
  footstools = category!.id;
  // Before any request, so that no cache holds the catalogue without them.
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: EXTRA }, (_, i) => ({
        productName: `Page Size Stool ${String(i + 1).padStart(2, '0')}`,
        sku: `TST-PSZ-${i + 1}`,
        priceCents: (50 + i) * 100,
        stock: 10,
      })),
    )
    .returning({ id: products.id });
  await db
    .insert(productCategories)
    .values(rows.map((row) => ({ productId: row.id, categoryId: footstools })));
});
afterAll(() => t.close());

interface Page {
  products: unknown[];
  pagination: Pagination;
}

describe('a page size above the cap is served at the cap (docs/api.md "Conventions")', () => {
  const asked = [
    [
      'GET /api/product/products-listing',
      () => ({ method: 'GET', url: '/api/product/products-listing?page=1&limit=100' }),
    ],
    [
      'POST /api/product/products/filter',
      () => ({
        method: 'POST',
        url: '/api/product/products/filter',
        payload: { categories: ['Footstools'], page: 1, limit: 100 },
      }),
    ],
    [
      'POST /api/product/search',
      () => ({
        method: 'POST',
        url: '/api/product/search',
        payload: { search: 'page size stool', page: 1, limit: 100 },
      }),
    ],
    [
      'GET /api/category/footstools/products',
      () => ({ method: 'GET', url: '/api/category/footstools/products?page=1&limit=100' }),
    ],
    [
      'GET /api/category/{id}/products',
      () => ({ method: 'GET', url: `/api/category/${footstools}/products?page=1&limit=100` }),
    ],
  ] as const;

  it.each(asked)('%s: 100 asked, %#', async (_name, request) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(200);
    const { products: page, pagination } = response.json<Page>();
    expect(page).toHaveLength(MAX_PAGE_SIZE);
    expect(pagination.totalProducts).toBeGreaterThan(MAX_PAGE_SIZE);
    expect(pagination).toMatchObject({
      currentPage: 1,
      totalPages: Math.ceil(pagination.totalProducts / MAX_PAGE_SIZE),
      hasNextPage: true,
      hasPreviousPage: false,
    });
  });

  it('serves a limit past any whole number at the cap too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/product/products-listing?page=1&limit=99999999999999999999',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Page>().products).toHaveLength(MAX_PAGE_SIZE);
  });

  it('gives the rest on the next page of the same size', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/category/footstools/products?page=1&limit=1000',
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/category/footstools/products?page=2&limit=1000',
    });
    const total = first.json<Page>().pagination.totalProducts;
    expect(second.json<Page>().products).toHaveLength(total - MAX_PAGE_SIZE);
    expect(second.json<Page>().pagination).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it.each([
    ['limit=0', 'limit must be 1 or more'],
    ['limit=-5', 'limit must be 1 or more'],
    ['limit=ten', 'limit must be a number'],
    ['limit=2.5', 'limit must be a whole number'],
  ])('still refuses %s with 400', async (query, message) => {
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/product/products-listing?${query}`,
    });
    expect(listing.statusCode).toBe(400);
    expect(listing.json<{ message: string }>().message).toContain(message);
    const limit = query.slice('limit='.length);
    const filter = await t.app.inject({
      method: 'POST',
      url: '/api/product/products/filter',
      payload: { limit: Number.isNaN(Number(limit)) ? limit : Number(limit) },
    });
    expect(filter.statusCode).toBe(400);
  });
});
