import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INLINED_RESPONSES_ID, inlinedRequestKey } from '#src/shared/site/inlined-responses';
import { namedPageChunks, PAGE_CHUNKS_ID } from '#src/shared/site/page-chunks';
import { DEFAULT_SHOP_IDENTITY, SHOP_IDENTITY_ID } from '#src/shared/site/shop-identity';
import { loadStorefrontHtml } from './storefront-html';

function builtSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-html-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: [] },
      'app/pages/products-page.tsx': {
        file: 'assets/products-page-2.js',
        imports: ['index.html', '_grid.js'],
      },
      '_grid.js': { file: 'assets/grid-3.js', imports: ['index.html'] },
      'app/pages/cart-page.tsx': {
        file: 'assets/cart-page-5.js',
        imports: ['index.html', '_grid.js'],
      },
      'app/pages/contact-page.tsx': {
        file: 'assets/contact-page-4.js',
        imports: ['index.html', '_grid.js'],
      },
    }),
  );
  return loadStorefrontHtml(dir);
}

/** The shop's identity as every page carries it (shared/site/shop-identity). */
const IDENTITY_SCRIPT = new RegExp(
  `<script type="application/json" id="${SHOP_IDENTITY_ID}">(.*?)</script>`,
);

describe('storefront HTML', () => {
  it("carries the shop's configured identity in every page, where no text can break out", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-identity-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Shop</title></head><body></body></html>',
    );
    const identity = {
      ...DEFAULT_SHOP_IDENTITY,
      legalName: 'Ó Briain </script><script>alert(1)</script> Ltd',
    };
    const site = loadStorefrontHtml(dir, identity);
    for (const html of [
      site.forPath('/contact').html.identity.toString(),
      brotliDecompressSync(site.forPath('/products/7').html.br).toString(),
    ]) {
      expect(html).not.toContain('<script>alert(1)');
      expect(JSON.parse(IDENTITY_SCRIPT.exec(html)![1]!)).toEqual(identity);
    }
  });

  it("preloads a landing page's own chunks, not the shell's", () => {
    const html = builtSite().forPath('/contact').html.identity.toString();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/contact-page-4.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-3.js">');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(builtSite().forPath('/story').html.identity.toString()).not.toContain('modulepreload');
  });

  it('names, not preloads, the chunks of a page that paints a picture first', () => {
    for (const path of ['/products', '/cart']) {
      const html = builtSite().forPath(path).html.identity.toString();
      expect(html).not.toContain('modulepreload');
      const named = new RegExp(
        `<script type="application/json" id="${PAGE_CHUNKS_ID}">(.*?)</script>`,
      ).exec(html);
      const chunks = namedPageChunks(named?.[1]);
      expect(chunks).toEqual([
        path === '/cart' ? '/assets/cart-page-5.js' : '/assets/products-page-2.js',
        '/assets/grid-3.js',
      ]);
    }
  });

  it('inlines an answer that no product text can break out of', () => {
    const landing = builtSite().forPath('/products');
    const { request, withResponse } = landing.inline!;
    const answer = JSON.stringify({
      products: [
        { product_name: '</script><script>alert(1)</script>', product_image: '/media/a.webp' },
      ],
    });
    const html = brotliDecompressSync(withResponse(answer).br).toString();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/a.webp" fetchpriority="high">',
    );

    const element = new RegExp(
      `<script type="application/json" id="${INLINED_RESPONSES_ID}">(.*?)</script>`,
    );
    const inlined = JSON.parse(element.exec(html)![1]!) as Record<string, unknown>;
    expect(inlined[inlinedRequestKey(request.method, request.url, request.body)]).toEqual(
      JSON.parse(answer),
    );
  });

  it("puts a page's own head in place of index.html's title and description", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-head-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><meta\n name="description"\n content="General." />\n<title>Shop</title></head><body></body></html>',
    );
    const site = loadStorefrontHtml(dir);
    const head = {
      html: '<title>Beds | Shop</title><meta name="description" content="Beds.">',
      fixed: true,
    };
    const html = site.forPath('/contracts', head).html.identity.toString();
    expect(html.replace(IDENTITY_SCRIPT, '')).toBe(
      '<html><head>\n<title>Beds | Shop</title><meta name="description" content="Beds."></head><body></body></html>',
    );
    // Made once, kept.
    expect(site.forPath('/contracts', head).html).toBe(site.forPath('/contracts', head).html);
    expect(site.forPath('/contracts').html.identity.toString()).toContain('<title>Shop</title>');
    const product = site.forPath('/products/1', { ...head, fixed: false }).html;
    expect(brotliDecompressSync(product.br).toString()).toContain('<title>Beds | Shop</title>');
  });

  it('names a request the same whatever the order of its body keys', () => {
    expect(inlinedRequestKey('POST', '/x', { b: 1, a: [{ d: 1, c: 2 }] })).toBe(
      inlinedRequestKey('POST', '/x', { a: [{ c: 2, d: 1 }], b: 1 }),
    );
  });

  it("paints a visitor's largest picture early: the home hero, a product's main picture", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-shell-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Shop</title></head><body><div id="root"><header>Shop</header></div></body></html>',
    );
    const site = loadStorefrontHtml(dir);
    const home = (visitor: boolean) =>
      site.forPath('/', undefined, visitor).html.identity.toString();
    expect(home(true)).toMatch(
      /<header>Shop<\/header><div class="[^"]+"><main[^>]*><section[^>]*><img src="\/media\/hero-poster.webp"/,
    );
    // Signed-in buyers have no hero.
    expect(home(false)).not.toContain('<section');

    const { withResponse } = site.forPath('/products/7', undefined, true).inline!;
    const product = withResponse(
      JSON.stringify({
        product: {
          product_name: 'Oak "Bed" <1>',
          product_image: '/media/products/oak-1.webp',
          images: [
            { image_url: '/media/products/oak-1.webp' },
            { image_url: '/media/products/oak-2.webp' },
          ],
        },
      }),
    ).identity.toString();
    expect(product).toContain(
      '<img src="/media/products/oak-1.webp" srcset="/media/w320/products/oak-1.webp 320w',
    );
    expect(product).toContain('alt="Oak &quot;Bed&quot; &lt;1&gt;, image 1 of 2"');
  });
  it("paints a visitor's listing early: its heading and first cards, from the inlined page", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-listing-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>Shop</title></head><body><div id="root"><header>Shop</header></div></body></html>',
    );
    const site = loadStorefrontHtml(dir);
    const answer = JSON.stringify({
      success: true,
      products: [
        { id: 3, product_name: 'Oak <Bed>', product_image: '/media/products/oak.webp', images: [] },
      ],
      pagination: { totalProducts: 1 },
    });
    const painted = (pathname: string) =>
      site.forPath(pathname, undefined, true).inline!.withResponse(answer).identity.toString();

    const products = painted('/products');
    expect(products).toMatch(
      /<header>Shop<\/header><div class="[^"]+"><div aria-hidden="true"[^>]*><\/div><main[^>]*><section[^>]*><h1[^>]*>All Products<\/h1>/,
    );
    expect(products).toContain('<a href="/products/3" class="');
    expect(products).toContain('>Oak &lt;Bed&gt;</a>');
    // The painted picture is the preloaded one.
    expect(products).toContain('<img src="/media/products/oak.webp" srcset=');
    expect(products).toContain('<link rel="preload" as="image" href="/media/products/oak.webp"');

    const category = painted('/category/kids%20beds');
    expect(category).toMatch(/<h1[^>]*>Kids Beds<\/h1>/);
    expect(category).toContain('<img src="/media/products/oak.webp"');
    // Not for a name the router could not decode either.
    expect(site.forPath('/category/%E0%A4%A', undefined, true).inline).toBeUndefined();
    // A failed answer paints nothing early.
    expect(
      site
        .forPath('/products', undefined, true)
        .inline!.withResponse('{"success":false,"products":[]}')
        .identity.toString(),
    ).not.toContain('<main');
  });
});
