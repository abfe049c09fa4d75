import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

// docs/business-rules.md "Search": what buyers type, found in the browser.

const shop = setUpShop();

/** The product grid once its request has settled. */
function grid(page: Page) {
  return page.locator('ul[aria-label="Products"][aria-busy="false"]');
}
const cardNames = (page: Page) => grid(page).locator('h2').allInnerTexts();

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill(text);
  await page.getByRole('heading', { name: new RegExp(`results? for "${text}"`) }).waitFor();
}

describe('/search in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await shop.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await page.goto(shop.baseUrl + '/search');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lists king-size beds first for "king size bed"', async () => {
    await searchFor(page, 'king size bed');
    await expect.poll(() => cardNames(page)).toHaveLength(8);
    const names = await cardNames(page);
    expect(names.every((name) => / Bed$/.test(name))).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('relevance');
  });

  it('finds the Kilkenny bed for "kilkeny"', async () => {
    await searchFor(page, 'kilkeny');
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Kilkenny Ottoman Bed');
  });

  it('finds a SKU by its beginning', async () => {
    await searchFor(page, 'BED-WI');
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Wicklow Upholstered Bed');
  });

  it('suggests the closest names when nothing is found', async () => {
    await searchFor(page, 'wiklo');
    const suggestions = page.getByRole('navigation', { name: 'Suggestions' });
    await suggestions.getByRole('button', { name: 'Wicklow Upholstered Bed' }).click();
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Wicklow Upholstered Bed');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Wicklow Upholstered Bed');
  });
});
