import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox';
import { notices } from './browser';
import { setUpShop } from './shop';

// The staff console end to end in Chromium (issue #6).
const shop = setUpShop();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026pass' };

const api = (path: string, init: RequestInit = {}) =>
  fetch(shop.baseUrl + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

describe('the staff console', () => {
  it('asks staff to sign in as staff, says who is signed in, and signs them out', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(shop.baseUrl + '/admin/orders');
    await page.waitForURL(shop.baseUrl + '/signin');
    await page.getByRole('heading', { name: 'Staff Sign In' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Trade Sign In' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(shop.baseUrl + '/admin/orders');
    await page.getByText(`Signed in as Aoife Byrne (${ADMIN.email})`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(shop.baseUrl + '/');
    await page.goto(shop.baseUrl + '/admin');
    await page.waitForURL(shop.baseUrl + '/signin');
    await context.close();
  });

  it('lets staff approve an application, after which the applicant can sign in', async () => {
    const email = `mairead.${Date.now()}@example.ie`;
    const company = `Lodge ${Date.now() % 100_000}`;
    const password = 'Apply#Pass1';
    const applied = await api('/api/auth/user/register', {
      method: 'POST',
      body: JSON.stringify({
        full_name: 'Mairead Kelly',
        email,
        invoice_email: email,
        phone_number: '+353871234567',
        country: 'IE',
        company_name: company,
        office_address: '1 Bridge Street',
        office_city: 'Sligo',
        office_eir_code: 'F91 X2Y3',
        delivery_address: '1 Bridge Street',
        delivery_city: 'Sligo',
        delivery_eir_code: 'F91 X2Y3',
        password,
        confirm_password: password,
        subscribe: false,
      }),
    });
    expect(applied.status).toBe(201);
    const refused = await api('/api/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(refused.status).not.toBe(200);

    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(shop.baseUrl + '/admin/applications');
    await page.getByRole('button', { name: `Approve ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByLabel('Credit limit (€)').fill('7500');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('button', { name: `Approve ${company}` }).count())
      .toBe(0);

    const login = await api('/api/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const details = await api('/api/user/details', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await details.json()).toMatchObject({ credit_limit: 7500, available_credit: 7500 });
    await page.context().close();
  });

  it('lets staff move an order to Scheduled: the customer can no longer cancel it and tracking shows it', async () => {
    const trade = await api('/api/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'trade@example.com', password: 'Trade#2026pass' }),
    });
    const { token } = (await trade.json()) as { token: string };
    const asTrade = { authorization: `Bearer ${token}` };
    const { orders } = (await (
      await api('/api/order/user-orders', { headers: asTrade })
    ).json()) as {
      orders: Array<{ id: number; trackingId: string; deliveryStatus: string; status: string }>;
    };
    const order = orders.find((o) => o.status === 'active' && o.deliveryStatus === 'Order Placed');
    expect(order).toBeDefined();

    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(`${shop.baseUrl}/admin/orders/${order!.id}`);
    await page.getByLabel('Set delivery status').selectOption({ label: 'Scheduled' });
    await page.getByRole('button', { name: 'Set status' }).click();
    const dialog = page.getByRole('dialog', { name: `Set ${order!.trackingId} to Scheduled?` });
    await dialog.getByRole('button', { name: 'Set to Scheduled' }).click();
    await dialog.waitFor({ state: 'detached' });

    const cancel = await fetch(`${shop.baseUrl}/api/order/order-cancelled/${order!.id}`, {
      method: 'PUT',
      headers: asTrade,
    });
    expect(cancel.status).toBe(409);
    const tracked = await api(`/api/auth/user/track-orders/${order!.trackingId}`);
    expect(await tracked.json()).toMatchObject({ order: { deliveryStatus: 'Scheduled' } });

    // The customer's tracking page shows Scheduled as the current step.
    await page.goto(`${shop.baseUrl}/order-tracking/${order!.trackingId}`);
    const current = page.locator('[aria-current="step"]');
    await expect.poll(() => current.innerText()).toContain('Scheduled');
    await page.context().close();
  });

  it('keeps the status list on the order’s status after Advance, and a double click to one change', async () => {
    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/admin/orders/')) {
        posts.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await page.goto(`${shop.baseUrl}/admin/orders?status=active`);
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();

    const select = page.getByLabel('Set delivery status');
    const chosen = () => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.label);
    const advance = page.getByRole('button', { name: /^Advance to / });
    const next = (await advance.innerText()).replace('Advance to ', '');
    await advance.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Set to ${next}` })
      .dblclick();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The list shows the status the order now has; Set status has nothing to set.
    await expect.poll(chosen).toBe(next);
    expect(await page.getByRole('button', { name: 'Set status' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).dblclick();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await notices(page).getByText(/paid/).first().waitFor();
    // One request each: no second change, and no "already marked paid" error.
    expect(posts.filter((post) => post.endsWith('/delivery-status'))).toHaveLength(1);
    expect(posts.filter((post) => post.endsWith('/mark-paid'))).toHaveLength(1);
    expect(
      await notices(page)
        .getByText(/already/)
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it('shows a contact message with its attachment in the inbox, and marks it handled', async () => {
    const form = new FormData();
    form.append('fullName', 'Padraig Walsh');
    form.append('email', 'padraig@example.ie');
    form.append('phoneNumber', '+353871112223');
    form.append('message', 'Please quote 40 single beds for our hostel in Galway.');
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n';
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'rooms.pdf');
    const sent = await fetch(`${shop.baseUrl}/api/user/contact-us`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);

    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(`${shop.baseUrl}/admin/inbox`);
    const message = page.getByRole('article', { name: 'Message from Padraig Walsh' });
    await message.waitFor();
    const attachment = message.getByRole('link', { name: /rooms\.pdf/ });
    const href = await attachment.getAttribute('href');
    const cookies = await page.context().cookies();
    const download = await fetch(shop.baseUrl + href!, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await download.text()).toBe(pdf);

    await message.getByRole('button', { name: 'Mark message from Padraig Walsh handled' }).click();
    await page.getByText('Message from Padraig Walsh marked handled').waitFor();
    // Unhandled is the default view: the handled message leaves it.
    await message.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows staff a mail the shop sent on the Mail screen, and sends it again', async () => {
    const company = `Inish Lodge ${Date.now() % 100_000}`;
    const asked = await api('/api/user/request-call', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Eimear Conroy',
        companyName: company,
        phoneNumber: '+353871112224',
        message: 'Please ring about 20 bunk beds.',
      }),
    });
    expect(asked.status).toBe(201);
    // The outbox worker sends the shop's notice a moment after the answer (docs/mail.md).
    const subject = `Callback request from Eimear Conroy (${company})`;
    await expect
      .poll(async () =>
        (await readOutbox(shop.dataDir)).some((mail) => mail.body.includes(company)),
      )
      .toBe(true);

    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(`${shop.baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Mail' })
      .click();
    await page.waitForURL(`${shop.baseUrl}/admin/mail`);
    const mails = page.getByRole('list', { name: 'Mails' }).getByRole('article', { name: subject });
    await expect.poll(() => mails.first().innerText()).toContain('Sent');
    await mails.first().getByRole('button', { name: 'Send again' }).click();
    await notices(page).getByText('A copy of the mail will be sent in a moment.').waitFor();
    // The copy joins the list, and is sent as well.
    await expect.poll(() => mails.count()).toBe(2);
    await expect
      .poll(
        async () => (await readOutbox(shop.dataDir)).filter((m) => m.body.includes(company)).length,
      )
      .toBe(2);
    await page.context().close();
  });

  it('lets staff create a product with a variation grid and a picture, which a trade user sees and orders', async () => {
    const sku = `E2E-${Date.now()}`;
    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(`${shop.baseUrl}/admin/catalogue/products/new`);
    const form = page.getByRole('form', { name: 'Product details' });
    await form.getByLabel('Name', { exact: true }).fill('Achill Guest Bed');
    await form.getByLabel('SKU', { exact: true }).fill(sku);
    await form.getByLabel('Price (€, before VAT)').fill('300');
    await form.getByLabel('Unlimited stock (made to order)').check();
    await form
      .getByRole('group', { name: /^Categories/ })
      .getByLabel('Beds', { exact: true })
      .check();
    await form
      .getByRole('group', { name: /^Sizes/ })
      .getByLabel('3ft Single', { exact: true })
      .check();
    await form
      .getByRole('group', { name: /^Fabrics/ })
      .getByLabel('Linen Weave', { exact: true })
      .check();
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/catalogue\/products\/\d+$/);
    const productId = Number(page.url().split('/').pop());

    // The grid: every empty cell at €420, saved.
    await page.getByLabel('Price (€)', { exact: true }).fill('420');
    await page.getByRole('button', { name: 'Set all empty' }).click();
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page
      .getByText(/prices saved|saved/i)
      .first()
      .waitFor();

    // A picture, converted to WebP by the server.
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 150, b: 120 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add images')
      .setInputFiles({ name: 'achill.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload 1 image' }).click();
    const images = page.getByRole('list', { name: 'Product images' });
    await images.locator('img').first().waitFor();
    const src = await images.locator('img').first().getAttribute('src');
    expect(src).toMatch(/\.webp$/);
    expect((await fetch(shop.baseUrl + src!)).headers.get('content-type')).toBe('image/webp');
    await page.context().close();

    // A trade buyer sees the grid price on the product page and orders it.
    const buyer = await shop.signedInPage('trade@example.com', 'Trade#2026pass');
    await buyer.goto(`${shop.baseUrl}/products/${productId}`);
    await buyer.getByRole('heading', { name: 'Achill Guest Bed' }).waitFor();
    await buyer.getByText('Linen Weave', { exact: true }).click();
    await buyer.getByText('€420.00', { exact: true }).first().waitFor();
    await buyer.getByRole('textbox', { name: 'Reference Number' }).fill('ACHILL-1');
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.getByText('Achill Guest Bed added to cart').waitFor();
    await buyer.goto(`${shop.baseUrl}/checkout`);
    await buyer.getByRole('button', { name: 'Confirm Order' }).click();
    // A placed checkout lands on its confirmation; its lines are in My Orders.
    await buyer.waitForURL(/\/checkout\/confirmation\/CHK-/);
    await buyer.getByRole('link', { name: 'Go to My Orders' }).click();
    await buyer.waitForURL(`${shop.baseUrl}/orders`);
    const card = buyer.getByRole('article').filter({ hasText: 'ACHILL-1' });
    expect(await card.innerText()).toContain('Achill Guest Bed');
    expect(await card.innerText()).toContain('€516.60');
    await buyer.context().close();
  });

  it('opens every console screen for staff without an error', async () => {
    const page = await shop.signedInPage(ADMIN.email, ADMIN.password);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const screens: Array<[string, RegExp]> = [
      ['/admin', /Applications waiting/],
      ['/admin/applications', /pending@example\.com/],
      ['/admin/customers', /trade@example\.com/],
      ['/admin/orders', /TRK-/],
      ['/admin/catalogue/products', /BED-|MAT-|SOF-/],
      ['/admin/catalogue/categories', /Kids Beds/],
      ['/admin/catalogue/sizes', /5ft King/],
      ['/admin/catalogue/fabrics', /Linen Weave/],
      ['/admin/catalogue/storage-prices', /Beds/],
      ['/admin/content', /Order Delivered/],
      ['/admin/inbox', /Contact messages|messages/i],
      ['/admin/mail', /failing ones first/],
    ];
    for (const [path, expected] of screens) {
      await page.goto(shop.baseUrl + path);
      await expect
        .poll(() => page.locator('main').innerText(), { timeout: 10_000 })
        .toMatch(expected);
      expect(await page.getByText(/could not load/i).count(), path).toBe(0);
    }
    // A customer's page and an order's page, reached by their links.
    await page.goto(shop.baseUrl + '/admin/customers');
    await page
      .getByRole('link', { name: /Declan Murphy/ })
      .first()
      .click();
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Available credit/i);
    await page.goto(shop.baseUrl + '/admin/orders');
    await page.getByRole('link', { name: /TRK-/ }).first().click();
    await expect.poll(() => page.locator('main').innerText()).toMatch(/History/);
    expect(errors).toEqual([]);

    // On a phone (390 px) no screen scrolls sideways; wide tables scroll in their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    const wider: string[] = [];
    for (const [path, expected] of screens) {
      await page.goto(shop.baseUrl + path);
      await expect
        .poll(() => page.locator('main').innerText(), { timeout: 10_000 })
        .toMatch(expected);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wider.push(`${path}: ${width} px`);
    }
    expect(wider).toEqual([]);
    await page.context().close();
  });
});
