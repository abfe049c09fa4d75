import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { setUpCatalogTestApp, type Card } from './catalog.test-setup';

const shared = setUpCatalogTestApp();
const { get } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('answers stay small on the wire', () => {
  it.each([
    ['GET', '/api/product/products-listing?page=1&limit=8', undefined],
    ['POST', '/api/product/products/filter', { categories: ['Beds'], page: 1, limit: 8 }],
    ['POST', '/api/product/search', { search: 'bed', page: 1, limit: 8 }],
  ] as const)('%s %s: a page of 8 is compressed, under 30 KB', async (method, url, payload) => {
    for (const encoding of ['gzip', 'br']) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'accept-encoding': encoding },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(30 * 1024);
    }
  });

  it('a page of cards and a product page carry no spaces between the JSON tokens', async () => {
    const listing = await get('/api/product/products-listing?page=1&limit=8');
    const id = listing.json<{ products: Card[] }>().products[0]!.id;
    for (const signedIn of [false, true]) {
      const headers = signedIn ? asBearer(await newCustomer(t)) : {};
      for (const url of ['/api/product/products-listing?page=1&limit=8', `/api/product/${id}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(res.json()));
      }
    }
  });
});
