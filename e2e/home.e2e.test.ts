import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

const shop = setUpShop();
let page: Page;

beforeAll(async () => {
  page = await (await shop.browser.newContext()).newPage();
});

describe('the built shop in Chromium', () => {
  it('lists the categories from the API on the home page, headboards left out', async () => {
    const categories = page.waitForResponse((r) => r.url().endsWith('/api/category/categories'));
    await page.goto(shop.baseUrl + '/');
    expect((await categories).status()).toBe(200);

    const grid = page.getByRole('region', { name: 'Explore Our Range' });
    await grid.locator('ul[aria-busy="false"]').waitFor();
    const tiles = grid.getByRole('link');
    expect(await tiles.allInnerTexts()).toEqual([
      'BEDS',
      'MATTRESSES',
      'SOFAS',
      'FOOTSTOOLS',
      'CLEARANCE',
      'KIDS BEDS',
    ]);
    expect(await grid.getByRole('link', { name: 'Kids Beds' }).getAttribute('href')).toBe(
      '/category/kids%20beds',
    );

    // The generated category picture is served, not the placeholder.
    const beds = grid.getByRole('link', { name: 'Beds', exact: true }).locator('img');
    await beds.scrollIntoViewIfNeeded();
    await expect
      .poll(() => beds.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await beds.getAttribute('src')).toBe('/category-images/beds.jpg');
  });

  it('serves the SPA for deep links and shows its not-found page for unknown paths', async () => {
    const response = await page.goto(shop.baseUrl + '/no/such/page');
    expect(response!.status()).toBe(404);
    await expect
      .poll(() => page.getByText("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.").count())
      .toBe(1);
    await page.getByRole('link', { name: 'Return Home Page' }).click();
    await page.waitForURL(shop.baseUrl + '/');
  });

  it('sends security headers and pre-compressed assets', async () => {
    const response = await page.goto(shop.baseUrl + '/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    const script = await page.locator('script[type="module"]').getAttribute('src');
    const asset = await fetch(shop.baseUrl + script!, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});
