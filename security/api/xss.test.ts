import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newIp, signIn, type Session } from '../../test/customers';
import { formData } from '../../test/multipart';
import { readOutbox, type OutboxMail } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import type { ProductFormOptions } from '../../src/shared/schemas/admin-products';

// ASVS 5.0 V1.2 (output encoding), V1.3.1 (sanitising staff HTML) and V1.3.11 (mail):
// text written by staff or customers, stored through the real API, comes out of every
// place where the server itself renders it (page heads, early paints, inlined answers,
// structured data, the sitemap, mails) as text, never as markup that runs.

/** What an attacker writes into a name: a tag with a handler, a script, and a way out of a script element. */
const PAYLOAD = `"'><img src=x onerror=alert(1)><script>alert(1)</script>`;
/** The same within 60 characters (category, fabric and colour names). */
const SHORT = `<img src=x onerror=alert(1)><script>alert(1)</script>`;
/** Markup that would run if it were rendered as HTML. */
const EXECUTABLE = [
  /<img[^>]*onerror/i,
  /<script>alert/i,
  /<svg[^>]*onload/i,
  /javascript:/i,
  /<iframe/i,
];
const expectInert = (text: string, where: string) => {
  for (const pattern of EXECUTABLE)
    expect(text, `${where}: ${String(pattern)}`).not.toMatch(pattern);
};

/** A built index.html in miniature: a head to replace and a header to paint after. */
function builtSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'xss-site-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><meta name="description" content="The shop."><title>Trade Beds &amp; Furniture</title></head><body><div id="root"><header>Shop</header></div></body></html>',
  );
  return dir;
}

let t: TestApp;
let staff: Session;
let buyer: Session & { email: string };
const ids = { product: 0, size: 0, category: 0 };
const tag = randomBytes(3).toString('hex');
const productName = `${PAYLOAD} Bed ${tag}`;
const categoryName = `${SHORT.slice(0, 52)}${tag}`;

beforeAll(async () => {
  t = await createTestApp({ webDir: builtSite() });
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  buyer = await newCustomer(t, { creditLimit: 1_000_000 });
  const options = (
    await staffCall('GET', '/api/admin/products/form-options')
  ).json<ProductFormOptions>();
  ids.size = options.sizes[0]!.id;
  const category = await staffCall('POST', '/api/admin/categories', {
    category_name: categoryName,
  });
  expect(category.statusCode, category.body).toBe(201);
  ids.category = category.json<{ id: number }>().id;
  const product = await staffCall('POST', '/api/admin/products', {
    product_name: productName,
    sku: `SEC-XSS-${tag}`,
    description: `<p>Solid <strong>oak</strong>.</p>${PAYLOAD}<p>&lt;script&gt;alert(2)&lt;/script&gt;</p>`,
    special_instructions: PAYLOAD,
    price_euro: 80,
    stock: -1,
    status: 'available',
    categoryIds: [ids.category],
    sizeIds: [ids.size],
    fabricIds: [],
  });
  expect(product.statusCode, product.body).toBe(201);
  ids.product = product.json<{ product: { id: number } }>().product.id;
});
afterAll(() => t.close());

function staffCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: asBearer(staff),
    ...(payload ? { payload } : {}),
  });
}

/** The storefront's page at `url`, answered with `status` (404: the SPA's not-found page). */
const page = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};

