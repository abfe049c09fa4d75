import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { addDays, dublinDate } from '../src/shared/domain/calendar-dates';
import { formatEuro, toCents } from '../src/shared/domain/money';
import { discountedCents } from '../src/shared/domain/quotes';
import { DELIVERY_STATUS_SET } from '../src/shared/schemas/admin-orders';
import type { UserOrders } from '../src/shared/schemas/orders';
import { formatDate } from '../src/web/lib/format';
import { asBearer, newCustomer, PASSWORD, type Session } from '../test/customers';
import { notices } from './browser';
import { setUpShop } from './shop';

// Quotes in Chromium (issue 36): a buyer asks a price for two room types from the cart;
// staff quote them with a discount and 10 days' validity; the buyer asks a revision,
// staff quote again with a price of their own on one line; the buyer accepts, which
// places the orders at the quoted prices, and the invoice of a delivered one shows them.
// A customer of its own, so the demo company's quotes, orders and credit stay out of it.
const shop = setUpShop();

const oneLine = async (text: Promise<string>) => (await text).replace(/\s+/g, ' ').trim();

interface Bed {
  id: number;
  product_name: string;
  status: string;
  Sizes: Array<{ id: number; size: string }>;
  Fabrics: Array<{
    id: number;
    fabric_name: string;
    fabricColors: Array<{ id: number; color_name: string }>;
  }>;
}

/** Two orderable beds of the demo catalogue, as the product page offers them. */
async function twoBeds(session: Session): Promise<Bed[]> {
  const list = await shop.testApp.app.inject({
    method: 'GET',
    url: '/api/category/beds/products?page=1&limit=12',
    headers: asBearer(session),
  });
  expect(list.statusCode, list.body).toBe(200);
  const beds: Bed[] = [];
  for (const card of list.json<{ products: Array<{ id: number }> }>().products) {
    const detail = await shop.testApp.app.inject({
      method: 'GET',
      url: `/api/product/${card.id}`,
      headers: asBearer(session),
    });
    const { product } = detail.json<{ product: Bed }>();
    const fabric = product.Fabrics.find((f) => f.fabricColors.length > 0);
    if (product.status === 'unavailable' || !fabric || product.Sizes.length === 0) continue;
    if (beds.some((bed) => bed.product_name === product.product_name)) continue;
    beds.push(product);
    if (beds.length === 2) return beds;
  }
  throw new Error('The demo catalogue has no two orderable beds');
}

/** A cart line of `bed` in its first size, fabric and colour, as the product page adds it. */
function cartLine(bed: Bed, quantity: number, referenceNumber: string) {
  const fabric = bed.Fabrics.find((f) => f.fabricColors.length > 0)!;
  const color = fabric.fabricColors[0]!;
  const size = bed.Sizes[0]!;
  return {
    id: bed.id,
    product_name: bed.product_name,
    price: 0,
    vat: 0,
    size: size.size,
    sizeId: size.id,
    fabric: fabric.fabric_name,
    fabricId: fabric.id,
    fabricColor: color.color_name,
    fabricColorId: color.id,
    quantity,
    image: null,
    isStorage: false,
    isCloudStorage: false,
    storageType: 'Non Ottoman',
    referenceNumber,
    specialQuote: { text: '', fileBase64: null, fileName: null },
  };
}

