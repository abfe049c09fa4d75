import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, documentation and errors', () => {
  it('answers health ok while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document of every API route, generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/category/categories',
        '/api/category/menus-categories-products',
        '/api/category/{categoryName}/products',
        '/api/category/{ids}',
        '/api/product/sizes',
        '/api/product/products-listing',
        '/api/product/products/filter',
        '/api/product/search',
        '/api/product/{id}',
        '/api/admin/news',
        '/api/admin/storage-prices',
        '/api/order/delivery-statuses',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/product/products/filter'])).toContain('priceRange');

    // docs/runtime-contract.md "Paths": every API route, the staff console's included, by path and
    // method.
    const routes = t.app.routeTable.filter(
      ({ method, url }) =>
        url.startsWith('/api/') &&
        !url.startsWith('/api/docs') &&
        !['HEAD', 'OPTIONS'].includes(method),
    );
    expect(routes.length).toBeGreaterThan(80);
    const undocumented = routes
      .map(({ method, url }) => [method.toLowerCase(), url.replace(/:(\w+)/g, '{$1}')] as const)
      .filter(([method, path]) => !doc.paths[path]?.[method])
      .map(([method, path]) => `${method} ${path}`);
    expect(undocumented).toEqual([]);
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/Not found/) as unknown,
    });
  });

  it('answers an address it cannot route (a malformed %-encoding) with the security headers, a page or JSON', async () => {
    const page = await t.app.inject({ url: '/category/100%' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Page not found</h1>');
    expect(page.body).toContain('<a href="/">Go to the home page</a>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const api = await t.app.inject({ url: '/api/category/100%/products' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, message: 'This address is not valid.' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends security headers on API answers', async () => {
    const res = await t.app.inject({ url: '/api/category/categories' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP configuration: no HSTS, which would break a LAN install.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('when the database fails', () => {
  it(
    'answers 500 with a generic message and no SQL, and health says unavailable',
    { timeout: OWN_APP_TIMEOUT },
    async () => {
      const broken = await createTestApp();
      await broken.database.close();
      try {
        const res = await broken.app.inject({ url: '/api/product/products-listing' });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({
          success: false,
          message: 'Something went wrong. Please try again.',
        });
        const health = await broken.app.inject({ url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ status: 'unavailable' });
      } finally {
        await broken.close();
      }
    },
  );
});
