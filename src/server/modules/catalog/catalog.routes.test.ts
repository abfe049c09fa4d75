import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  productDetailSchema,
  productPageSchema,
  variationSchema,
} from '#src/shared/schemas/catalog';
import { asBearer, newCustomer } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { setUpCatalogTestApp, type Card } from './catalog.test-setup';

const shared = setUpCatalogTestApp();
const { get, post } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('categories and menus', () => {
  it('lists the seven categories with their product counts', async () => {
    const res = await get('/api/category/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{
      categories: Array<{ category_name: string; product_count: number }>;
    }>();
    expect(categories.map((c) => c.category_name)).toEqual([
      'Beds',
      'Mattresses',
      'Headboards',
      'Sofas',
      'Footstools',
      'Clearance',
      'Kids Beds',
    ]);
    expect(categories.find((c) => c.category_name === 'Beds')?.product_count).toBe(10);
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBeGreaterThanOrEqual(40);
  });

  it('gives the mega menu the products of Headboards and Mattresses', async () => {
    const res = await post('/api/category/menus-categories-products', {
      category_names: ['Headboards', 'Mattresses'],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: Record<string, Array<{ id: number; product_name: string }>>;
    }>();
    expect(Object.keys(data).sort()).toEqual(['Headboards', 'Mattresses']);
    expect(data.Headboards?.map((p) => p.product_name)).toContain('Slim Line Headboard');
    expect(Object.keys(data.Mattresses?.[0] ?? {}).sort()).toEqual(['id', 'product_name']);
  });

  it('lists the sizes', async () => {
    const { sizes } = (await get('/api/product/sizes')).json<{
      sizes: Array<{ size: string; multiplier: number }>;
    }>();
    expect(sizes.map((s) => s.size)).toContain('4ft6 Double');
    expect(sizes.find((s) => s.size === '6ft Super King')?.multiplier).toBe(1.5);
  });
});

describe('product listings hide prices from visitors', () => {
  it('pages through all products, 8 at a time, newest first', async () => {
    const res = await get('/api/product/products-listing?page=2&limit=8');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ products: Card[]; pagination: Record<string, unknown> }>();
    // The JSON built by the database matches the documented response schema.
    expect(productPageSchema.strict().parse(body)).toEqual(body);
    expect(body.products).toHaveLength(8);
    expect(body.pagination).toEqual({
      totalProducts: 44,
      totalPages: 6,
      currentPage: 2,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    for (const product of body.products) {
      expect(product.price_euro).toBeNull();
      expect(product.images.length).toBeGreaterThan(0);
    }
  });

  it('filters by category and size, sorted by name, without prices', async () => {
    const res = await post('/api/product/products/filter', {
      categories: ['Beds'],
      sizes: ['3ft Single'],
      sort: 'name',
      page: 1,
      limit: 20,
    });
    expect(res.statusCode).toBe(200);
    const { products } = res.json<{ products: Card[] }>();
    const names = products.map((p) => p.product_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Ashbourne Divan Bed');
    expect(names).not.toContain('Kilkenny Ottoman Bed'); // no 3ft size
    expect(products.every((p) => p.Categories.some((c) => c.category_name === 'Beds'))).toBe(true);
    expect(products.every((p) => p.price_euro === null && p.from_price_euro === null)).toBe(true);
  });

  it('ignores a price range and a price sort from a visitor, which would reveal prices', async () => {
    const all = await post('/api/product/products/filter', { categories: ['Beds'], limit: 48 });
    const priced = await post('/api/product/products/filter', {
      categories: ['Beds'],
      priceRange: { min: 1, max: 2 },
      sort: 'price-desc',
      limit: 48,
    });
    expect(priced.json<{ products: Card[] }>().products).toHaveLength(
      all.json<{ products: Card[] }>().products.length,
    );
  });

  it('searches name and description, and SKUs case-insensitively', async () => {
    const byWord = await post('/api/product/search', { search: 'gas-lift' });
    expect(byWord.json<{ products: Card[] }>().products.map((p) => p.product_name)).toEqual([
      'Kilkenny Ottoman Bed',
    ]);
    const bySku = await post('/api/product/search', { search: 'bed-kil' });
    expect(bySku.json<{ products: Card[] }>().products.map((p) => p.sku)).toEqual(['BED-KIL-002']);
    const literal = await post('/api/product/search', { search: '%' });
    expect(literal.json<{ products: Card[] }>().products).toEqual([]);
    // Quotes and SQL are only words to look for: "or" finds "order", nothing more.
    for (const hostile of [
      "o'brienzz",
      "x'); drop table products; --",
      '\\',
      "\\'; select 1; --",
      "zzq') or true or ('",
    ]) {
      const res = await post('/api/product/search', { search: hostile });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ success: boolean }>().success).toBe(true);
    }
    expect(
      (await get('/api/product/products-listing')).json<{ products: Card[] }>().products,
    ).toHaveLength(8);
    const inCategory = await post('/api/product/search', {
      search: 'bed',
      category: 'Kids Beds',
      limit: 48,
    });
    const found = inCategory.json<{ products: Card[] }>().products;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.Categories.some((c) => c.category_name === 'Kids Beds'))).toBe(
      true,
    );
  });

  it('lists a category by name (any case) or id, and 404s an unknown one', async () => {
    const byName = await get('/api/category/Kids%20Beds/products');
    expect(byName.statusCode).toBe(200);
    const body = byName.json<{
      success: boolean;
      products: Card[];
      pagination: { totalProducts: number };
    }>();
    expect(body.success).toBe(true);
    expect(body.pagination.totalProducts).toBe(5);
    const lower = await get('/api/category/kids%20beds/products?page=1&limit=8');
    expect(lower.json<{ products: Card[] }>().products).toEqual(body.products);
    const missing = await get('/api/category/garden/products');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Category not found' });
  });

  it('lists related products of several categories, leaving one out', async () => {
    const { categories } = (await get('/api/category/categories')).json<{
      categories: Array<{ id: number; category_name: string }>;
    }>();
    const ids = categories
      .filter((c) => ['Sofas', 'Footstools'].includes(c.category_name))
      .map((c) => c.id);
    const first = (await get(`/api/category/${ids[0]}/products`)).json<{ products: Card[] }>()
      .products[0]!;
    const res = await get(`/api/category/${ids.join(',')}?exclude=${first.id}&limit=20`);
    expect(res.statusCode).toBe(200);
    const related = res.json<{ products: Card[] }>().products;
    expect(related).toHaveLength(11);
    expect(related.map((p) => p.id)).not.toContain(first.id);
  });
});

