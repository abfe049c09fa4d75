import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { ProductBody, ProductFormOptions } from '#src/shared/schemas/admin-products';
import { asBearer, newCustomer, signIn, type Session } from '#test/customers';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '#test/test-app';
import { openDatabase } from '#src/db/client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

let t: TestApp;
let staff: Session;
let buyer: Session;
let product: { id: number };

interface Page {
  product: { product_name: string; price_euro: number | null };
}

const productPage = (session?: Session, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/product/${product.id}`,
    headers: { ...headers, ...(session ? asBearer(session) : {}) },
  });

const staffCall = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asBearer(staff), ...(payload ? { payload } : {}) });

let body: ProductBody;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  buyer = await newCustomer(t);
  const options = (
    await staffCall('GET', '/api/admin/products/form-options')
  ).json<ProductFormOptions>();
  body = {
    product_name: 'Cache Test Footstool',
    sku: 'CACHE-TST-1',
    description: '<p>Oak legs.</p>',
    special_instructions: '',
    price_euro: 100,
    stock: -1,
    status: 'available',
    categoryIds: [options.categories.find((c) => c.name === 'Footstools')!.id],
    sizeIds: [],
    fabricIds: [],
  };
  const created = await staffCall('POST', '/api/admin/products', body);
  expect(created.statusCode, created.body).toBe(201);
  product = created.json<{ product: { id: number } }>().product;
});
afterAll(() => t.close());

describe('the response cache of catalogue reads', () => {
  it('answers a repeated read from memory, with an ETag that a revalidation turns into 304', async () => {
    const first = await productPage();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    // (On PostgreSQL the notification of the product's creation may still be arriving.)
    await vi.waitFor(async () => {
      await productPage();
      t.queries.length = 0;
      const again = await productPage();
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect(t.queries).toEqual([]);
    });

    const revalidated = await productPage(undefined, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves a browser its compressed answer from memory too, in the encoding it prefers', async () => {
    const plain = (await productPage()).body;
    const asked = (acceptEncoding: string) =>
      productPage(undefined, { 'accept-encoding': acceptEncoding });
    const decoded = (res: Awaited<ReturnType<typeof productPage>>) =>
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : res.body;

    // As Chromium asks: Brotli. The first answer is made and kept; the next from memory.
    await vi.waitFor(async () => {
      const first = await asked('gzip, deflate, br, zstd');
      t.queries.length = 0;
      const again = await asked('gzip, deflate, br, zstd');
      expect(t.queries).toEqual([]);
      for (const res of [first, again]) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toBe('authorization, cookie, accept-encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(decoded(res)).toBe(plain);
      }
    });
    // The header's preferences count: Brotli refused, gzip it is; neither, the plain text.
    const gzipped = await asked('br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(plain);
    const identity = await asked('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('keeps visitors and trade buyers apart: only the buyer sees the price', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await productPage()).json<Page>().product.price_euro).toBeNull();
      const traded = await productPage(buyer);
      expect(traded.json<Page>().product.price_euro).toBe(100);
      expect(traded.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('shows a staff price change on the very next request, and a new ETag', async () => {
    const before = await productPage(buyer);
    const listing = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/products/filter',
        headers: asBearer(buyer),
        payload: { categories: ['Footstools'], sort: 'price-desc', page: 1, limit: 48 },
      });
    const priceInListing = async () =>
      (await listing())
        .json<{ products: Array<{ id: number; price_euro: number }> }>()
        .products.find((p) => p.id === product.id)?.price_euro;
    expect(await priceInListing()).toBe(100);

    const changed = await staffCall('PUT', `/api/admin/products/${product.id}`, {
      ...body,
      price_euro: 135.5,
      product_name: 'Cache Test Footstool II',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // No waiting: the very next answers are the new ones.
    const after = await productPage(buyer);
    expect(after.json<Page>().product).toMatchObject({
      price_euro: 135.5,
      product_name: 'Cache Test Footstool II',
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await priceInListing()).toBe(135.5);
    expect((await productPage()).json<Page>().product.product_name).toBe('Cache Test Footstool II');
    const compressed = await productPage(buyer, { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toMatchObject({
      product: { price_euro: 135.5 },
    });
    const stale = await productPage(buyer, { 'if-none-match': before.headers.etag as string });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a burst of the same new question with one read of the database', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/products/filter',
        payload: { categories: ['Sofas', 'Beds'], sort: 'name', page: 2, limit: 5 },
      });
    t.queries.length = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, ask));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const pageReads = t.queries.filter((q) => /select p\.id from products p/.test(q));
    expect(pageReads).toHaveLength(1);
  });

  it('is not used for answers other than 200', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/product/products-listing?limit=0',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
  });
});

describe('with RESPONSE_CACHE=false', () => {
  it(
    'reads the database again, and still answers 304 to a matching ETag',
    { timeout: OWN_APP_TIMEOUT },
    async () => {
      const uncached = await createTestApp({ env: { RESPONSE_CACHE: 'false' } });
      try {
        const read = (headers: Record<string, string> = {}) =>
          uncached.app.inject({ method: 'GET', url: '/api/product/products-listing', headers });
        const first = await read();
        uncached.queries.length = 0;
        const second = await read({ 'if-none-match': first.headers.etag as string });
        expect(second.statusCode).toBe(304);
        expect(uncached.queries.length).toBeGreaterThan(0);
        // Compressed for a browser all the same, the same text once decoded.
        const compressed = await read({ 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(compressed.headers.vary).toContain('accept-encoding');
        expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
      } finally {
        await uncached.close();
      }
    },
  );
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('two server processes', () => {
  it('drop their cached answers when the other one changes the catalogue', async () => {
    // A second instance: its own app, pool and listening connection, same database.
    const database = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 2 });
    const second = await buildApp({
      config: { ...loadConfig({ DATA_DIR: t.dataDir }), webDir: undefined },
      database,
    });
    try {
      const read = async () =>
        (
          await second.inject({
            method: 'GET',
            url: `/api/product/${product.id}`,
            headers: asBearer(buyer),
          })
        ).json<Page>().product.price_euro;
      const price = await read();
      expect(await read()).toBe(price); // now cached by the second instance
      const changed = await staffCall('PUT', `/api/admin/products/${product.id}`, {
        ...body,
        price_euro: 99.99,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // The database's notification reaches the other process within milliseconds.
      await vi.waitFor(async () => expect(await read()).toBe(99.99), { timeout: 2000 });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
