import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserOrders } from '../src/shared/schemas/orders';
import {
  bearer,
  changeServerCart,
  checkout,
  serverCart,
  mattressLine,
  signIn as signInByApi,
} from '../test/shop-client';
import { setUpShop } from './shop';

// Ordering end to end in Chromium (issue #5): a visitor is sent to sign in; a trade
// buyer configures a bed with storage, adds two lines with references, checks out on
// account, finds the orders, tracks them by tracking ID and by reference, cancels one
// and reorders another.
const shop = setUpShop();
const TRADE = { email: 'trade@example.com', password: 'Trade#2026pass' };

/**
 * A browser of its own, the buyer's cart empty: the cart follows the buyer from test to
 * test (docs/business-rules.md "Cart"), and each test starts from none.
 */
async function newPage(): Promise<Page> {
  const { token } = await signInByApi(shop.baseUrl, TRADE);
  await changeServerCart(shop.baseUrl, token, () => []);
  const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function productIdOf(category: string, name?: string): Promise<number> {
  const response = await fetch(`${shop.baseUrl}/api/category/${category}/products?limit=48`);
  const { products } = (await response.json()) as {
    products: Array<{ id: number; product_name: string }>;
  };
  const product = name ? products.find((p) => p.product_name === name) : products[0];
  expect(product).toBeDefined();
  return product!.id;
}

/** Options are radio inputs drawn as labelled chips: a person clicks the chip. */
const choose = (page: Page, option: string) =>
  page.getByText(option, { exact: true }).first().click();

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(TRADE.email);
  await page.getByLabel('Password', { exact: true }).fill(TRADE.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** A trade buyer, signed in, on the first mattress's page (no size or fabric to pick). */
async function signedInOnAMattress(): Promise<Page> {
  const mattressId = await productIdOf('mattresses');
  const page = await newPage();
  await page.goto(`${shop.baseUrl}/signin`);
  await signIn(page);
  await page.waitForURL(`${shop.baseUrl}/`);
  await page.goto(`${shop.baseUrl}/products/${mattressId}`);
  return page;
}

describe('ordering in the browser', () => {
  it('takes a trade buyer from a configured bed to placed, tracked, cancelled and reordered orders', async () => {
    const bedId = await productIdOf('beds', 'Navan Low Bed');
    const mattressId = await productIdOf('mattresses');
    const page = await newPage();

    // A visitor sees no price, and adding to cart asks them to sign in first.
    await page.goto(`${shop.baseUrl}/products/${bedId}`);
    await page.getByText('Sign in to see trade prices').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${shop.baseUrl}/signin`);
    await signIn(page);
    await page.waitForURL(`${shop.baseUrl}/products/${bedId}`);

    // Configure: 5ft King, Bouclé (its first colour comes with it), Ottoman storage.
    await choose(page, '5ft King');
    await choose(page, 'Bouclé');
    await choose(page, 'Ottoman');
    expect(await page.getByRole('radio', { name: 'Ottoman', exact: true }).isChecked()).toBe(true);
    const priceWithStorage = await text(page.getByText(/^€[\d,]+\.\d\d$/).first());
    await choose(page, 'Non Ottoman');
    expect(await text(page.getByText(/^€[\d,]+\.\d\d$/).first())).not.toBe(priceWithStorage);
    await choose(page, 'Ottoman');
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-BED-1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Navan Low Bed added to cart').waitFor();
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('1');

    await page.goto(`${shop.baseUrl}/products/${mattressId}`);
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-MAT-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart$/).waitFor();

    // The header's cart: badge and popover.
    const cartButton = page.getByRole('button', { name: 'Cart, 3 items' });
    await cartButton.click();
    const popover = page.getByRole('list', { name: 'Cart items' });
    expect(await text(popover)).toContain('Navan Low Bed');
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout`);

    // Checkout: the summary shows both lines and their references; confirm on account.
    const lines = page.getByRole('list', { name: 'Order lines' });
    expect(await text(lines)).toContain('E2E-BED-1');
    expect(await text(lines)).toContain('E2E-MAT-1');
    // The shipping step takes the buyer's purchase-order number for the whole order.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Purchase order number/).fill('E2E-PO-7');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/CHK-\d{4}-\d{5,}$/);
    await page.getByText('Your order has been placed successfully.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(
      await page.getByRole('button', { name: /^Cart/ }).getAttribute('aria-label'),
    ).not.toMatch(/items/);

    // The confirmation: the checkout's number and PO, each line with its tracking ID.
    const checkoutNumber = decodeURIComponent(page.url().split('/').pop()!);
    const confirmation = page.getByRole('region', { name: '2 order lines' });
    expect(await text(confirmation)).toContain('E2E-BED-1');
    expect(await text(confirmation)).toContain('E2E-MAT-1');
    expect(await confirmation.getByRole('link', { name: /^TRK-/ }).count()).toBe(2);
    expect(await text(page.locator('main'))).toContain(checkoutNumber);
    expect(await text(page.locator('main'))).toContain('E2E-PO-7');
    expect(await text(page.locator('main'))).toMatch(/Credit left on your account €[\d,]+\.\d\d/);
    // A reload reads it again from the server.
    await page.reload();
    await page.getByRole('region', { name: '2 order lines' }).waitFor();
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await page.waitForURL(`${shop.baseUrl}/orders`);

    // My Orders lists both new orders.
    const bedCard = page.getByRole('article').filter({ hasText: 'E2E-BED-1' });
    const mattressCard = page.getByRole('article').filter({ hasText: 'E2E-MAT-1' });
    expect(await text(bedCard)).toContain('Navan Low Bed');
    const trackingId = (await bedCard.getAttribute('aria-label'))!.replace('Order ', '');
    expect(trackingId).toMatch(/^TRK-/);
    expect(await text(bedCard)).toContain(`Checkout: ${checkoutNumber}`);
    expect(await text(bedCard)).toContain('PO: E2E-PO-7');

    // Track by tracking ID, then by reference number, from the My Orders box.
    for (const value of [trackingId, 'e2e-bed-1']) {
      await page.goto(`${shop.baseUrl}/orders`);
      await page.getByRole('textbox', { name: 'Tracking ID or Ref No' }).fill(value);
      await page.getByRole('button', { name: 'Track' }).click();
      await page.waitForURL(`${shop.baseUrl}/order-tracking/${encodeURIComponent(value)}`);
      const tracked = page.getByRole('article', { name: `Order ${trackingId}` });
      expect(await text(tracked)).toContain('E2E-BED-1');
      const current = page.locator('[aria-current="step"]');
      expect(await text(current)).toContain('Order Placed');
    }
    // A visitor with the reference sees the delivery view: no price, address or tracking
    // ID, and how to see them.
    const visitor = await newPage();
    await visitor.goto(`${shop.baseUrl}/order-tracking/e2e-bed-1`);
    const delivery = visitor.getByRole('article', { name: 'Order E2E-BED-1' });
    expect(await text(delivery)).toContain('Navan Low Bed');
    expect(await text(delivery)).not.toContain(trackingId);
    expect(await text(delivery)).not.toContain('€');
    expect(await visitor.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    await visitor.context().close();

    // Cancel the mattress; it moves to the Cancelled tab.
    await page.goto(`${shop.baseUrl}/orders`);
    await mattressCard.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await mattressCard.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    expect(await text(page.getByRole('article').filter({ hasText: 'E2E-MAT-1' }))).toContain(
      'cancelled',
    );

    // Reorder the bed with a new reference: a new active order appears.
    await page.getByRole('tab', { name: 'Active' }).click();
    await bedCard.getByRole('button', { name: 'Reorder' }).click();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('textbox', { name: 'Reference Number (optional)' }).fill('E2E-BED-2');
    // Today's price and the credit it leaves, before anything is bought.
    const price = page.getByRole('region', { name: "Today's price" });
    await price.getByText(/Line total \(3 × unit, VAT included\)/).waitFor();
    expect(await text(price)).toMatch(/Credit left after this reorder €[\d,]+\.\d\d/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your reorder has been placed successfully.').waitFor();
    const reordered = page.getByRole('article').filter({ hasText: 'E2E-BED-2' });
    expect(await text(reordered)).toContain('Navan Low Bed');
    expect(await text(reordered)).toMatch(/Quantity:? ?3/);

    // Reorder all, from My Orders by checkout: its lines go in the cart at today's prices.
    await page.goto(`${shop.baseUrl}/orders?view=checkouts`);
    const group = page.getByRole('region', { name: new RegExp(checkoutNumber) });
    await group.getByRole('button', { name: 'Reorder all' }).click();
    await group.getByText("2 lines added to your cart at today's prices.").waitFor();
    const cart = await page.evaluate(() => localStorage.getItem('cart'));
    const references = (JSON.parse(cart!) as Array<{ referenceNumber: string }>).map(
      (line) => line.referenceNumber,
    );
    expect(references.sort()).toEqual(['E2E-BED-1', 'E2E-MAT-1']);
  });

  it('takes 40 typed on a product page through cart and checkout, and "Only N in stock" beyond the stock', async () => {
    const bedId = await productIdOf('beds', 'Navan Low Bed');
    const page = await newPage();
    await page.goto(`${shop.baseUrl}/signin`);
    await signIn(page);
    await page.waitForURL(`${shop.baseUrl}/`);

    // 40 bunk beds for a hostel: typed, not 39 presses of +. Beds are made to order.
    await page.goto(`${shop.baseUrl}/products/${bedId}`);
    await choose(page, '5ft King');
    await choose(page, 'Bouclé');
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-HOSTEL');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('40');
    expect(await page.getByText(/\d+ in stock$/).count()).toBe(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Navan Low Bed added to cart').waitFor();

    await page.goto(`${shop.baseUrl}/cart`);
    const inCart = page.getByRole('textbox', { name: 'Quantity of Navan Low Bed' });
    expect(await inCart.inputValue()).toBe('40');
    // 100 is refused where it is typed; the line keeps its 40.
    await inCart.fill('100');
    await page.getByText('Quantity must be a whole number from 1 to 99.').waitFor();
    expect(await inCart.getAttribute('aria-invalid')).toBe('true');
    await page.goto(`${shop.baseUrl}/checkout`);
    const atCheckout = page.getByRole('textbox', { name: 'Quantity of Navan Low Bed' });
    expect(await atCheckout.inputValue()).toBe('40');
    expect(await text(page.getByRole('list', { name: 'Order lines' }))).toContain('5ft King');

    // A product sold from stock shows its units left and refuses more on its page.
    const listing = await fetch(`${shop.baseUrl}/api/product/products-listing?limit=48`);
    const { products } = (await listing.json()) as {
      products: Array<{
        id: number;
        stock: number;
        status: string;
        Categories: Array<{ category_name: string }>;
      }>;
    };
    const stocked = products.find(
      (p) =>
        p.stock > 0 &&
        p.status === 'available' &&
        !p.Categories.some((c) => c.category_name === 'Beds'),
    );
    expect(stocked).toBeDefined();
    const left = stocked!.stock;
    await page.goto(`${shop.baseUrl}/products/${stocked!.id}`);
    await page.getByText(`${left} in stock`, { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-STOCK');
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill(String(left + 1));
    await page.getByText(`Only ${left} in stock`, { exact: true }).first().waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]',
    ) as Array<{ id: number }>;
    expect(cart.map((line) => line.id)).not.toContain(stocked!.id);
  });

  it("shows today's price when the cart kept an older one, and orders at the total shown", async () => {
    const page = await signedInOnAMattress();
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-PRICE-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart$/).waitFor();

    // The line keeps the price of the day it was added; today's is another.
    const cartLine = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('cart')!) as Array<{ price: number }>)[0]!,
      );
    const today = (await cartLine()).price;
    // The cart, kept by the server, still has the price of an earlier day.
    const { token } = await signInByApi(shop.baseUrl, TRADE);
    await expect.poll(async () => (await serverCart(shop.baseUrl, token)).items.length).toBe(1);
    await changeServerCart(shop.baseUrl, token, ([line]) => [{ ...line!, price: 1, vat: 0.23 }]);

    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByText(/has changed since it was added to your cart/).waitFor();
    expect((await cartLine()).price).toBe(today);

    // Checkout shows it too, and the order (sent with the total shown) is placed.
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    // A placed checkout lands on its confirmation; its lines are in My Orders.
    await page.waitForURL(/\/checkout\/confirmation\/CHK-/);
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await page.waitForURL(`${shop.baseUrl}/orders`);
    const card = page.getByRole('article').filter({ hasText: 'E2E-PRICE-1' });
    await card.waitFor();
  });

  it('orders a line with a 6 MB quote file, kept by the server until it is ordered', async () => {
    const page = await signedInOnAMattress();

    // docs/business-rules.md "Files" allows 10 MB; as base64 in localStorage (about 5 MB a site)
    // even 4 MB would not fit.
    const drawing = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(6 * 1024 * 1024, 'x'),
      Buffer.from('\n%%EOF\n'),
    ]);
    await page.getByLabel('Quote File (optional)').setInputFiles({
      name: 'site-plan.pdf',
      mimeType: 'application/pdf',
      buffer: drawing,
    });
    await page.getByText('Attached: site-plan.pdf').waitFor();
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('E2E-FILE-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart$/).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
    expect(stored).toContain('site-plan.pdf');
    expect(stored.length).toBeLessThan(10_000);

    await page.goto(`${shop.baseUrl}/cart`);
    await page.getByRole('list', { name: 'Cart items' }).getByText('site-plan.pdf').waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    // A placed checkout lands on its confirmation; its lines are in My Orders.
    await page.waitForURL(/\/checkout\/confirmation\/CHK-/);
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await page.waitForURL(`${shop.baseUrl}/orders`);
    const card = page.getByRole('article').filter({ hasText: 'E2E-FILE-1' });
    await card.getByText('Attached file: site-plan.pdf').waitFor();
    const trackingId = (await card.getAttribute('aria-label'))!.replace('Order ', '');

    // The shop has the whole file, byte for byte; the cart no longer holds it.
    const { token } = await signInByApi(shop.baseUrl, TRADE);
    const download = await fetch(`${shop.baseUrl}/api/order/user-orders/${trackingId}/quote-file`, {
      headers: bearer(token),
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(drawing)).toBe(true);
    // The cart kept it on the server until the line was ordered (docs/business-rules.md "Cart").
    const cart = await fetch(`${shop.baseUrl}/api/cart`, { headers: bearer(token) });
    await expect
      .poll(async () =>
        JSON.stringify(
          await (await fetch(`${shop.baseUrl}/api/cart`, { headers: bearer(token) })).json(),
        ),
      )
      .not.toContain('site-plan.pdf');
    expect(cart.status).toBe(200);
  });

  it('pages through My Orders, twenty orders at a time, newest first, and searches them', async () => {
    const { token } = await signInByApi(shop.baseUrl, TRADE);
    const refs = Array.from({ length: 21 }, (_, i) => `E2E-PAGE-${String(i + 1).padStart(2, '0')}`);
    const lines = await Promise.all(refs.map((ref) => mattressLine(shop.baseUrl, ref)));
    // Three checkouts, as a hotel's buyer would place them over a week.
    for (const [key, part] of [
      ['e2e-paging-1', lines.slice(0, 7)],
      ['e2e-paging-2', lines.slice(7, 14)],
      ['e2e-paging-3', lines.slice(14)],
    ] as const) {
      const placed = await checkout(shop.baseUrl, token, part, key);
      expect(placed.status, await placed.text()).toBe(201);
    }
    const active = (await (
      await fetch(`${shop.baseUrl}/api/order/user-orders?tab=active&limit=1`, {
        headers: bearer(token),
      })
    ).json()) as UserOrders;
    const total = active.pagination.total;
    expect(total).toBeGreaterThan(20);

    const page = await newPage();
    await page.goto(`${shop.baseUrl}/signin`);
    await signIn(page);
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.goto(`${shop.baseUrl}/orders`);
    await page.getByText(`Active orders 1–20 of ${total}`).waitFor();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(20);
    expect(await text(cards.first())).toContain('E2E-PAGE-21');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${shop.baseUrl}/orders?page=2`);
    await page.getByText(`Active orders 21–${Math.min(40, total)} of ${total}`).waitFor();
    expect(await text(cards.first())).toContain('E2E-PAGE-01');
    expect(await page.getByText('E2E-PAGE-21').count()).toBe(0);

    // Back returns to the first page.
    await page.goBack();
    await page.waitForURL(`${shop.baseUrl}/orders`);
    await page.getByText(`Active orders 1–20 of ${total}`).waitFor();
    expect(await text(cards.first())).toContain('E2E-PAGE-21');

    // The server finds orders by the start of their reference; reload keeps the search.
    await page
      .getByRole('searchbox', { name: 'Find your orders by tracking ID or reference number' })
      .fill('e2e-page-1');
    await page.waitForURL(`${shop.baseUrl}/orders?q=e2e-page-1`);
    await expect.poll(() => cards.count()).toBe(10);
    expect(await text(cards.first())).toContain('E2E-PAGE-19');
    expect(await text(cards.last())).toContain('E2E-PAGE-10');
    await page.reload();
    await expect.poll(() => cards.count()).toBe(10);
    expect(await text(cards.first())).toContain('E2E-PAGE-19');
  });
});
