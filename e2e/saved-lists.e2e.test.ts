import { describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

// Saved lists in Chromium (issue #33, item 6): a trade buyer fitting out a hotel opens the
// room pack "Standard double room" (the demo buyer's seeded list), adds it for 30 rooms
// numbered from 101, and the cart has each line of the list once per room, Room 101 to
// Room 130.
const shop = setUpShop();

const ROOMS = Array.from({ length: 30 }, (_, i) => `Room ${101 + i}`);

describe('saved lists in the browser', () => {
  it('adds the “Standard double room” list × 30 rooms: the cart has Room 101 … Room 130 for each line', async () => {
    const { page } = await shop.signedInBrowser();
    // Found where a buyer looks: the account menu, next to Quick Order.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('link', { name: 'Saved Lists' }).click();
    await page.waitForURL(`${shop.baseUrl}/lists`);
    await page.getByRole('link', { name: 'Standard double room' }).click();
    await page.waitForURL(/\/lists\/\d+$/);

    // The list's lines, priced today.
    const lines = page.getByRole('table', { name: /Lines of Standard double room/ });
    await lines.waitFor();
    const table = (await lines.innerText()).replace(/\s+/g, ' ');
    expect(table).toContain('Ashbourne Divan Bed');
    expect(table).toContain('4ft6 Double · Linen Weave · Natural · Ottoman');
    expect(table).toContain('Comfort Pocket 1000');
    expect(table).toMatch(/€[\d,]+\.\d\d/);

    // A pattern without {n} is refused with the reason, and Add waits.
    const pattern = page.getByLabel('Reference pattern');
    await pattern.fill('Room');
    await page.getByText('The reference pattern must contain {n}').waitFor();
    expect(await page.getByRole('button', { name: /^Add .*to cart$/ }).isDisabled()).toBe(true);
    await pattern.fill('Room {n}');

    await page.getByLabel(/^Rooms/).fill('30');
    await page.getByLabel('First number').fill('101');
    const preview = page.getByTestId('room-preview');
    expect((await preview.innerText()).replace(/\s+/g, ' ')).toContain('Room 101 … Room 130');
    await page.getByRole('button', { name: 'Add 60 lines to cart' }).click();
    await page.getByText('60 lines added to your cart.').waitFor();

    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(`${shop.baseUrl}/cart`);
    const cart = page.getByRole('list', { name: 'Cart items' });
    await cart.getByRole('listitem').first().waitFor();
    const items = cart.getByRole('listitem');
    expect(await items.count()).toBe(60);
    const references = await items.evaluateAll((elements) =>
      elements.map((li) => {
        const terms = [...li.querySelectorAll('dt')];
        const term = terms.find((dt) => dt.textContent?.trim() === 'Reference Number');
        return [
          li.querySelector('h2')?.textContent?.trim(),
          term?.nextElementSibling?.textContent?.trim(),
        ];
      }),
    );
    for (const product of ['Ashbourne Divan Bed', 'Comfort Pocket 1000']) {
      expect(references.filter(([name]) => name === product).map(([, ref]) => ref)).toEqual(ROOMS);
    }
    await page.context().close();
  });
});
