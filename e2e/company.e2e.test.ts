import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox';
import { setUpShop } from './shop';

// Company accounts in Chromium (issue 34): the demo trade buyer, owner of Murphy Hotels,
// invites a colleague as a buyer with a limit per order; the colleague opens the mailed
// link, sets a password and joins, signs in, and sees the company with the role and limit
// the owner gave; the owner sees them among the members and adds a delivery site. The
// colleague then orders above their limit for that site: it awaits approval, the owner
// approves it, and the order shows in both members' views with its site.
const shop = setUpShop();

async function invitationLink(email: string): Promise<string> {
  // The server's outbox worker writes the mail a moment after the answer (docs/mail.md).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const mail of (await readOutbox(shop.dataDir)).reverse()) {
      if (!mail.raw.includes(email)) continue;
      const link = /\/invitation\/[\w-]+/.exec(mail.body)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

describe('a company inviting a colleague', () => {
  it('invites a buyer by email; they join from the link and buy for the company', async () => {
    const email = `aine.${Date.now()}@example.ie`;
    const { page, context } = await shop.signedInBrowser();
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('link', { name: 'Company' }).click();
    await page.waitForURL(`${shop.baseUrl}/account/company`);
    await page.getByRole('heading', { name: 'Murphy Hotels', exact: true }).waitFor();
    expect(await page.getByText('Murphy Hotels Group Ltd').isVisible()).toBe(true);
    // The seeded colleague, a buyer with EUR 2,000 an order.
    expect(await page.getByRole('listitem', { name: 'Niamh Ó Briain' }).innerText()).toContain(
      'Buyer · €2,000.00',
    );

    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('Their email').fill(email);
    await invite.getByLabel('Role').selectOption('buyer');
    await invite.getByLabel('Limit per order, VAT incl. (€)').fill('1,500');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`${email}, Buyer, €1,500.00`).waitFor();

    // The colleague, in a browser of their own, from the mailed link.
    const colleague = await shop.browser.newContext({ viewport: { width: 1200, height: 900 } });
    const joining = await colleague.newPage();
    await joining.goto(shop.baseUrl + (await invitationLink(email)));
    const join = joining.getByRole('form', { name: 'Join your company' });
    await join.waitFor();
    expect(await join.innerText()).toContain('to buy for Murphy Hotels');
    await join.getByLabel('Full name').fill('Áine Ní Fhlatharta');
    await join.getByLabel('Phone number').fill('087 765 4321');
    await join.getByLabel('Password', { exact: true }).fill('Join#Murphy1');
    await join.getByLabel('Confirm password', { exact: true }).fill('Join#Murphy1');
    await join.getByRole('button', { name: 'Join Murphy Hotels' }).click();
    await joining.waitForURL(`${shop.baseUrl}/signin`);

    const signIn = joining.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('Join#Murphy1');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await joining.waitForURL(`${shop.baseUrl}/`);
    await joining.goto(`${shop.baseUrl}/account/company`);
    await joining.getByRole('heading', { name: 'Murphy Hotels', exact: true }).waitFor();
    expect(await joining.getByText('Buyer: orders within their limit').isVisible()).toBe(true);
    // A buyer changes nothing here.
    expect(await joining.getByRole('button', { name: 'Add a delivery site' }).count()).toBe(0);
    await joining.goto(`${shop.baseUrl}/account/account-info`);
    await joining.getByLabel('Your limit per order').waitFor();
    expect(await joining.getByLabel('Your limit per order').inputValue()).toBe('€1,500.00');
    expect(await joining.getByLabel('Available credit').inputValue()).toMatch(/^€[\d,]+\.\d\d$/);

    // The owner sees them join, and adds a site for their deliveries.
    await page.reload();
    await page.getByRole('listitem', { name: 'Áine Ní Fhlatharta' }).waitFor();
    await page.getByRole('button', { name: 'Add a delivery site' }).click();
    const site = page.getByRole('form', { name: 'New delivery site' });
    await site.getByLabel(/Site name/).fill('Salthill');
    await site.getByLabel(/^Address/).fill('1 Promenade');
    await site.getByLabel(/^City/).fill('Galway');
    await site.getByLabel(/Eircode/).fill('h91 e2k3');
    await site.getByLabel(/Delivery notes/).fill('Deliveries 7-11am; no vehicle over 7.5 t');
    await site.getByRole('button', { name: 'Add site' }).click();
    const added = page.getByRole('listitem', { name: 'Salthill' });
    await added.waitFor();
    expect(await added.innerText()).toContain('1 Promenade, Galway, H91 E2K3');

    // The colleague orders nine beds for Salthill: above their €1,500 an order.
    const beds = (await (
      await fetch(`${shop.baseUrl}/api/category/beds/products?limit=48`)
    ).json()) as { products: Array<{ id: number; product_name: string }> };
    const bed = beds.products.find((p) => p.product_name === 'Navan Low Bed')!;
    await joining.goto(`${shop.baseUrl}/products/${bed.id}`);
    await joining.getByText('5ft King', { exact: true }).first().click();
    await joining.getByText('Bouclé', { exact: true }).first().click();
    await joining.getByRole('textbox', { name: 'Reference Number' }).fill('SALTHILL-9');
    await joining.getByRole('textbox', { name: 'Quantity' }).fill('9');
    await joining.getByRole('button', { name: 'Add to Cart' }).click();
    await joining.getByText(/added to cart$/).waitFor();
    await joining.goto(`${shop.baseUrl}/checkout`);
    await joining.getByRole('button', { name: 'Continue' }).click();
    await joining.getByRole('radio', { name: /Salthill/ }).check();
    await joining.getByRole('button', { name: 'Confirm Order' }).click();
    await joining.waitForURL(/\/account\/approvals\?sent=CHK-/);
    const number = new URL(joining.url()).searchParams.get('sent')!;
    await joining.getByText(`${number} is above your per-order limit`).waitFor();
    const sent = joining.getByRole('article', { name: number });
    await sent.getByText('Awaiting approval').waitFor();
    expect(await sent.innerText()).toContain('Salthill, 1 Promenade, Galway, H91 E2K3');

    // The owner is told in My Orders, and approves it.
    await page.goto(`${shop.baseUrl}/orders`);
    await page.getByRole('link', { name: 'Review it' }).click();
    const waiting = page.getByRole('article', { name: number });
    expect(await waiting.innerText()).toContain('Áine Ní Fhlatharta');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Approve and place' }).click();
    await page.getByText('No orders are awaiting approval.').waitFor();
    await page.getByText(`${number} approved: the orders are placed`).waitFor();

    // In the owner's company view, with who ordered it and for which site...
    await page.goto(`${shop.baseUrl}/orders?scope=company`);
    const ordered = page.getByRole('article').filter({ hasText: 'SALTHILL-9' });
    await ordered.waitFor();
    expect(await ordered.innerText()).toContain('Áine Ní Fhlatharta');
    expect(await ordered.innerText()).toContain('Salthill');
    // ...and in the colleague's own My Orders.
    await joining.goto(`${shop.baseUrl}/orders`);
    const mine = joining.getByRole('article').filter({ hasText: 'SALTHILL-9' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain(number);
    await colleague.close();
    await context.close();
  });
});
