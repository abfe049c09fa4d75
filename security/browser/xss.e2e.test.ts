import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/browser';
import { serveBuiltApp } from '../../e2e/serve';
import { formData } from '../../test/multipart';

// ASVS 5.0 V3.2.2 (text shown as text) and V1.2.1 in a real browser: hostile text stored
// through the API by staff and by customers is opened on every storefront and console
// page that shows it. Nothing runs, no markup is made of it, and it reads as text.

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026pass' };
const PASSWORD = 'Strong#Pass1';
const MARK = `xss${randomBytes(3).toString('hex')}`;

/** Markup that sets window.__xss (or opens a dialog) if it is ever parsed as HTML. */
const payload = (n: number) =>
  `<img src=x onerror="window.__xss=${n};alert(${n})"><script>window.__xss=${n}</script> ${MARK}`;
/** Within 60 characters, for names. */
const shortPayload = (n: number) => `<img src=x onerror="window.__xss=${n}"> ${MARK}`;

let server: Awaited<ReturnType<typeof serveBuiltApp>>;
let browser: Browser;
const made = {
  productId: 0,
  productName: shortPayload(1),
  categoryName: shortPayload(2),
  sizeName: shortPayload(3),
  fabricName: shortPayload(8),
  buyerEmail: `buyer.${MARK}@example.ie`,
  buyerName: payload(4),
  trackingId: '',
  orderId: 0,
  buyerId: 0,
};

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(server.baseUrl + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as Record<string, unknown>;
}

const signInApi = async (email: string, password: string) =>
  (await api('/api/auth/user/login', { body: { email, password } })).token as string;

function application(email: string, fullName: string) {
  return {
    full_name: fullName,
    email,
    invoice_email: email,
    phone_number: '+353871234567',
    country: 'IE',
    company_name: '<svg onload=a()>',
    office_address: payload(5),
    office_city: 'Galway',
    office_eir_code: 'H91 X2Y3',
    delivery_address: payload(6),
    delivery_city: payload(7),
    // Eircodes are refused unless they have an Eircode's shape: no markup gets in there.
    delivery_eir_code: 'H91 X2Y3',
    password: PASSWORD,
    confirm_password: PASSWORD,
    subscribe: false,
  };
}

/** Everything hostile, stored through the API as staff and customers would. */
async function storeHostileText() {
  const staff = await signInApi(ADMIN.email, ADMIN.password);
  const category = await api('/api/admin/categories', {
    token: staff,
    body: { category_name: made.categoryName },
  });
  const size = await api('/api/admin/sizes', {
    token: staff,
    body: { size: made.sizeName, length: 190, width: 90, height: 40, multiplier: 1 },
  });
  const fabric = await api('/api/admin/fabrics', {
    token: staff,
    body: { fabric_name: made.fabricName },
  });
  const color = await api(`/api/admin/fabrics/${fabric.id as number}/colors`, {
    token: staff,
    body: { color_name: shortPayload(9) },
  });
  const product = await api('/api/admin/products', {
    token: staff,
    body: {
      product_name: made.productName,
      sku: `SEC-${MARK}`,
      description: `<p>Made in Ireland ${MARK}</p>${payload(10)}<a href="javascript:window.__xss=11">link</a>`,
      special_instructions: payload(12),
      price_euro: 120,
      stock: -1,
      status: 'available',
      categoryIds: [category.id as number],
      sizeIds: [size.id as number],
      fabricIds: [fabric.id as number],
    },
  });
  made.productId = (product.product as { id: number }).id;
  await api(`/api/admin/products/${made.productId}/variations`, {
    method: 'PUT',
    token: staff,
    body: {
      rows: [{ sizeId: size.id, fabricId: fabric.id, fabricColorId: color.id, price_euro: 120 }],
    },
  });
  await api('/api/admin/news', {
    method: 'PUT',
    token: staff,
    body: { content: `<h2>News ${MARK}</h2>${payload(13)}<svg onload="window.__xss=14"></svg>` },
  });
  await api('/api/admin/delivery-statuses', {
    token: staff,
    body: { deliveryStatus: '<img src=x onerror=window.__xss=15>' },
  });

  // A trade buyer with a hostile profile, approved by staff; one more left pending.
  await api('/api/auth/user/register', { body: application(made.buyerEmail, made.buyerName) });
  await api('/api/auth/user/register', {
    body: application(`pending.${MARK}@example.ie`, payload(16)),
  });
  const pending = (await api('/api/admin/applications', { token: staff })) as {
    applications: Array<{ id: number; email: string }>;
  };
  const buyer = pending.applications.find((a) => a.email === made.buyerEmail)!;
  made.buyerId = buyer.id;
  await api(`/api/admin/applications/${buyer.id}/approve`, {
    token: staff,
    body: { credit_limit: 100_000, note: payload(17) },
  });

  const token = await signInApi(made.buyerEmail, PASSWORD);
  const order = await formData({
    items: JSON.stringify([
      {
        productId: made.productId,
        sizeId: size.id,
        fabricId: fabric.id,
        fabricColorId: color.id,
        quantity: 1,
        referenceNumber: shortPayload(18),
        storageType: 'Non Ottoman',
        special_quote: { text: payload(19), fileBase64: null, fileName: null },
      },
    ]),
    shipping_address: payload(20),
  });
  const placed = await fetch(`${server.baseUrl}/api/order/product`, {
    method: 'POST',
    body: new Uint8Array(order.payload),
    headers: { ...order.headers, authorization: `Bearer ${token}` },
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const mine = (await api('/api/order/user-orders', { token })) as {
    orders: Array<{ trackingId: string; id?: number; orderId?: number }>;
  };
  made.trackingId = mine.orders[0]!.trackingId;
  const all = (await api('/api/admin/orders', { token: staff })) as {
    orders: Array<{ id: number; trackingId: string }>;
  };
  made.orderId = all.orders.find((o) => o.trackingId === made.trackingId)!.id;

  // Messages to the shop.
  const contact = await formData({
    fullName: 'Aoife Byrne',
    email: `contact.${MARK}@example.ie`,
    phoneNumber: '+353 87 123 4567',
    message: payload(21),
  });
  const sent = await fetch(`${server.baseUrl}/api/user/contact-us`, {
    method: 'POST',
    body: new Uint8Array(contact.payload),
    headers: contact.headers,
  });
  expect(sent.status).toBe(201);
  await api('/api/user/request-call', {
    body: {
      name: payload(22).slice(0, 100),
      companyName: shortPayload(23),
      phoneNumber: '+353871112233',
      message: payload(24),
    },
  });
}

beforeAll(async () => {
  server = await serveBuiltApp();
  browser = await launchBrowser();
  await storeHostileText();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Watch {
  page: Page;
  dialogs: string[];
  violations: string[];
}

async function newPage(): Promise<Watch> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const watch: Watch = { page, dialogs: [], violations: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // An injected handler or script that the CSP stopped is still an injection.
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) {
      watch.violations.push(message.text());
    }
  });
  return watch;
}

async function signIn(watch: Watch, email: string, password: string) {
  const { page } = watch;
  await page.goto(server.baseUrl + '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(server.baseUrl + '/');
}

/**
 * Opens `path` and proves that nothing of the hostile text ran or became markup: no
 * dialog, no window.__xss, no element with an event-handler attribute, no script of it,
 * no CSP refusal; and, where `shows` says so, that the text is on the page as text.
 */
async function expectInertPage(watch: Watch, path: string, shows = true) {
  const { page } = watch;
  await page.goto(server.baseUrl + path);
  await page.waitForLoadState('networkidle');
  if (shows) {
    await expect
      .poll(() => page.evaluate(() => document.body.innerText.toLowerCase()), { timeout: 10_000 })
      .toContain(MARK);
  }
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll('*')]
      .filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 120)),
    scripts: [...document.querySelectorAll('script')]
      .filter((s) => !/json/.test(s.type) && (s.textContent ?? '').includes('__xss'))
      .map((s) => s.outerHTML.slice(0, 120)),
    links: [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /^\s*javascript:/i.test(href)),
    frames: document.querySelectorAll('iframe, object, embed').length,
  }));
  expect(state, path).toEqual({ xss: undefined, handlers: [], scripts: [], links: [], frames: 0 });
  expect(watch.dialogs, path).toEqual([]);
  expect(watch.violations, path).toEqual([]);
  if (shows) {
    // The hostile markup is readable text.
    expect(await page.evaluate(() => document.body.innerText), path).toMatch(
      /<img src=x onerror=|window\.__xss/i,
    );
  }
}