describe('search with the filter panel', () => {
  type SearchPage = { products: Card[]; pagination: { totalProducts: number } };
  const search = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/product/search', payload, headers }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SearchPage>();
    });

  it('narrows a search by size names', async () => {
    const all = await search({ search: 'bed', limit: 48 });
    const single = await search({ search: 'bed', sizes: ['3ft Single'], limit: 48 });
    const names = single.products.map((p) => p.product_name);
    expect(names).toContain('Ashbourne Divan Bed');
    expect(names).not.toContain('Kilkenny Ottoman Bed'); // no 3ft size
    expect(single.pagination.totalProducts).toBeLessThan(all.pagination.totalProducts);
    expect(all.products.map((p) => p.id)).toEqual(
      expect.arrayContaining(single.products.map((p) => p.id)),
    );
    // Size names are matched whatever their case; an unknown size matches nothing.
    const lower = await search({ search: 'bed', sizes: ['3FT single'], limit: 48 });
    expect(lower.products.map((p) => p.id)).toEqual(single.products.map((p) => p.id));
    expect((await search({ search: 'bed', sizes: ['9ft Giant'] })).products).toEqual([]);
  });

  it('narrows by price range for a signed-in customer and ignores it for a visitor', async () => {
    const customer = asBearer(await newCustomer(t));
    const all = await search({ search: 'bed', limit: 48 }, customer);
    const prices = all.products.map((p) => p.from_price_euro!).sort((a, b) => a - b);
    expect(prices.every((p) => typeof p === 'number')).toBe(true);
    const min = prices[0]!;
    const max = prices[Math.floor(prices.length / 2)]!;
    expect(max).toBeLessThan(prices.at(-1)!);

    const priced = await search({ search: 'bed', priceRange: { min, max }, limit: 48 }, customer);
    expect(priced.products.length).toBeGreaterThan(0);
    expect(priced.pagination.totalProducts).toBeLessThan(all.pagination.totalProducts);
    expect(
      priced.products.every((p) => p.from_price_euro! >= min && p.from_price_euro! <= max),
    ).toBe(true);

    const visitorAll = await search({ search: 'bed', limit: 48 });
    const visitorPriced = await search({ search: 'bed', priceRange: { min, max }, limit: 48 });
    expect(visitorPriced.pagination.totalProducts).toBe(visitorAll.pagination.totalProducts);
    expect(visitorPriced.products.every((p) => p.from_price_euro === null)).toBe(true);
  });

  it('takes a price range without a top: everything from its minimum up', async () => {
    const customer = asBearer(await newCustomer(t));
    const all = await search({ search: 'sofa', limit: 48 }, customer);
    const prices = all.products.map((p) => p.from_price_euro!).sort((a, b) => a - b);
    const min = prices[1]!;
    const from = await search({ search: 'sofa', priceRange: { min }, limit: 48 }, customer);
    expect(from.products.map((p) => p.from_price_euro).sort((a, b) => a! - b!)).toEqual(
      prices.filter((p) => p >= min),
    );
    // The dearest sofas cost more than the slider's top (docs/business-rules.md "Catalogue": 1 to
    // 1000 euro).
    expect(prices.at(-1)!).toBeGreaterThan(1000);
  });

  it.each([
    ['an unknown field', { search: 'bed', role: 'admin' }, /role/],
    ['an inverted price range', { search: 'bed', priceRange: { min: 9, max: 1 } }, /priceRange/],
    ['sizes that are not a list', { search: 'bed', sizes: '3ft Single' }, /sizes/],
    ["the filter's categories list", { search: 'bed', categories: ['Beds'] }, /categories/],
  ])('refuses %s with a 400', async (_, payload, message) => {
    const res = await post('/api/product/search', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});

describe('product detail', () => {
  it('returns images, sizes, fabrics with colours, categories and variations without prices', async () => {
    const list = await post('/api/product/search', { search: 'BED-WIC-003' });
    const id = list.json<{ products: Card[] }>().products[0]!.id;
    const res = await get(`/api/product/${id}`);
    expect(res.statusCode).toBe(200);
    const detailSchema = z
      .object({
        success: z.literal(true),
        product: productDetailSchema.strict(),
        variations: z.array(variationSchema.strict()),
      })
      .strict();
    expect(() => detailSchema.parse(res.json())).not.toThrow();
    const { product, variations } = res.json<{
      product: Card & {
        Sizes: Array<{ size: string; multiplier: number }>;
        Fabrics: Array<{
          fabric_name: string;
          fabricColors: Array<{ color_name: string; image_url: string }>;
        }>;
      };
      variations: Array<{
        sizeId: number;
        fabricId: number;
        fabricColorId: number;
        price_euro: number | null;
      }>;
    }>();
    expect(product.product_name).toBe('Wicklow Upholstered Bed');
    expect(product.price_euro).toBeNull();
    expect(product.images).toHaveLength(3);
    expect(product.Sizes.map((s) => s.size)).toEqual([
      '3ft Single',
      '4ft Small Double',
      '4ft6 Double',
      '5ft King',
      '6ft Super King',
    ]);
    expect(product.Fabrics.map((f) => f.fabric_name)).toEqual(['Plush Velvet', 'Bouclé']);
    expect(product.Fabrics[0]!.fabricColors[0]!.image_url).toMatch(/^\/media\/swatches\/.+\.webp$/);
    expect(variations).toHaveLength(5 * (4 + 2));
    expect(variations.every((v) => v.price_euro === null)).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await get('/api/product/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
    const bad = await get('/api/product/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/id must be a number/);
  });

  it('hides storage prices from visitors', async () => {
    const res = await get('/api/admin/storage-prices?categoryId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ottomanBase: null, cloudBase: null });
  });
});

describe('bad requests get a clear 400', () => {
  it.each([
    ['a page size of 0', '/api/product/products-listing?limit=0', /limit must be 1 or more/],
    ['a page below 1', '/api/product/products-listing?page=0', /page must be 1 or more/],
    ['an unknown sort', '/api/product/products-listing?sort=random', /sort must be one of/],
  ])('%s', async (_, url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('refuses fields the filter does not accept', async () => {
    const res = await post('/api/product/products/filter', { categories: [], role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/role/);
  });

  it('refuses a malformed JSON body without leaking internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"search":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('listings run a bounded number of SQL statements (no N+1)', () => {
  it.each([1, 8, 48])('products-listing with limit %i runs at most 3', async (limit) => {
    t.queries.length = 0;
    const res = await get(`/api/product/products-listing?limit=${limit}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ products: Card[] }>().products).toHaveLength(Math.min(limit, 44));
    expect(t.queries.length).toBeLessThanOrEqual(3);
  });

  it('a filtered page and a product page stay within 3', async () => {
    t.queries.length = 0;
    await post('/api/product/products/filter', {
      categories: ['Beds', 'Sofas'],
      sizes: ['5ft King'],
      limit: 48,
    });
    expect(t.queries.length).toBeLessThanOrEqual(3);
    t.queries.length = 0;
    await get('/api/product/1');
    expect(t.queries.length).toBeLessThanOrEqual(3);
  });

  it.each(['ottoman', 'KIL-00', 'no such thing at all'])(
    'a search for "%s", filtered by size, stays within 3',
    async (search) => {
      t.queries.length = 0;
      const res = await post('/api/product/search', { search, sizes: ['5ft King'], limit: 48 });
      expect(res.statusCode).toBe(200);
      expect(t.queries.length).toBeLessThanOrEqual(3);
    },
  );
});
