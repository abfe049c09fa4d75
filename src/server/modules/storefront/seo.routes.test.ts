import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products as productsTable } from '#src/db/schema/catalog';
import { queryRows } from '#src/db/query-rows';
import { createTestApp, type TestApp } from '#test/test-app';

const ORIGIN = 'https://shop.example';

function builtSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seo-site-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="The shop in general."\n/>\n<title>Trade Beds &amp; Furniture</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: builtSite(), env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return found === undefined ? undefined : (JSON.parse(found) as Record<string, unknown>);
};

interface Detail {
  product: { id: number; product_name: string; sku: string; description: string };
}

describe('the head of a product page', () => {
  it('names the product, describes it and gives schema.org Product data without a price', async () => {
    const { product } = (await get('/api/product/1')).json<Detail>();
    const res = await get('/products/1');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe(`${product.product_name} | Trade Beds &amp; Furniture`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(descriptionOf(html)!.length).toBeGreaterThan(20);
    expect(descriptionOf(html)!.length).toBeLessThanOrEqual(155 + 30); // entities
    expect(descriptionOf(html)).not.toContain('<');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/products/1`);

    const data = jsonLdOf(html)!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.product_name,
      sku: product.sku,
      brand: { '@type': 'Brand', name: 'Trade Beds & Furniture' },
      url: `${ORIGIN}/products/1`,
    });
    expect(typeof data.category).toBe('string');
    expect((data.image as string[]).every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(data.description).not.toMatch(/<\w/);
    // An offer that tells availability and lead time, never a price.
    expect(data.offers).toMatchObject({ '@type': 'Offer', url: `${ORIGIN}/products/1` });
    expect(JSON.stringify(data)).not.toMatch(/price/i);
    // The product's data inlined for the page carries no price either.
    expect(html).not.toMatch(/"price_euro"\s*:\s*\d/);
  });

  it('describes availability and lead time in the offer: made to order, in stock or out of stock', async () => {
    const [bed] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from products p where p.status = 'available' and exists (select 1
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and lower(c.category_name) = 'beds') order by p.id limit 1`,
    );
    const [stool] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from products p where p.status = 'available' and not exists (select 1
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and lower(c.category_name) = 'beds') order by p.id limit 1`,
    );
    const offerOf = async (id: number) =>
      jsonLdOf((await get(`/products/${id}`)).body)?.offers as Record<string, unknown>;
    const days = (minValue: number, maxValue: number) => ({
      '@type': 'QuantitativeValue',
      minValue,
      maxValue,
      unitCode: 'DAY',
    });
    const shipping = (min: number, max: number) => ({
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IE' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: days(min, max),
        transitTime: days(0, 1),
      },
    });
    const set = (id: number, fields: Partial<typeof productsTable.$inferInsert>) =>
      t.database.db.update(productsTable).set(fields).where(eq(productsTable.id, id));

    // A bed without its own lead time: made to order, the Beds default (2 to 4 weeks).
    await set(bed!.id, { leadTimeMinDays: null, leadTimeMaxDays: null });
    await expect
      .poll(() => offerOf(bed!.id))
      .toEqual({
        '@type': 'Offer',
        url: `${ORIGIN}/products/${bed!.id}`,
        availability: 'https://schema.org/MadeToOrder',
        deliveryLeadTime: days(10, 20),
        shippingDetails: shipping(10, 20),
      });
    // Its own lead time.
    await set(bed!.id, { leadTimeMinDays: 4, leadTimeMaxDays: 6 });
    await expect
      .poll(() => offerOf(bed!.id))
      .toMatchObject({
        availability: 'https://schema.org/MadeToOrder',
        deliveryLeadTime: days(4, 6),
        shippingDetails: shipping(4, 6),
      });
    // Sold from stock: in stock, then out of stock; with its own lead time, made to order.
    await set(stool!.id, { stock: 5, leadTimeMinDays: null, leadTimeMaxDays: null });
    await expect
      .poll(() => offerOf(stool!.id))
      .toMatchObject({
        availability: 'https://schema.org/InStock',
        deliveryLeadTime: days(1, 2),
      });
    await set(stool!.id, { stock: 0 });
    await expect
      .poll(async () => (await offerOf(stool!.id)).availability)
      .toBe('https://schema.org/OutOfStock');
    await set(stool!.id, { stock: -1, leadTimeMinDays: 7, leadTimeMaxDays: 9 });
    await expect
      .poll(() => offerOf(stool!.id))
      .toMatchObject({
        availability: 'https://schema.org/MadeToOrder',
        deliveryLeadTime: days(7, 9),
      });
  });

  it('escapes a name that tries to end the script element or an attribute', async () => {
    const name = 'Bed "Deluxe" </script><script>alert(1)</script>';
    await t.database.db
      .update(productsTable)
      .set({ productName: name, description: '<p>Soft & "firm" <b>both</b></p>' })
      .where(eq(productsTable.id, 3));
    await expect.poll(async () => jsonLdOf((await get('/products/3')).body)?.name).toBe(name);
    const html = (await get('/products/3')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"Deluxe"');
    expect(titleOf(html)).toBe(
      'Bed &quot;Deluxe&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Trade Beds &amp; Furniture',
    );
    expect(descriptionOf(html)).toBe('Soft &amp; &quot;firm&quot; both');
    expect(jsonLdOf(html)?.description).toBe('Soft & "firm" both');
  });

  it('answers an unknown product 404 with the SPA (its not-found page), no structured data', async () => {
    for (const url of ['/products/999999', '/products/abc', '/products/does-not-exist']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(titleOf(res.body)).toBe('Product | Trade Beds &amp; Furniture');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdOf(res.body)).toBeUndefined();
      expect(canonicalOf(res.body)).toBeUndefined();
    }
  });

  it('reads nothing from the database once the caches are warm', async () => {
    // The earlier tests' catalogue writes notify the caches asynchronously; one arriving
    // late would empty them between the two rounds. Notifications arrive in order: once
    // this one has, so have theirs.
    const generation = t.app.catalogCache.currentGeneration();
    await t.database.db.execute(sql`select pg_notify('catalog_changed', '')`);
    await vi.waitFor(() => {
      expect(t.app.catalogCache.currentGeneration()).toBeGreaterThan(generation);
    });
    await get('/products/4');
    await get('/category/beds');
    await get('/sitemaps/pages.xml');
    t.queries.length = 0;
    await get('/products/4');
    await get('/category/beds');
    await get('/sitemaps/pages.xml');
    expect(t.queries).toEqual([]);
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await get('/products/1', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('application/ld+json');
    // A client that refuses Brotli (q=0) is not sent it.
    const noBrotli = await get('/products/1', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.rawPayload).toString()).toContain('application/ld+json');
    expect((await get('/products/1', { 'accept-encoding': 'br;q=0' })).body).toContain(
      'application/ld+json',
    );
  });
});

describe('the head of category and fixed pages', () => {
  it('names a category and points to its one address', async () => {
    const html = (await get('/category/Kids%20Beds?page=2')).body;
    expect(titleOf(html)).toBe('Kids Beds | Trade Beds &amp; Furniture');
    expect(descriptionOf(html)).toContain('Kids Beds');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/category/kids%20beds`);
    expect(jsonLdOf(html)).toBeUndefined();
  });

  it('answers an unknown category 404 with the SPA, out of the index', async () => {
    for (const url of ['/category/unknown', '/category/Beds%20And%20More']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await get('/category/beds')).statusCode).toBe(200);
    const res = await get('/category/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(canonicalOf(res.body)).toBeUndefined();
  });

  it.each([
    ['/', 'Trade Beds &amp; Furniture', `${ORIGIN}/`],
    ['/contracts', 'Contracts | Trade Beds &amp; Furniture', `${ORIGIN}/contracts`],
    ['/story/', 'Our Story | Trade Beds &amp; Furniture', `${ORIGIN}/story`],
    ['/products?sort=name', 'All Products | Trade Beds &amp; Furniture', `${ORIGIN}/products`],
  ])('gives %s its own title, description and canonical address', async (url, title, canonical) => {
    const html = (await get(url)).body;
    expect(titleOf(html)).toBe(title);
    expect(descriptionOf(html)).not.toBe('The shop in general.');
    expect(canonicalOf(html)).toBe(canonical);
  });

  it('gives private pages their title and asks crawlers to leave them out', async () => {
    const html = (await get('/cart')).body;
    expect(titleOf(html)).toBe('Cart | Trade Beds &amp; Furniture');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(canonicalOf(html)).toBeUndefined();
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /account/',
      'Disallow: /orders',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(res.body.split('\n')).toContain(line);
    }
  });

  it('indexes the pages file and the product files', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(res.body).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/sitemaps/products-1.xml</loc>`);
    expect(res.body).not.toContain('products-2.xml');

    const pages = (await get('/sitemaps/pages.xml')).body;
    expect(pages).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/contracts</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/category/beds</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/category/kids%20beds</loc>`);
    expect(pages).not.toContain('/cart');
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('lists every listed product with its last change, and drops one once archived', async () => {
    const products = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'br' });
    expect(products.headers['content-encoding']).toBe('br');
    const text = () => get('/sitemaps/products-1.xml').then((res) => res.body);
    expect(await text()).toMatch(
      new RegExp(
        `<url><loc>${ORIGIN}/products/5</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`,
      ),
    );
    const listed = (await get('/api/product/products-listing')).json<{
      pagination: { totalProducts: number };
    }>().pagination.totalProducts;
    expect((await text()).match(/<url>/g)).toHaveLength(listed);

    await t.database.db
      .update(productsTable)
      .set({ status: 'archived' })
      .where(eq(productsTable.id, 5));
    await expect.poll(text).not.toContain(`${ORIGIN}/products/5<`);
    expect((await text()).match(/<url>/g)).toHaveLength(listed - 1);
  });
});

