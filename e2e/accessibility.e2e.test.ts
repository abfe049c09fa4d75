import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

/** Every public page of the storefront, scanned as a visitor sees it on a desk and a phone. */
const PAGES = [
  { path: '/', ready: 'Explore Our Range' },
  { path: '/home-2', ready: 'Explore Our Range' },
  { path: '/products', ready: 'All Products' },
  { path: '/category/beds', ready: 'Beds' },
  { path: '/contracts', ready: null },
  { path: '/story', ready: null },
  { path: '/contact', ready: 'Contact Us' },
  { path: '/privacy-policy', ready: null },
  { path: '/cookies-policy', ready: null },
  { path: '/return-policy', ready: null },
  { path: '/terms-and-conditions', ready: null },
  { path: '/no/such/page', ready: null },
];
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const shop = setUpShop();

describe.each(VIEWPORTS)('axe-core on $name', ({ viewport }) => {
  it.each(PAGES)('$path has no serious or critical violation', async ({ path, ready }) => {
    const context = await shop.browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(shop.baseUrl + path);
      await page.locator('main h1, main h2').first().waitFor();
      if (ready) await page.getByRole('heading', { name: ready }).first().waitFor();
      // The route loading indicator (500 ms) must be gone before the page is judged.
      await page
        .getByRole('status', { name: 'Loading' })
        .waitFor({ state: 'detached' })
        .catch(() => {});
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
