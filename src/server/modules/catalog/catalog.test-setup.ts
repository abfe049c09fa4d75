import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

export interface Card {
  id: number;
  product_name: string;
  sku: string;
  price_euro: number | null;
  from_price_euro: number | null;
  images: Array<{ image_url: string }>;
  Categories: Array<{ category_name: string }>;
}

/**
 * What the catalogue route tests share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them) and GET and POST
 * calls to it as a visitor. Call it once, at the top of the file.
 */
export function setUpCatalogTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  return {
    testApp: () => t,
    get,
    post,
  };
}
