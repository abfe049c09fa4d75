import { beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../src/shared/domain/cart';
import { namedPageChunks, PAGE_CHUNKS_ID } from '../src/shared/site/page-chunks';
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

const devices = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const phone = devices.phone;

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

  // The first card's picture: early (before the scripts), and in React's grid.
  const earlyCard = '#root ul[aria-label="Products"] > li:first-child img';
  const firstCard = 'ul[aria-label="Products"][aria-busy="false"] > li:first-child img';

  it.each([
    [
      '/',
      'phone',
      '#root img[fetchpriority="high"]',
      'section[aria-labelledby="hero-title"] > img',
    ],
    ['/products/1', 'phone', '#root img[fetchpriority="high"]', 'img[alt^="Ashbourne Divan Bed"]'],
    ['/products', 'phone', earlyCard, firstCard],
    ['/products', 'desktop', earlyCard, firstCard],
    ['/category/beds', 'phone', earlyCard, firstCard],
    ['/category/beds', 'desktop', earlyCard, firstCard],
  ] as const)(
    "paints %s's largest picture before the scripts run, exactly where the page paints it (%s)",
    async (path, on, early, real) => {
      const device = devices[on];
      // The page as it is before its scripts have run: they never arrive.
      const before = await shop.browser.newContext(device);
      const shell = await before.newPage();
      await shell.route('**/assets/*.js', (route) => route.abort());
      await shell.goto(shop.baseUrl + path);
      const shellImage = shell.locator(early);
      await expect.poll(() => shellImage.count()).toBe(1);
      // Laid out (the box is null until then).
      await expect.poll(() => shellImage.boundingBox()).not.toBeNull();
      const painted = await shellImage.boundingBox();
      await before.close();

      const context = await shop.browser.newContext(device);
      const page = await context.newPage();
      await page.goto(shop.baseUrl + path);
      // React's page, not the early paint: the early paint has no footer and its <main> no id.
      await page.locator('footer').first().waitFor();
      await page.locator('#main-content h1').first().waitFor();
      const image = page.locator(`#main-content ${real}`);
      await expect.poll(() => image.count()).toBe(1);
      await expect.poll(() => image.boundingBox()).not.toBeNull();
      const final = await image.boundingBox();
      expect(painted).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(painted![side] - final![side]), side).toBeLessThan(1);
      }
      await context.close();
    },
  );

  it.each(['/products', '/category/beds'])(
    "paints %s's heading and first row of cards early, with the names React paints",
    async (path) => {
      const context = await shop.browser.newContext(phone);
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(shop.baseUrl + path);
      const heading = await page.locator('#root h1').textContent();
      const names = await page.locator('#root ul[aria-label="Products"] h2').allTextContents();
      expect(names).toHaveLength(4);
      await context.close();

      const after = await shop.browser.newContext(phone);
      const real = await after.newPage();
      await real.goto(shop.baseUrl + path);
      const cards = real.locator('#main-content ul[aria-label="Products"][aria-busy="false"] h2');
      await expect.poll(() => cards.count()).toBe(8);
      expect(await real.locator('#main-content h1').textContent()).toBe(heading);
      expect((await cards.allTextContents()).slice(0, 4)).toEqual(names);
      await after.close();
    },
  );

  it.each(['/products', '/category/beds'])(
    'shifts nothing on %s when React replaces the early paint, whose picture is the largest paint',
    async (path) => {
      const context = await shop.browser.newContext(phone);
      const page = await context.newPage();
      // As Lighthouse's phone: the scripts take a while, the early paint shows meanwhile.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
        const seen = { shifts: 0, listingShifts: 0, largest: [] as string[] };
        Object.assign(window, { seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            seen.shifts += entry.value;
            const moved = entry.sources.map(({ node }) =>
              node instanceof Element ? node : node?.parentElement,
            );
            if (moved.some((node) => node?.closest('h1, ul[aria-label="Products"]'))) {
              seen.listingShifts += 1;
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.largest.push((entry as { url?: string }).url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(shop.baseUrl + path);
      const first = page.locator(`#main-content ${firstCard}`);
      await first.waitFor();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const seen = await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: every shift so far is reported.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return (
          window as unknown as {
            seen: { shifts: number; listingShifts: number; largest: string[] };
          }
        ).seen;
      });
      // Neither the heading nor a card ever moves. (React's own sort control settles its
      // width by a few pixels once rendered, ~0.0002: what Lighthouse reports as 0.)
      expect(seen.listingShifts).toBe(0);
      expect(seen.shifts).toBeLessThan(0.001);
      // The largest paint is the first card's picture, painted once (early, then React's
      // picture of the same size takes its place).
      expect(seen.largest.at(-1)).toMatch(/\/media\/(w\d+\/)?products\//);
      await context.close();
    },
  );

  it("paints /cart's heading and first line from the browser's cart before the app, where React paints them", async () => {
    const { products } = (await (
      await fetch(`${shop.baseUrl}/api/product/products-listing?page=1&limit=1`)
    ).json()) as { products: Array<{ id: number; product_image: string }> };
    const product = products[0]!;
    // Text from the browser's storage goes in as text.
    const name = '<b>Bold</b> & Co bed';
    const line: CartItem = {
      id: product.id,
      product_name: name,
      price: 500,
      vat: 115,
      size: 'King 5ft',
      sizeId: 1,
      fabric: null,
      fabricId: null,
      fabricColor: null,
      fabricColorId: null,
      quantity: 1,
      image: product.product_image,
      isStorage: false,
      isCloudStorage: false,
      storageType: 'Non Ottoman',
      referenceNumber: 'ROOM-1',
      specialQuote: { text: '', fileBase64: null, fileName: null },
    };
    const context = await shop.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(shop.baseUrl + '/signin');
    await page.getByLabel('Email').fill('trade@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Trade#2026pass');
    await page.getByRole('button', { name: /sign in/i }).click();
    // Signed in once the header names the buyer (signed out, its button is 'Account').
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    await page.evaluate((stored) => localStorage.setItem('cart', stored), JSON.stringify([line]));

    // Before the app: its chunk never arrives.
    const early = await context.newPage();
    await early.route('**/assets/app-*.js', (route) => route.abort());
    await early.goto(shop.baseUrl + '/cart');
    const earlyLine = early.locator('#root ul[aria-label="Cart items"] > li');
    await expect.poll(() => earlyLine.count()).toBe(1);
    expect(await early.locator('#root h1').textContent()).toBe('Cart');
    expect(await earlyLine.locator('h2').textContent()).toBe(name);
    expect(await earlyLine.locator('h2 b').count()).toBe(0);
    const earlyImage = earlyLine.locator('img');
    expect(await earlyImage.getAttribute('src')).toBe(product.product_image);
    await expect.poll(() => earlyImage.boundingBox()).not.toBeNull();
    const painted = await earlyImage.boundingBox();
    await early.close();

    const real = await context.newPage();
    await real.goto(shop.baseUrl + '/cart');
    await real.locator('footer').first().waitFor();
    const image = real.locator('#main-content ul[aria-label="Cart items"] > li:first-child img');
    await expect.poll(() => image.boundingBox()).not.toBeNull();
    const final = await image.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(painted![side] - final![side]), side).toBeLessThan(1);
    }
    expect(await real.locator('#main-content h1').textContent()).toBe('Cart');
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
