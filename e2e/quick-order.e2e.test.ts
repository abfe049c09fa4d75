import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

// Quick order in Chromium (issue #33, item 5): a trade buyer pastes twelve lines copied
// from a spreadsheet, two of them wrong; the report says which and why; the buyer fixes
// them in place, checks again, puts the twelve in the cart in one click and checks out
// with a purchase-order number.
const shop = setUpShop();

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

/** As copied from a spreadsheet: tab-separated, no header, the template's columns. */
const LINES = [
  ['BED-ASH-001', '3ft Single', 'Linen Weave', 'Natural', '1', 'Room 101', ''],
  ['BED-KIL-002', '5ft King', 'Plush Velvet', 'Silver', '1', 'Room 102', 'Ottoman'],
  ['BED-NOPE-999', '5ft King', 'Bouclé', 'Cream', '1', 'Room 103', ''],
  ['MAT-CPK-011', '5ft King', '', '', '1', 'Room 104', ''],
  ['mat-hcm-014', '4FT6 DOUBLE', '', '', '1', 'Room 105', ''],
  ['BED-TAR-005', '5ft King', 'Chenille', 'Mink', '1', 'Room 106', 'Cloud Storage'],
  ['BED-SHA-006', '7ft Emperor', 'Linen Weave', 'Stone', '1', 'Room 107', ''],
  ['KID-CAB-041', '3ft Single', 'Plush Velvet', 'Charcoal', '1', 'Room 108', ''],
  ['MAT-HHD-015', '3ft Single', '', '', '2', 'Room 109', ''],
  ['SOF-RAT-025', '2 Seater', 'Boucle', 'oatmeal', '1', 'Lobby', ''],
  ['SOF-HLS-028', '3 Seater', 'Faux Leather', 'Tan', '1', 'Lobby 2', ''],
  ['KID-TRU-043', '3ft Single', 'Linen Weave', 'Slate', '1', 'Room 112', ''],
];

describe('quick order in the browser', () => {
  it('takes pasted lines through the report, fixes, the cart and checkout to the confirmation', async () => {
    const { page } = await shop.signedInBrowser();
    // Found where a buyer looks: the account menu.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('link', { name: 'Quick Order' }).click();
    await page.waitForURL(`${shop.baseUrl}/quick-order`);
    await page.getByRole('link', { name: 'Download CSV template' }).waitFor();

    const pasted = LINES.map((cells) => cells.join('\t')).join('\n');
    await page.getByRole('textbox', { name: 'Type or paste lines' }).fill(pasted);
    await page.getByRole('button', { name: 'Check lines' }).click();
    await page.getByText('10 lines ready, 2 lines with errors.').waitFor();

    const report = page.getByRole('table', { name: 'Checked lines' });
    expect(await text(report)).toContain('Line 3, SKU: Unknown SKU “BED-NOPE-999”.');
    expect(await text(report)).toContain(
      'Line 7, Size: Size “7ft Emperor” is not sold for Shannon Panel Bed.',
    );
    // What was understood, priced: names as the catalogue spells them.
    const line10 = page.getByRole('row', { name: 'Line 10' });
    expect(await text(line10)).toContain('Ratoath Sofa · 2 Seater · Bouclé · Oatmeal');
    expect(await text(line10)).toMatch(/€[\d,]+\.\d\d.*€[\d,]+\.\d\d/);
    // Nothing is in the cart yet.
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    // The pasted text is still there.
    expect(await page.getByRole('textbox', { name: 'Type or paste lines' }).inputValue()).toBe(
      pasted,
    );

    // Fixed in place, then checked again; the other lines keep what was typed.
    await page.getByRole('textbox', { name: 'Line 3 SKU' }).fill('BED-NAV-009');
    await page.getByRole('textbox', { name: 'Line 7 Size' }).fill('6ft Super King');
    expect(await page.getByRole('button', { name: /^Add .* to cart$/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText('12 lines ready, 0 lines with errors.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Line 5 SKU' }).inputValue()).toBe(
      'mat-hcm-014',
    );

    await page.getByRole('button', { name: 'Add 12 valid lines to cart' }).click();
    await page.getByText('12 lines added to your cart.').waitFor();
    await page.getByRole('button', { name: /^Cart, 13 items/ }).waitFor();
    const cart = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart')!) as Array<{
          referenceNumber: string;
          storageType: string;
        }>,
    );
    expect(cart.map((l) => l.referenceNumber)).toEqual(LINES.map((cells) => cells[5]));
    expect(cart[5]!.storageType).toBe('Cloud Storage');

    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Purchase order number/).fill('QO-PO-33');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/CHK-\d{4}-\d{5,}$/);
    const confirmation = page.getByRole('region', { name: '12 order lines' });
    expect(await text(confirmation)).toContain('Room 107');
    expect(await text(confirmation)).toContain('Navan Low Bed');
    expect(await text(page.locator('main'))).toContain('QO-PO-33');
    await page.context().close();
  });
});
