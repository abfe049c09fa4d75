import { beforeAll, describe, expect, it } from 'vitest';
import { namedPageChunks, PAGE_CHUNKS_ID } from '../src/shared/site/page-chunks';
import { phone } from './page-hints.test-setup';
import { setUpShop } from './shop';

// The server names, in the HTML of each landing page, what the page will need: its
// chunks and its largest picture (server/modules/storefront/storefront-html.ts).
const shop = setUpShop();

async function html(path: string, encoding = 'br') {
  const response = await fetch(shop.baseUrl + path, { headers: { 'accept-encoding': encoding } });
  return { response, text: await response.text() };
}

const preloads = (text: string, rel: string) =>
  [...text.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );

/** The chunks a page that paints a picture first names for the entry to fetch after it. */
const named = (text: string) =>
  namedPageChunks(
    new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ID}">(.*?)</script>`).exec(
      text,
    )?.[1],
  );

let plain: string;
beforeAll(async () => {
  plain = (await html('/no/such/page')).text;
});

describe('the HTML the server sends for a storefront page', () => {
  it('carries the stylesheet inline, so the first paint waits for no second request', () => {
    expect(plain).toMatch(/<style>[^<]*\.font-display/);
    expect(plain).not.toContain('rel="stylesheet"');
  });

  it('preloads the hero poster on / and names the home page chunk', async () => {
    const { text } = await html('/');
    expect(preloads(text, 'preload')).toEqual(['/media/hero-poster.webp']);
    const scripts = named(text);
    expect(scripts.some((href) => /\/assets\/home-page-[\w-]+\.js$/.test(href))).toBe(true);
    // Every named chunk exists.
    for (const href of scripts) expect((await fetch(shop.baseUrl + href)).status).toBe(200);
  });

  it.each([
    ['/products', /\/assets\/products-page-[\w-]+\.js$/],
    ['/category/beds', /\/assets\/category-page-[\w-]+\.js$/],
    ['/products/12', /\/assets\/product-detail-page-[\w-]+\.js$/],
    ['/cart', /\/assets\/cart-page-[\w-]+\.js$/],
  ])(
    'names (not preloads) the page chunk of %s, a page that paints a picture first',
    async (path, chunk) => {
      const { text } = await html(path);
      expect(named(text).some((href) => chunk.test(href))).toBe(true);
      expect(preloads(text, 'modulepreload').some((href) => chunk.test(href))).toBe(false);
    },
  );

  it('fetches the product page chunk only once the main picture has loaded, and shows no spinner', async () => {
    const context = await shop.browser.newContext(phone);
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/product-detail-page-/.test(request.url())) events.push('page chunk asked');
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && events.length === 0) events.push('picture loaded');
    });
    await page.addInitScript(() => {
      // Whether React ever showed the product's spinner: the answer came in the page.
      const seen = { spinner: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading product"]')) seen.spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The shop makes each resized copy of a picture on its first request
    // (lib/resized-images), and the entry waits for the picture at most 1 s (web/main.tsx):
    // made here first, the order below does not depend on how busy the machine is.
    const { text } = await html('/products/12');
    const srcset = /imagesrcset="([^"]+)"/.exec(text)?.[1] ?? '';
    const copies = srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of copies) expect((await fetch(shop.baseUrl + copy)).status).toBe(200);

    await page.goto(shop.baseUrl + '/products/12');
    await page.locator('#main-content h1').waitFor();
    expect(events.slice(0, 2)).toEqual(['picture loaded', 'page chunk asked']);
    expect(
      await page.evaluate(() => (window as unknown as { seen: { spinner: boolean } }).seen.spinner),
    ).toBe(false);
    await context.close();
  });

  it.each([
    ['/products', '/api/product/products/filter'],
    ['/category/beds', '/api/category/beds/products'],
  ])(
    "puts a visitor's first page of products into %s, and fetches the next over the API",
    async (path, api) => {
      const { text } = await html(path);
      const images = preloads(text, 'preload');
      expect(images).toHaveLength(2);
      expect(images.every((href) => href.startsWith('/media/products/'))).toBe(true);

      const context = await shop.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const listings: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(api)) listings.push(request.url());
      });
      await page.goto(shop.baseUrl + path);
      const cards = page.locator('ul[aria-label="Products"][aria-busy="false"] > li');
      await expect.poll(() => cards.count()).toBe(8);
      // The preloaded pictures are the first cards' pictures.
      const first = await cards.first().locator('img').getAttribute('src');
      expect(first).toBe(images[0]);
      expect(listings).toEqual([]);

      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2', exact: true })
        .click();
      await expect.poll(() => listings.length).toBe(1);
      await context.close();
    },
  );

  it("puts a visitor's product into its page, with its main picture preloaded", async () => {
    const { products } = (await (
      await fetch(`${shop.baseUrl}/api/product/products-listing?page=1&limit=1`)
    ).json()) as { products: Array<{ id: number; product_image: string }> };
    const product = products[0]!;
    const path = `/products/${product.id}`;
    const { text } = await html(path);
    expect(preloads(text, 'preload')).toEqual([product.product_image]);

    const context = await shop.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/product/${product.id}`)) reads.push(request.url());
    });
    await page.goto(shop.baseUrl + path);
    const main = page.locator('img[fetchpriority="high"]').first();
    await expect.poll(() => main.getAttribute('src')).toBe(product.product_image);
    expect(reads).toEqual([]);
    await context.close();
  });

  it('marks the JavaScript the measured pages run for eager compilation, and no other', async () => {
    // V8's compile hint (docs/decisions/0024): the functions of these files are compiled
    // off the main thread as they stream in, not one by one during the app's first render.
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const context = await shop.browser.newContext(phone);
    const scripts = new Map<string, Promise<string>>();
    context.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.set(response.url(), response.text());
    });
    const open = async (path: string) => {
      const page = await context.newPage();
      await page.goto(shop.baseUrl + path);
      // The footer is the last part the app loads (after its first render).
      await page.locator('footer').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.close();
    };
    for (const path of ['/', '/products', '/category/beds', '/products/12', '/cart']) {
      await open(path);
    }
    expect(scripts.size).toBeGreaterThan(10);
    const unmarked: string[] = [];
    for (const [url, text] of scripts) if (!(await text).startsWith(HINT)) unmarked.push(url);
    expect(unmarked).toEqual([]);

    // A page none of them runs (here the sign-up form, with its validation library) is
    // compiled as it runs, function by function.
    await open('/signup');
    const signup = [...scripts.keys()].find((url) => /\/assets\/signup-page-[\w-]+\.js$/.test(url));
    expect(signup).toBeDefined();
    expect((await scripts.get(signup!)!).startsWith(HINT)).toBe(false);
    await context.close();
  });

  it('gives other paths the plain page, and never the Vite manifest', async () => {
    expect(preloads(plain, 'modulepreload').some((href) => href.includes('-page-'))).toBe(false);
    const manifest = await html('/.vite/manifest.json');
    expect(manifest.response.headers.get('content-type')).toContain('text/html');
    expect(manifest.text).not.toContain('"isEntry"');
  });

  it('answers in Brotli, gzip or plain as the client accepts, never cached stale', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { response, text } = await html('/', encoding);
      expect(response.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(text).toContain('<div id="root">');
    }
  });
});