describe('without PUBLIC_URL: links from an allowed host only (issue 31 item 1)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({
      webDir: builtSite(),
      env: { PORT: '3000', ALLOWED_HOSTS: 'Shop.LAN, beds.example:8080' },
    });
  });
  afterAll(() => bare.close());
  const at = (url: string, host: string) =>
    bare.app.inject({ method: 'GET', url, headers: { host } });

  it('never writes a Host a client invented into the sitemap, robots.txt or a page head', async () => {
    for (const host of ['evil.example', 'localhost:3001', 'shop.lan.evil.example']) {
      const index = await at('/sitemap.xml', host);
      expect(index.statusCode).toBe(200);
      expect(index.body).not.toContain(host);
      expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
      expect((await at('/robots.txt', host)).body).toContain(
        'Sitemap: http://localhost:3000/sitemap.xml',
      );
      const page = await at('/products/1', host);
      expect(canonicalOf(page.body)).toBe('http://localhost:3000/products/1');
    }
  });

  it('uses the address of a host the operator allowed, in any case', async () => {
    expect((await at('/sitemap.xml', 'shop.lan')).body).toContain(
      '<loc>http://shop.lan/sitemaps/pages.xml</loc>',
    );
    expect((await at('/robots.txt', 'BEDS.example:8080')).body).toContain(
      'Sitemap: http://beds.example:8080/sitemap.xml',
    );
    expect((await at('/robots.txt', 'localhost:3000')).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });

  it('answers a sitemap file that does not exist with 404', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await at(`/sitemaps/products-${900 + i}.xml`, 'shop.lan')).statusCode).toBe(404);
    }
  });
});