/** The contents of every `<script type="...json">` element, parsed. */
function jsonScripts(html: string): unknown[] {
  return [
    ...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as unknown);
}

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('pages the server renders (V1.2.1, V1.2.3)', () => {
  it('V1.2.1 a product page’s title, description and early paint show a hostile product name as text', async () => {
    const html = await page(`/products/${ids.product}`);
    expectInert(html, 'product page');
    // The name is there, escaped: the page did render it.
    expect(unescape(titleOf(html))).toContain(productName);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description).not.toMatch(/[<>]/);
  });

  it('V1.2.3 structured data and inlined answers cannot be closed by a </script> in the data', async () => {
    const html = await page(`/products/${ids.product}`);
    const scripts = jsonScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(scripts);
    // Parsed back, every value is exactly what was written.
    const ld = scripts.find(
      (s): s is { '@type': string; name: string } =>
        (s as { '@type'?: string })['@type'] === 'Product',
    )!;
    expect(ld.name).toBe(productName);
    expect(text).toContain(JSON.stringify(productName).slice(1, -1));
    // Only the page's own script elements: none was opened by the data.
    const opened = html.match(/<script\b/g) ?? [];
    expect(opened).toHaveLength(scripts.length);
  });

  it('V1.2.1 the product list and the category page paint hostile product and category names as text', async () => {
    const categoryPath = `/category/${encodeURIComponent(categoryName.toLowerCase())}`;
    for (const url of ['/products', categoryPath]) {
      const html = await page(url);
      expectInert(html, url);
      expect(html, url).toContain(`&lt;img src=x onerror=alert(1)&gt;`);
      const opened = html.match(/<script\b/g) ?? [];
      expect(opened, url).toHaveLength(jsonScripts(html).length);
    }
    const categoryPage = await page(categoryPath);
    expect(unescape(titleOf(categoryPage)).toLowerCase()).toContain(categoryName.toLowerCase());
  });

  it('V1.2.1 a hostile address is shown as text: category and product paths reflect nothing that runs', async () => {
    for (const [url, status] of [
      // No such category, product or page: the not-found page, with its 404.
      [`/category/${encodeURIComponent('<script>alert(1)</script>')}`, 404],
      [`/category/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, 404],
      [`/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E`, 404],
      [`/nowhere/%3Cscript%3Ealert(1)%3C%2Fscript%3E?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`, 404],
    ] as const) {
      const html = await page(url, status);
      expectInert(html, url);
      expect(html.match(/<script\b/g)?.length ?? 0, url).toBe(jsonScripts(html).length);
    }
  });

  it('V1.2.1 the sitemap carries hostile category names URL-encoded, as well-formed XML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    expectInert(res.body, 'sitemap');
    expect(res.body).toContain(encodeURIComponent(categoryName.toLowerCase()));
    for (const loc of res.body.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      expect(loc[1]).not.toMatch(/[<>"' ]/);
    }
  });
});

describe('staff HTML (V1.3.1)', () => {
  const HOSTILE_HTML = [
    '<h2>Spring</h2><p>New <strong>ottomans</strong>.</p>',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)></svg>',
    '<a href="javascript:alert(1)">link</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">link2</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<form action="https://evil.example"><input name=x></form>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ].join('');

  const expectSanitised = (html: string) => {
    expectInert(html, 'sanitised');
    expect(html).not.toMatch(/<(script|svg|iframe|style|form|input|math)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('<strong>ottomans</strong>');
  };

  it('V1.3.1 the news is sanitised on save: what the storefront reads has no script, handler or javascript: link', async () => {
    const saved = await staffCall('PUT', '/api/admin/news', { content: HOSTILE_HTML });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/news' });
    expectSanitised(read.json<{ news: { content: string } }>().news.content);
  });

  it('V1.3.1 a product description is sanitised on save: the storefront and its page head get it clean', async () => {
    const res = await staffCall('PUT', `/api/admin/products/${ids.product}`, {
      product_name: productName,
      sku: `SEC-XSS-${tag}`,
      description: HOSTILE_HTML,
      special_instructions: '',
      price_euro: 80,
      stock: -1,
      status: 'available',
      categoryIds: [ids.category],
      sizeIds: [ids.size],
      fabricIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: `/api/product/${ids.product}` });
    expectSanitised(stored.json<{ product: { description: string } }>().product.description);
    await expect
      .poll(async () => {
        const html = await page(`/products/${ids.product}`);
        return /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
      })
      .toContain('Spring. New ottomans.');
    expectInert(await page(`/products/${ids.product}`), 'product page after edit');
  });
});

describe('mails (V1.3.11)', () => {
  /** Mails are plain text: nothing in them is ever rendered as HTML by a mail client. */
  const expectPlainText = (mail: OutboxMail) => {
    expect(mail.headers.get('content-type'), mail.name).toMatch(/^text\/plain/);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('cc')).toBe(false);
  };
  const mailsMentioning = async (text: string) =>
    (await readOutbox(t)).filter((m) => m.raw.includes(text) || m.body.includes(text));

  it('V1.3.11 a hostile application, contact message, callback and order make plain-text mails only', async () => {
    const marker = `mk${randomBytes(4).toString('hex')}`;
    const email = `${marker}@example.ie`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      remoteAddress: newIp(),
      payload: {
        full_name: `${PAYLOAD} ${marker}`.slice(-100),
        email,
        invoice_email: email,
        phone_number: '+353871234567',
        country: 'IE',
        company_name: `<s>${marker}`,
        office_address: PAYLOAD,
        office_city: 'Galway',
        office_eir_code: 'H91 X2Y3',
        delivery_address: PAYLOAD,
        delivery_city: PAYLOAD,
        delivery_eir_code: 'H91 X2Y3',
        password: 'Strong#Pass1',
        confirm_password: 'Strong#Pass1',
        subscribe: false,
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const { payload, headers } = await formData({
      fullName: 'Aoife Byrne',
      email: `contact.${email}`,
      phoneNumber: '+353 87 123 4567',
      message: `${PAYLOAD} ${marker}`,
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      payload,
      headers,
      remoteAddress: newIp(),
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/user/request-call',
      remoteAddress: newIp(),
      payload: {
        name: `Evil ${marker}\r\nBcc: victim@evil.example`,
        companyName: `${SHORT}\r\nCc: victim@evil.example`,
        phoneNumber: '+353871112233',
        message: `${PAYLOAD} ${marker}`,
      },
    });
    expect(callback.statusCode, callback.body).toBe(201);

    const order = await formData({
      items: JSON.stringify([
        {
          productId: ids.product,
          sizeId: ids.size,
          quantity: 1,
          referenceNumber: `${SHORT.slice(0, 40)}${marker}`.slice(-50),
          storageType: 'Non Ottoman',
          special_quote: { text: `${PAYLOAD} ${marker}`, fileBase64: null, fileName: null },
        },
      ]),
      shipping_address: `${PAYLOAD} ${marker}`,
    });
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload: order.payload,
      headers: { ...order.headers, ...asBearer(buyer) },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);

    const mails = await mailsMentioning(marker);
    // Applicant, shop (application), shop (contact), shop (callback), buyer (order).
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) expectPlainText(mail);
    // No header was added by a line break in a visitor's text.
    const all = await readOutbox(t);
    for (const mail of all) {
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(head, mail.name).not.toMatch(/^(bcc|cc):/im);
      expect(mail.headers.get('to') ?? '', mail.name).not.toContain('evil.example');
      expect(mail.headers.get('subject') ?? '', mail.name).not.toMatch(/[\r\n]/);
    }
  });
});
