import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { PlacedOrder } from '../src/shared/schemas/orders';
import { formatEuro } from '../src/shared/domain/money';
import { newCustomer, PASSWORD, placeOrder } from '../test/customers';
import { readOutbox } from '../test/outbox';
import { mattressLine } from '../test/shop-client';
import { notices } from './browser';
import { setUpShop } from './shop';

// Invoices and payments in Chromium (issue 35): staff deliver a new customer's order in
// the console, which issues its invoice; the owner finds it under My Account → Invoices,
// downloads its PDF, and has it by mail with the PDF attached. Staff record the payment
// on the company's page, oldest invoices first; the owner's statement then ends at zero.
// A customer of its own, so the demo company's invoices and payments stay out of it.
const shop = setUpShop();

const oneLine = async (text: Promise<string>) => (await text).replace(/\s+/g, ' ').trim();

describe('an invoice from delivery to payment', () => {
  it('invoices a delivered order to its buyer, and a payment brings the statement to zero', async () => {
    const buyer = await newCustomer(shop.testApp, { creditLimit: 20_000 });
    const placed = await placeOrder(shop.testApp, buyer, [
      await mattressLine(shop.baseUrl, 'ROOM-35'),
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orders, total } = placed.json<PlacedOrder>();
    const order = orders[0]!;
    const amount = formatEuro(total);

    // Staff deliver the order: the answer names the invoice it issued.
    const staff = await shop.signedInPage(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await staff.goto(`${shop.baseUrl}/admin/orders/${order.id}`);
    await staff.getByLabel('Set delivery status').selectOption({ label: 'Order Delivered' });
    await staff.getByRole('button', { name: 'Set status' }).click();
    const confirm = staff.getByRole('dialog', {
      name: `Set ${order.trackingId} to Order Delivered?`,
    });
    await confirm.getByRole('button', { name: 'Set to Order Delivered' }).click();
    await confirm.waitFor({ state: 'detached' });
    const issued = notices(staff).getByText(/Invoice INV-\d{4}-\d{6} issued\./);
    await issued.waitFor();
    const number = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];

    // The owner finds it under My Account → Invoices, with its total, and downloads it.
    const owner = await shop.signedInPage(buyer.email, PASSWORD);
    await owner.getByRole('button', { name: /^Account:/ }).click();
    await owner.getByRole('link', { name: 'Invoices' }).click();
    await owner.waitForURL(`${shop.baseUrl}/account/invoices`);
    const documents = owner.getByRole('table', { name: 'Invoices and credit notes' });
    const row = documents
      .getByRole('row')
      .filter({ has: owner.getByRole('rowheader', { name: number }) });
    await row.waitFor();
    expect(await oneLine(row.innerText())).toContain(`${amount} ${amount} Open`);
    expect(await oneLine(row.innerText())).toContain('ROOM-35');
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      row.getByRole('link', { name: `Download ${number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // On a phone the table scrolls in its own box: the page never scrolls sideways, and the
    // checkout number stays on one line.
    await owner.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => owner.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    const checkout = row.getByText(/^CHK-\d{4}-\d+$/);
    expect(await checkout.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await checkout.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
    await owner.setViewportSize({ width: 1280, height: 900 });

    // ...and by mail, the PDF attached.
    const invoiceMail = async () =>
      (await readOutbox(shop.testApp)).find((mail) =>
        mail.headers.get('subject')?.startsWith(`Invoice ${number} from `),
      );
    await expect.poll(async () => (await invoiceMail()) !== undefined).toBe(true);
    const mail = (await invoiceMail())!;
    expect(mail.headers.get('to')).toContain(buyer.email);
    expect(mail.raw).toContain(`filename=${number}.pdf`);
    expect(mail.raw).toContain('application/pdf');

    // Staff record the payment from the customer's company page, oldest invoices first.
    await staff.getByRole('link', { name: 'Ciara Doyle' }).click();
    await staff.getByRole('heading', { level: 1, name: /Ciara Doyle/ }).waitFor();
    await staff.getByRole('link', { name: 'Doyle Hotels' }).click();
    await staff.waitForURL(`${shop.baseUrl}/admin/companies/${buyer.companyId}`);
    const account = staff.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Record payment' }).click();
    const payment = account.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount (€)').fill(total.toFixed(2));
    await payment.getByLabel('Bank reference (optional)').fill('BOI 35017');
    await payment.getByLabel('Oldest open invoices first').check();
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await notices(staff).getByText('Payment recorded').waitFor();
    await payment.waitFor({ state: 'detached' });
    const payments = account.getByRole('region', { name: 'Payments' });
    await expect.poll(() => oneLine(payments.innerText())).toContain(`${number} ${amount}`);

    // The owner's invoice is paid, and the statement closes at zero.
    await owner.reload();
    await expect.poll(() => oneLine(row.innerText())).toContain(`${amount} €0.00 Paid`);
    await owner.getByRole('tab', { name: 'Statement' }).click();
    const statement = owner.getByRole('table', { name: 'Statement' });
    const closing = statement.getByRole('row').filter({ hasText: 'Closing balance' });
    await expect.poll(() => oneLine(closing.innerText())).toMatch(/Closing balance €0\.00$/);
    const lines = statement.getByRole('row');
    expect(await oneLine(lines.filter({ hasText: number }).innerText())).toContain(
      `${amount} ${amount}`,
    );
    expect(
      await oneLine(lines.filter({ hasText: 'Payment received (Bank transfer)' }).innerText()),
    ).toContain(`${amount} €0.00`);

    await staff.context().close();
    await owner.context().close();
  });
});
