import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

const shop = setUpShop();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openPage(viewport: { width: number; height: number }, path: string) {
  const context: BrowserContext = await shop.browser.newContext({ viewport });
  const page: Page = await context.newPage();
  await page.goto(shop.baseUrl + path);
  // The route loading overlay covers the page for 500 ms after the first render.
  await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
  return { context, page };
}

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);

describe('site header on a desktop', () => {
  it('is transparent at the top of the home page and white after scrolling', async () => {
    const { context, page } = await openPage(DESKTOP, '/');
    const banner = page.getByRole('banner');
    // Away from the header, so hovering does not turn it white.
    await page.mouse.move(640, 700);
    await expect.poll(() => banner.getAttribute('data-appearance')).toBe('transparent');
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');

    await page.mouse.wheel(0, 600);
    await expect.poll(() => banner.getAttribute('data-appearance')).toBe('solid');
    // The colour fades in over 300 ms.
    await expect.poll(() => headerBackground(page)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('keeps the alternative header of /home-2 white and in the page flow', async () => {
    const { context, page } = await openPage(DESKTOP, '/home-2');
    // React's header (the server paints a plain, fixed one until the app runs).
    await page.getByRole('button', { name: 'Collections' }).waitFor();
    await page.mouse.move(640, 700);
    await expect.poll(() => headerBackground(page)).toBe('rgb(255, 255, 255)');
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe(
      'relative',
    );
    await context.close();
  });

  it('opens the Collections mega menu and navigates to a category', async () => {
    const { context, page } = await openPage(DESKTOP, '/contracts');
    const collections = page.getByRole('button', { name: 'Collections' });
    await collections.hover();
    const panel = page.locator('#collections-menu');
    await panel.getByRole('link', { name: 'Slim Line Headboard' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Mattresses' }).count()).toBe(0);

    await panel.getByRole('link', { name: 'Kids Beds' }).click();
    await page.waitForURL(shop.baseUrl + '/category/kids%20beds');
    // Hidden for 2 s after the click although the pointer is still over it.
    expect(await panel.isHidden()).toBe(true);
    await context.close();
  });

  it('opens the mega menu from the keyboard and closes it with Escape', async () => {
    const { context, page } = await openPage(DESKTOP, '/contracts');
    const collections = page.getByRole('button', { name: 'Collections' });
    await collections.focus();
    await page.keyboard.press('Enter');
    expect(await collections.getAttribute('aria-expanded')).toBe('true');
    // The categories arrive with the menu's data; until then All Products is the first link.
    await page
      .locator('#collections-menu')
      .getByRole('link', { name: 'Beds', exact: true })
      .waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Beds');
    await page.keyboard.press('Escape');
    expect(await collections.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens the Request a Callback dialog', async () => {
    const { context, page } = await openPage(DESKTOP, '/contracts');
    await page.getByRole('button', { name: 'Request a Callback' }).click();
    await page.getByRole('dialog', { name: 'Request a Callback' }).waitFor();
    await context.close();
  });
});

describe('site header on a phone', () => {
  it('opens the drawer, navigates and closes it', async () => {
    const { context, page } = await openPage(PHONE, '/');
    expect(await page.getByRole('button', { name: 'Collections' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Collections' }).click();
    await drawer.getByRole('link', { name: 'Kids Beds' }).click();
    await page.waitForURL(shop.baseUrl + '/category/kids%20beds');
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Our Story' }).click();
    await page.waitForURL(shop.baseUrl + '/story');
    await context.close();
  });
});

describe('pages on a phone', () => {
  it('never scroll sideways: a product with a strip of thumbnails and its tabs fit the screen', async () => {
    const answer = await fetch(`${shop.baseUrl}/api/product/1`);
    const { product } = (await answer.json()) as { product: { images: unknown[] } };
    // The strip holds four thumbnails in view; more scroll inside it, not the page.
    expect(product.images.length).toBeGreaterThanOrEqual(4);
    for (const path of ['/products/1', '/products', '/category/beds', '/contact']) {
      const { context, page } = await openPage(PHONE, path);
      await page.getByRole('contentinfo').waitFor();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
      await context.close();
    }
  });
});

describe('the narrowest phone (320 px), signed in', () => {
  it('never scrolls sideways and keeps the account button on screen', async () => {
    const { context, page } = await openPage({ width: 320, height: 700 }, '/signin');
    await page.getByLabel('Email').fill('trade@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Trade#2026pass');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(shop.baseUrl + '/');
    // A line in the cart, for /cart and /checkout.
    const answer = await fetch(`${shop.baseUrl}/api/category/mattresses/products?limit=1`);
    const { products } = (await answer.json()) as { products: Array<{ id: number }> };
    await page.goto(`${shop.baseUrl}/products/${products[0]!.id}`);
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('NARROW-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart$/).waitFor();
    for (const path of [
      '/',
      '/contact',
      '/account/account-info',
      '/orders',
      '/cart',
      '/checkout',
    ]) {
      await page.goto(shop.baseUrl + path);
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('main').locator('h1').first().waitFor();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
      const account = await page.getByRole('button', { name: /^Account: / }).boundingBox();
      expect(account!.x + account!.width, path).toBeLessThanOrEqual(320);
    }
    await context.close();
  });
});

describe('keyboard and focus', () => {
  const focusedName = (page: Page) =>
    page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );

  it('gives focus back to the button that opened the callback dialog or the menu drawer', async () => {
    const desk = await openPage(DESKTOP, '/contracts');
    await desk.page.getByRole('button', { name: 'Request a Callback' }).focus();
    await desk.page.keyboard.press('Enter');
    await desk.page.getByRole('dialog', { name: 'Request a Callback' }).waitFor();
    await desk.page.keyboard.press('Escape');
    await desk.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(desk.page)).toContain('Request a Callback');
    await desk.context.close();

    const phone = await openPage(PHONE, '/contracts');
    await phone.page.getByRole('button', { name: 'Open menu' }).focus();
    await phone.page.keyboard.press('Enter');
    await phone.page.getByRole('dialog').waitFor();
    await phone.page.keyboard.press('Escape');
    await phone.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedName(phone.page)).toBe('Open menu');
    await phone.context.close();
  });

  it('draws a white focus ring on the hero, and its video can be paused', async () => {
    const { context, page } = await openPage(DESKTOP, '/');
    const apply = page.getByRole('link', { name: 'Apply for Trade Account' });
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await apply.evaluate((el) => el === document.activeElement)) break;
    }
    expect(
      await apply.evaluate((el) => [
        el.matches(':focus-visible'),
        getComputedStyle(el).outlineColor,
      ]),
    ).toEqual([true, 'rgb(255, 255, 255)']);

    const video = page.locator('section video');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['/', DESKTOP],
    ['/contracts', DESKTOP],
    ['/', PHONE],
  ])('finds no serious or critical axe violations on %s (%o)', async (path, viewport) => {
    const { context, page } = await openPage(viewport, path);
    await page.getByRole('contentinfo').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
});
