import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox';
import { setUpShop } from './shop';

// Company accounts in Chromium (issue 34): the demo trade buyer, owner of Murphy Hotels,
// invites a colleague as a buyer with a limit per order; the colleague opens the mailed
// link, sets a password and joins, signs in, and sees the company with the role and limit
// the owner gave; the owner sees them among the members and adds a delivery site.
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
    await colleague.close();

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
    await context.close();
  });
});