describe('stored XSS in the browser', () => {
  it('V3.2.2 hostile names, addresses, references and HTML stay text on every storefront page', async () => {
    const visitor = await newPage();
    await expectInertPage(visitor, '/');
    await expectInertPage(visitor, '/products');
    await expectInertPage(
      visitor,
      `/category/${encodeURIComponent(made.categoryName.toLowerCase())}`,
    );
    await expectInertPage(visitor, `/products/${made.productId}`);
    await expectInertPage(visitor, `/search?q=${encodeURIComponent(payload(30))}`);
    await expectInertPage(visitor, `/order-tracking/${made.trackingId}`, false);

    const buyer = await newPage();
    await signIn(buyer, made.buyerEmail, PASSWORD);
    // The header greets the buyer by the (hostile) name on every page.
    await expectInertPage(buyer, `/products/${made.productId}`);
    const page = buyer.page;
    await page.getByText(made.sizeName, { exact: true }).first().click();
    await page.getByText(made.fabricName, { exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Reference Number' }).fill(shortPayload(31));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/added to cart$/).waitFor();
    await expectInertPage(buyer, '/cart');
    await expectInertPage(buyer, '/checkout');
    await expectInertPage(buyer, '/orders');
    await expectInertPage(buyer, `/orders/${made.trackingId}`);
    await expectInertPage(buyer, '/account/account-info', false);
    expect(
      await page
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join(' ')),
    ).toContain(MARK);
  });

  it('V3.2.2 hostile customer and staff text stays text on every console page', async () => {
    const staff = await newPage();
    await signIn(staff, ADMIN.email, ADMIN.password);
    for (const path of [
      '/admin/applications',
      '/admin/customers',
      `/admin/customers/${made.buyerId}`,
      '/admin/orders',
      `/admin/orders/${made.orderId}`,
      '/admin/inbox',
      '/admin/catalogue/products',
      '/admin/catalogue/categories',
      '/admin/catalogue/sizes',
      '/admin/catalogue/fabrics',
      '/admin/content',
    ]) {
      await expectInertPage(staff, path);
    }
    await expectInertPage(staff, `/admin/catalogue/products/${made.productId}`, false);
    await expectInertPage(staff, '/admin', false);
  });
});
