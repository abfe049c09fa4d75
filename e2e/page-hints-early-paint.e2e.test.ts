import { describe, expect, it } from 'vitest';
import type { CartItem } from '../src/shared/domain/cart';
import { devices, phone } from './page-hints.test-setup';
import { setUpShop } from './shop';

// The server paints each landing page's largest picture (on the listings also their
// heading and first row of cards, on /cart its first line) before the scripts run
// (server/modules/storefront/page-shells.ts), exactly where React then paints them and
// with nothing shifting when React takes over. What the same HTML names for the browser
// to fetch: page-hints.e2e.test.ts.
const shop = setUpShop();

describe('the HTML the server sends for a storefront page', () => {
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
});
