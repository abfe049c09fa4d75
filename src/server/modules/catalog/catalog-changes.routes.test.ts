import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productCategories, products as productsTable } from '#src/db/schema/catalog';
import type { TestApp } from '#test/test-app';
import { setUpCatalogTestApp, type Card } from './catalog.test-setup';

const shared = setUpCatalogTestApp();
const { get, post } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('changes to the catalogue show at once', () => {
  it('filters by the current category links, and unknown names match nothing', async () => {
    const filter = (categories: string[]) =>
      post('/api/product/products/filter', { categories, limit: 48 }).then((r) =>
        r.json<{ products: Card[]; pagination: { totalProducts: number } }>(),
      );
    expect((await filter(['No Such Category'])).products).toEqual([]);
    expect((await filter(['No Such Category'])).pagination.totalProducts).toBe(0);
    const sofas = await filter(['Sofas']);
    const moved = sofas.products[0]!;
    await t.database.db.delete(productCategories).where(eq(productCategories.productId, moved.id));
    await expect
      .poll(async () => (await filter(['Sofas'])).products.map((p) => p.id))
      .not.toContain(moved.id);
    expect((await filter(['Sofas'])).pagination.totalProducts).toBe(
      sofas.pagination.totalProducts - 1,
    );
  });

  it('serves a renamed product and the new listing total right after the change', async () => {
    const before = (await get('/api/product/2')).json<{ product: Card }>().product;
    await get('/api/product/products-listing'); // caches the total
    await t.database.db
      .update(productsTable)
      .set({ productName: 'Renamed Ottoman Bed' })
      .where(eq(productsTable.id, 2));
    await expect
      .poll(
        async () => (await get('/api/product/2')).json<{ product: Card }>().product.product_name,
      )
      .toBe('Renamed Ottoman Bed');
    expect(before.product_name).not.toBe('Renamed Ottoman Bed');

    await t.database.db
      .update(productsTable)
      .set({ status: 'archived' })
      .where(eq(productsTable.id, 2));
    await expect
      .poll(
        async () =>
          (await get('/api/product/products-listing')).json<{
            pagination: { totalProducts: number };
          }>().pagination.totalProducts,
      )
      .toBe(43);
    // The listing total may be read fresh before the change's notification reaches the
    // product page's cache (written straight to the database, not through the app).
    await expect.poll(async () => (await get('/api/product/2')).statusCode).toBe(404);
  });
});
