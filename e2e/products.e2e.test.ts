import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

const shop = setUpShop();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LEAD_TIME = 'Lead time: 2 to 4 weeks';

async function openPage(viewport: { width: number; height: number }) {
  const context = await shop.browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** The product grid once its request has settled. */
function grid(page: Page) {
  return page.locator('ul[aria-label="Products"][aria-busy="false"]');
}
function cards(page: Page) {
  return grid(page).locator(':scope > li');
}
async function cardNames(page: Page): Promise<string[]> {
  return grid(page).locator('h2').allInnerTexts();
}
function pageButton(page: Page, n: number) {
  return page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
    name: `Page ${n}`,
    exact: true,
  });
}
async function count(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('/products in Chromium, desktop 1280×800', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(DESKTOP));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lists 8 cards on page 1 of 6, without prices for a visitor', async () => {
    await page.goto(shop.baseUrl + '/products');
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await count(page, '44 products');
    await expect.poll(() => cards(page).count()).toBe(8);
    expect(await pageButton(page, 6).count()).toBe(1);
    expect(await pageButton(page, 7).count()).toBe(0);
    expect(await pageButton(page, 1).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main').innerText()).not.toContain('€');
    expect(
      await grid(page).getByRole('link', { name: 'Sign in to see trade prices' }).count(),
    ).toBe(8);
    // Visitors get no price controls (ADR 0003).
    expect(await page.getByRole('slider').count()).toBe(0);
    expect(await page.getByRole('option', { name: /Price/ }).count()).toBe(0);
  });

  it('narrows to Beds, keeps it in the URL across a reload, and Back restores all', async () => {
    await page.getByRole('checkbox', { name: 'Beds (10)' }).check();
    await page.waitForURL(/categories=Beds/);
    await count(page, '10 products');
    await expect.poll(() => cards(page).count()).toBe(8);
    expect(await pageButton(page, 2).count()).toBe(1);
    expect(await pageButton(page, 3).count()).toBe(0);

    await page.reload();
    await count(page, '10 products');
    expect(await page.getByRole('checkbox', { name: 'Beds (10)' }).isChecked()).toBe(true);
    expect(page.url()).toContain('categories=Beds');

    await page.goBack();
    await page.waitForURL(shop.baseUrl + '/products');
    await count(page, '44 products');
    expect(await page.getByRole('checkbox', { name: 'Beds (10)' }).isChecked()).toBe(false);
  });

  it('sorts by name on the server and pages through the result', async () => {
    await page.goto(shop.baseUrl + '/products');
    await count(page, '44 products');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await page.waitForURL(/sort=name/);
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return (
          names.length === 8 &&
          names.join() === [...names].sort((a, b) => a.localeCompare(b)).join()
        );
      })
      .toBe(true);
    const first = await cardNames(page);

    await pageButton(page, 2).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pageButton(page, 2).getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await cardNames(page)).join()).not.toBe(first.join());
    const second = await cardNames(page);
    expect(second).toHaveLength(8);
    // Sorted across pages, not one page at a time.
    expect(second[0]!.localeCompare(first.at(-1)!)).toBeGreaterThanOrEqual(0);
  });

  it('shows the last page for a page number past the end, and answers 404 with the not-found page for what does not exist', async () => {
    const { context: fresh, page: visitor } = await openPage(DESKTOP);
    try {
      await visitor.goto(shop.baseUrl + '/category/beds?page=999');
      await expect.poll(() => cards(visitor).count()).toBeGreaterThan(0);
      const last = visitor
        .getByRole('navigation', { name: 'Pagination' })
        .locator('[aria-current="page"]');
      await expect.poll(() => last.count()).toBe(1);
      expect(Number(await last.innerText())).toBeLessThan(999);
      expect(await visitor.getByText('No products found').count()).toBe(0);

      for (const path of ['/products/99999999', '/category/no-such-beds', '/no/such/page']) {
        const response = await visitor.goto(shop.baseUrl + path);
        expect(response!.status(), path).toBe(404);
        await visitor.getByRole('link', { name: 'Return Home Page' }).waitFor();
      }
    } finally {
      await fresh.close();
    }
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context: fresh, page: axePage } = await openPage(DESKTOP);
    try {
      await axePage.goto(shop.baseUrl + '/products');
      await expect.poll(() => cards(axePage).count()).toBe(8);
      expect(await seriousViolations(axePage)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('/products in Chromium, phone 390×844', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(PHONE));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('filters in the "Products filters" modal: Apply applies, Clear resets', async () => {
    await page.goto(shop.baseUrl + '/products');
    await count(page, '44 products');
    expect(await page.getByRole('checkbox', { name: 'Beds (10)' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Products filters' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Beds (10)' }).check();
    expect(page.url()).toBe(shop.baseUrl + '/products');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/categories=Beds/);
    await count(page, '10 products');

    await page.getByRole('button', { name: 'Filters' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Beds (10)' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Beds (10)' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(shop.baseUrl + '/products');
    await count(page, '44 products');
  });
});

describe('/category/{name} in Chromium', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('the Beds page on %s: heading, 8 cards with lead time, 2 pages', async (_name, viewport) => {
    const { context, page } = await openPage(viewport);
    try {
      await page.goto(shop.baseUrl + '/category/beds');
      await page.getByRole('heading', { name: 'Beds', level: 1 }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(8);
      expect(await grid(page).getByText(LEAD_TIME).count()).toBe(8);
      expect(await pageButton(page, 2).count()).toBe(1);
      expect(await pageButton(page, 3).count()).toBe(0);

      await pageButton(page, 2).click();
      await page.waitForURL(/\/category\/beds\?page=2$/);
      await expect.poll(() => cards(page).count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('capitalises a decoded multi-word name and reports an unknown category', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await page.goto(shop.baseUrl + '/category/kids%20beds');
      await page.getByRole('heading', { name: 'Kids Beds', level: 1 }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(5);

      // No such category: the not-found page, with the server's message (and a 404).
      const response = await page.goto(shop.baseUrl + '/category/garden');
      expect(response!.status()).toBe(404);
      await page.getByRole('alert').filter({ hasText: 'Category not found' }).waitFor();
      expect(await cards(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical accessibility violations on /category/beds', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await page.goto(shop.baseUrl + '/category/beds');
      await expect.poll(() => cards(page).count()).toBe(8);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