describe('a quote from the cart to the invoice', () => {
  it('is asked, quoted, revised, quoted again, accepted at its prices and invoiced', async () => {
    const buyer = await newCustomer(shop.testApp, { creditLimit: 50_000 });
    const [double, twin] = await twoBeds(buyer);
    const put = await shop.testApp.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: asBearer(buyer),
      payload: {
        items: [cartLine(double!, 12, 'ROOM-36-D'), cartLine(twin!, 4, 'ROOM-36-T')],
        version: 0,
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    // 1. The buyer asks for a quote from the cart, each line under its group.
    const owner = await shop.signedInPage(buyer.email, PASSWORD);
    await owner.goto(`${shop.baseUrl}/cart`);
    await owner.getByRole('link', { name: 'Request a quote' }).click();
    const request = owner.getByRole('form', { name: 'Request a quote' });
    const lines = request.getByRole('list', { name: 'Lines to quote' });
    await lines
      .getByRole('listitem', { name: `${double!.product_name} (ROOM-36-D)` })
      .getByLabel('Group (optional)')
      .fill('Standard double × 12');
    await lines
      .getByRole('listitem', { name: `${twin!.product_name} (ROOM-36-T)` })
      .getByLabel('Group (optional)')
      .fill('Twin rooms');
    await request.getByLabel('Project title (optional)').fill('Hotel Sligo refit');
    await request
      .getByLabel('Message (optional)')
      .fill('Twelve doubles and four twins for the second floor, delivered in March.');
    // The company's own site is offered first: this project is elsewhere.
    await request.getByLabel('Delivery site').selectOption({ label: 'Another address' });
    await request.getByLabel('Site address').fill('Hotel Sligo, 1 Quay Street, Sligo F91 X2Y3');
    await request.getByRole('button', { name: 'Send request' }).click();
    await owner.waitForURL(/\/account\/quotes\/Q-\d{4}-\d{6}$/);
    const number = /Q-\d{4}-\d{6}/.exec(owner.url())![0];
    await owner.getByRole('heading', { level: 1, name: `Quote ${number}` }).waitFor();
    await owner.getByText('Requested', { exact: true }).first().waitFor();

    // 2. Staff find it among the new quotes and answer with 10 % off, valid 10 days.
    const staff = await shop.signedInPage(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await staff.goto(`${shop.baseUrl}/admin/quotes`);
    await staff.getByRole('tab', { name: /^New/ }).click();
    await staff.getByLabel('Search quotes').fill(number);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await staff.getByRole('link', { name: number }).click();
    await staff.waitForURL(`${shop.baseUrl}/admin/quotes/${number}`);
    const first = staff.getByRole('form', { name: 'Version 1' });
    const validUntil = addDays(dublinDate(), 10);
    expect(await first.getByLabel('Valid until').inputValue()).toBe(validUntil);
    await first.getByLabel('Discount % on the lines without a price (optional)').fill('10');
    await first.getByRole('button', { name: 'Send version 1' }).click();
    await notices(staff).getByText('Version 1 sent').waitFor();

    // 3. The buyer reads version 1 at 10 % off list, valid 10 days, and asks a revision.
    await owner.reload();
    const current = owner.getByRole('region', { name: /^Version 1/ });
    await current.waitFor();
    expect(await oneLine(current.innerText())).toContain(`Valid until ${formatDate(validUntil)}`);
    expect(await oneLine(current.innerText())).toContain('10 % off list');
    const prices = current.getByRole('table', { name: 'Version 1 prices' });
    for (const row of await prices
      .getByRole('row')
      .filter({ has: owner.locator('s') })
      .all()) {
      const list = await row.locator('s').innerText();
      const cells = await row.getByRole('cell').allInnerTexts();
      const listCents = toCents(Number(list.replace(/[€,]/g, '')));
      expect(cells[1]).toBe(formatEuro(discountedCents(listCents, 1000) / 100));
    }
    expect(
      await prices
        .getByRole('row')
        .filter({ has: owner.locator('s') })
        .count(),
    ).toBe(2);
    await owner.getByRole('button', { name: 'Ask for a revision' }).click();
    const revision = owner.getByRole('dialog', { name: 'Ask for a revision of version 1' });
    await revision
      .getByLabel('What should change')
      .fill('Could the twins come to €400 each ex VAT? We order all sixteen at once.');
    await revision.getByRole('button', { name: 'Ask for a revision' }).click();
    await revision.waitFor({ state: 'detached' });

    // 4. Staff answer with version 2: their own price on the twins, the discount on the rest.
    await staff.reload();
    // Waiting for staff again, the composer is open at once.
    const second = staff.getByRole('form', { name: 'Version 2' });
    await second.getByRole('textbox', { name: /^Unit price ex VAT, line 2 / }).fill('400.00');
    await second.getByLabel('Message to the buyer (optional)').fill('€400.00 on the twins.');
    await second.getByRole('button', { name: 'Send version 2' }).click();
    await notices(staff).getByText('Version 2 sent').waitFor();

    // 5. The buyer sees version 1 superseded, and accepts version 2 with a PO number.
    await owner.reload();
    const latest = owner.getByRole('region', { name: /^Version 2/ });
    await latest.waitFor();
    await owner.getByText(/^Version 1 — superseded, €/).waitFor();
    const twinRow = latest
      .getByRole('table', { name: 'Version 2 prices' })
      .getByRole('row')
      .filter({ hasText: twin!.product_name });
    expect(await oneLine(twinRow.innerText())).toContain('€400.00');
    await owner.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = owner.getByRole('dialog', { name: `Accept ${number}?` });
    await accept.getByLabel('PO number (optional)').fill('PO-36-0001');
    await accept.getByRole('button', { name: 'Accept and place orders' }).click();
    const placed = owner.getByRole('status').filter({ hasText: /Orders placed: CHK-/ });
    await placed.waitFor();
    const checkoutNumber = /CHK-\d{4}-\d+/.exec(await placed.innerText())![0];

    // 6. The orders carry the quoted prices...
    const mine = await shop.testApp.app.inject({
      method: 'GET',
      url: '/api/order/user-orders?page=1&limit=20',
      headers: asBearer(buyer),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const orders = mine.json<UserOrders>().orders;
    expect(orders).toHaveLength(2);
    expect(orders.every((order) => order.checkoutNumber === checkoutNumber)).toBe(true);
    const twins = orders.find((order) => order.product_name === twin!.product_name)!;
    expect(twins.quantity).toBe(4);
    expect(twins.unit_price).toBe(400);
    expect(twins.poNumber).toBe('PO-36-0001');

    // ...and once staff deliver them, the invoice shows the quote and its price.
    // The orders of one checkout delivered on one day share one invoice, issued with the
    // last of them (docs/business-rules.md "Invoices and payments").
    const deliver = async (order: (typeof orders)[number]) => {
      await staff.goto(`${shop.baseUrl}/admin/orders/${order.id}`);
      await staff.getByLabel('Set delivery status').selectOption({ label: 'Order Delivered' });
      await staff.getByRole('button', { name: 'Set status' }).click();
      const confirm = staff.getByRole('dialog', {
        name: `Set ${order.trackingId} to Order Delivered?`,
      });
      await confirm.getByRole('button', { name: 'Set to Order Delivered' }).click();
      await confirm.waitFor({ state: 'detached' });
    };
    await deliver(orders.find((order) => order !== twins)!);
    await notices(staff).getByText(DELIVERY_STATUS_SET, { exact: true }).first().waitFor();
    await deliver(twins);
    const issued = notices(staff).getByText(/Invoice INV-\d{4}-\d{6} issued\./);
    await issued.waitFor();
    const invoice = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];

    await owner.getByRole('button', { name: /^Account:/ }).click();
    await owner.getByRole('link', { name: 'Invoices' }).click();
    await owner.waitForURL(`${shop.baseUrl}/account/invoices`);
    const row = owner
      .getByRole('table', { name: 'Invoices and credit notes' })
      .getByRole('row')
      .filter({ has: owner.getByRole('rowheader', { name: invoice }) });
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      row.getByRole('link', { name: `Download ${invoice} (PDF)` }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(`Quote: ${number}`);
    expect(text).toContain('€400.00');

    await staff.context().close();
    await owner.context().close();
  });
});
