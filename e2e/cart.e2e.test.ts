import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bearer, signIn as signInByApi } from '../test/shop-client';
import { setUpShop } from './shop';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';

// The cart that follows the buyer (docs/business-rules.md "Cart", ADR 0028), in two Chromium
// browsers of one buyer: a line added with its quote file in one is in the other, a quantity
// typed in the other is back in the first, the first's cleared site data loses nothing, and
// the order placed from the second empties the cart in both.
const shop = setUpShop();
const TRADE = DEMO_ACCOUNTS.trade;

async function firstMattressId(): Promise<number> {
  const response = await fetch(`${shop.baseUrl}/api/category/mattresses/products?limit=1`);
  const { products } = (await response.json()) as { products: Array<{ id: number }> };
  return products[0]!.id;
}

const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' });
const quantityBox = (page: Page) => cartLines(page).getByRole('textbox', { name: /^Quantity/ });

describe('a cart that follows the buyer', () => {
  it('is one cart in two browsers, survives cleared site data, and empties when ordered', async () => {
    const office = await shop.signedInBrowser({ width: 1280, height: 900 });
    const laptop = await shop.signedInBrowser({ width: 1280, height: 900 });
    const plan = Buffer.from('%PDF-1.4\n% floor plan, 2nd floor\n%%EOF\n');

    // The office PC adds a line with its quote file.
    await office.page.goto(`${shop.baseUrl}/products/${await firstMattressId()}`);
    await office.page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-FOLLOW-1');
    await office.page.getByLabel('Quote File (optional)').setInputFiles({
      name: 'floor-plan.pdf',
      mimeType: 'application/pdf',
      buffer: plan,
    });
    await office.page.getByText('Attached: floor-plan.pdf').waitFor();
    await office.page.getByRole('button', { name: 'Add to Cart' }).click();
    await office.page.getByText(/added to cart$/).waitFor();

    // The laptop, signed in on its own, has the same line and its file.
    const { token } = await signInByApi(shop.baseUrl, TRADE);
    await expect
      .poll(async () =>
        JSON.stringify(
          await (await fetch(`${shop.baseUrl}/api/cart`, { headers: bearer(token) })).json(),
        ),
      )
      .toContain('E2E-FOLLOW-1');
    await laptop.page.goto(`${shop.baseUrl}/cart`);
    await cartLines(laptop.page).getByText('E2E-FOLLOW-1').waitFor();
    await cartLines(laptop.page).getByText('floor-plan.pdf').waitFor();

    // A quantity typed on the laptop is what the office PC finds next.
    await quantityBox(laptop.page).fill('3');
    await quantityBox(laptop.page).press('Tab');
    await expect
      .poll(async () =>
        JSON.stringify(
          await (await fetch(`${shop.baseUrl}/api/cart`, { headers: bearer(token) })).json(),
        ),
      )
      .toContain('"quantity":3');
    await office.page.goto(`${shop.baseUrl}/cart`);
    await expect.poll(() => quantityBox(office.page).inputValue()).toBe('3');

    // The office PC's site data cleared: the cart is still there after a reload.
    await office.page.evaluate(() => {
      localStorage.clear();
    });
    await office.page.reload();
    await cartLines(office.page).getByText('E2E-FOLLOW-1').waitFor();
    expect(await quantityBox(office.page).inputValue()).toBe('3');

    // The laptop orders it, with the quote file the office PC attached.
    await laptop.page.goto(`${shop.baseUrl}/checkout`);
    await laptop.page.getByRole('button', { name: 'Confirm Order' }).click();
    await laptop.page.waitForURL(/\/checkout\/confirmation\/CHK-/);
    await laptop.page.getByRole('link', { name: 'Go to My Orders' }).click();
    const card = laptop.page.getByRole('article').filter({ hasText: 'E2E-FOLLOW-1' });
    await card.getByText('Attached file: floor-plan.pdf').waitFor();
    const trackingId = (await card.getAttribute('aria-label'))!.replace('Order ', '');
    const file = await fetch(`${shop.baseUrl}/api/order/user-orders/${trackingId}/quote-file`, {
      headers: bearer(token),
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(plan)).toBe(true);

    // Ordered: the cart is empty everywhere.
    await office.page.reload();
    await office.page.getByText('Cart is Empty.').waitFor();
    await office.context.close();
    await laptop.context.close();
  });
});
