import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#test/test-app';
import { productCategories, products } from '#src/db/schema/catalog';
import {
  BEDS_KEEPS_NAME,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_EMPTY,
  CATEGORY_ORDER_STALE,
  MULTIPLIER_MESSAGE,
  SIZE_NAME_TAKEN,
} from '#src/shared/schemas/admin-catalogue-setup';
import { setUpCatalogueSetupTestApp } from './catalogue-setup.test-setup';

const shared = setUpCatalogueSetupTestApp();
const { call, listCategories, listSizes, auditOf, createCategory } = shared;
let t: TestApp;
let bedsId: number;
beforeAll(() => {
  t = shared.testApp();
  bedsId = shared.bedsId();
});

describe('categories', () => {
  it('creates a category last in the list, with a history entry by the staff member', async () => {
    const id = await createCategory('Headboards Test');
    const list = await listCategories();
    expect(list.at(-1)).toMatchObject({ id, category_name: 'Headboards Test', product_count: 0 });
    const [entry] = await auditOf('category', id);
    expect(entry).toMatchObject({ action: 'created', after: { category_name: 'Headboards Test' } });
    // The storefront's list shows it at once.
    const storefront = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(storefront.json<{ categories: Array<{ id: number }> }>().categories).toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('refuses a name another category has, whatever its case, with 409 on the field', async () => {
    const response = await call('POST', '/api/admin/categories', { category_name: 'BEDS' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: CATEGORY_NAME_TAKEN,
      errors: [{ field: 'category_name', message: CATEGORY_NAME_TAKEN }],
    });
    const id = await createCategory('Mirrors Test');
    const rename = await call('PUT', `/api/admin/categories/${id}`, { category_name: 'beds' });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses a blank name and unknown fields with messages per field', async () => {
    const blank = await call('POST', '/api/admin/categories', { category_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: [{ field: 'category_name', message: 'Category name is required' }],
    });
    const extra = await call('POST', '/api/admin/categories', {
      category_name: 'Ok',
      sort_order: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ errors: [{ field: 'sort_order' }] });
  });

  it('renames a category, recording before and after', async () => {
    const id = await createCategory('Lamps Tset');
    const response = await call('PUT', `/api/admin/categories/${id}`, {
      category_name: 'Lamps Test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listCategories()).find((c) => c.id === id)?.category_name).toBe('Lamps Test');
    expect((await auditOf('category', id))[0]).toMatchObject({
      action: 'renamed',
      before: { category_name: 'Lamps Tset' },
      after: { category_name: 'Lamps Test' },
    });
  });

  it('keeps the Beds category’s name (storage and lead times hang on it) but lets its case change', async () => {
    const response = await call('PUT', `/api/admin/categories/${bedsId}`, {
      category_name: 'Bedsteads',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: BEDS_KEEPS_NAME });
    const same = await call('PUT', `/api/admin/categories/${bedsId}`, { category_name: 'Beds' });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown category and 400 for an id that is not one', async () => {
    expect(
      (await call('PUT', '/api/admin/categories/999999', { category_name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/categories/abc', { category_name: 'X' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
  });

  it('reorders the categories, and the storefront lists them in that order', async () => {
    const ids = (await listCategories()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const response = await call('PUT', '/api/admin/categories/order', { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listCategories()).map((c) => c.id)).toEqual(reversed);
    const storefront = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(
      storefront.json<{ categories: Array<{ id: number }> }>().categories.map((c) => c.id),
    ).toEqual(reversed);
    expect((await auditOf('category', 'order'))[0]).toMatchObject({
      action: 'reordered',
      after: { ids: reversed },
    });
  });

  it('refuses an order that leaves out a category or names one twice', async () => {
    const ids = (await listCategories()).map((c) => c.id);
    const missing = await call('PUT', '/api/admin/categories/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ message: CATEGORY_ORDER_STALE });
    const twice = await call('PUT', '/api/admin/categories/order', { ids: [ids[0], ...ids] });
    expect(twice.statusCode).toBe(400);
  });

  it('deletes an empty category and refuses one with products', async () => {
    const empty = await createCategory('Empty Test');
    expect((await call('DELETE', `/api/admin/categories/${empty}`)).statusCode).toBe(200);
    expect((await listCategories()).some((c) => c.id === empty)).toBe(false);
    expect((await auditOf('category', empty))[0]).toMatchObject({ action: 'deleted' });

    const full = await createCategory('Full Test');
    const [product] = await t.database.db
      .insert(products)
      .values({ productName: 'Test Lamp', sku: 'TST-LAMP-1', priceCents: 4000, status: 'archived' })
      .returning();
    await t.database.db
      .insert(productCategories)
      .values({ productId: product!.id, categoryId: full });
    const refused = await call('DELETE', `/api/admin/categories/${full}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CATEGORY_NOT_EMPTY(1) });
    expect((await listCategories()).find((c) => c.id === full)?.product_count).toBe(1);
  });

  it('never deletes the Beds category', async () => {
    const response = await call('DELETE', `/api/admin/categories/${bedsId}`);
    expect(response.statusCode).toBe(409);
  });
});

describe('sizes', () => {
  const sizeBody = (overrides: Record<string, unknown> = {}) => ({
    size: 'Test Emperor',
    length: 215,
    width: 200,
    height: null,
    multiplier: 1.75,
    ...overrides,
  });

  it('creates, changes and deletes an unused size', async () => {
    const created = await call('POST', '/api/admin/sizes', sizeBody());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await listSizes()).find((s) => s.id === id)).toMatchObject({
      size: 'Test Emperor',
      length: 215,
      height: null,
      multiplier: 1.75,
      product_count: 0,
    });
    const saved = await call('PUT', `/api/admin/sizes/${id}`, sizeBody({ multiplier: 1.875 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await listSizes()).find((s) => s.id === id)?.multiplier).toBe(1.875);
    expect((await auditOf('size', id))[0]).toMatchObject({
      action: 'updated',
      before: { multiplier: 1.75 },
      after: { multiplier: 1.875 },
    });
    expect((await call('DELETE', `/api/admin/sizes/${id}`)).statusCode).toBe(200);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['four decimals', 1.2345],
    ['a string', '1.5'],
  ])('refuses a multiplier that is %s', async (_name, multiplier) => {
    const response = await call('POST', '/api/admin/sizes', sizeBody({ size: 'Bad', multiplier }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'multiplier', message: MULTIPLIER_MESSAGE }],
    });
  });

  it('refuses a name another size has, whatever its case', async () => {
    const [first] = await listSizes();
    const response = await call(
      'POST',
      '/api/admin/sizes',
      sizeBody({ size: first!.size.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'size', message: SIZE_NAME_TAKEN }],
    });
  });

  it('refuses to delete a size a product uses, saying what uses it', async () => {
    const used = (await listSizes()).find((s) => s.product_count > 0)!;
    const response = await call('DELETE', `/api/admin/sizes/${used.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/it is used by \d+ products?/);
  });
});
