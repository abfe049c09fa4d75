import { describe, expect, it } from 'vitest';
import {
  EAGER_CARDS,
  LISTING_TITLE_CLASS,
  PRODUCT_CARD_CLASS,
  PRODUCT_GRID_CLASS,
  productCardImageClass,
} from '#src/shared/site/first-paint';
import { CARD_IMAGE_SIZES, PLACEHOLDER_IMAGE } from '#src/shared/site/media';
import { categoryShell, productsShell, SHELL_CARDS } from './page-shells';

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  product_name: `Bed ${id}`,
  product_image: `/media/products/bed-${id}.webp`,
  images: [{ image_url: `/media/products/bed-${id}.webp` }],
  status: 'active',
  ...extra,
});

const page = (products: Record<string, unknown>[], totalProducts = products.length) => ({
  success: true,
  products,
  pagination: { totalProducts, totalPages: 1, currentPage: 1 },
});

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

describe('early paint of the listings', () => {
  it("paints /products' heading, count and first row of cards as the page does", () => {
    const html = productsShell(
      page(
        [1, 2, 3, 4, 5, 6].map((id) => card(id)),
        23,
      ),
    )!;
    expect(html).toContain(`<h1 class="${LISTING_TITLE_CLASS}">All Products</h1>`);
    expect(html).toContain('>23 products</p>');
    expect(html).toContain(`<ul aria-label="Products" class="${PRODUCT_GRID_CLASS}">`);
    expect(html.match(/<li>/g)).toHaveLength(SHELL_CARDS);
    expect(html.match(new RegExp(`<article class="${PRODUCT_CARD_CLASS}">`, 'g'))).toHaveLength(
      SHELL_CARDS,
    );

    const [first, ...rest] = images(html);
    expect(first).toBe(
      `<img src="/media/products/bed-1.webp" srcset="/media/w320/products/bed-1.webp 320w, /media/w480/products/bed-1.webp 480w, /media/w800/products/bed-1.webp 800w" sizes="${CARD_IMAGE_SIZES}" alt="" loading="eager" fetchpriority="high" decoding="async" width="800" height="600" class="${productCardImageClass(false)}">`,
    );
    // Only the first row on a phone or tablet is fetched at once, as React does.
    expect(rest.filter((img) => img.includes('fetchpriority="high"'))).toHaveLength(
      EAGER_CARDS - 1,
    );
    expect(rest.slice(EAGER_CARDS - 1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(html).toContain('<a href="/products/1" class="');
    expect(html).toContain('>Bed 1</a></h2>');
    expect(html).not.toContain('Bed 5');
  });

  it('says "1 product", and paints a page shorter than a row', () => {
    const html = productsShell(page([card(9)]))!;
    expect(html).toContain('>1 product</p>');
    expect(html.match(/<li>/g)).toHaveLength(1);
  });

  it("paints a category's name from the address, capitalised as the page does", () => {
    const html = categoryShell(page([card(1), card(2)]), 'kids beds')!;
    expect(html).toContain(`<h1 class="${LISTING_TITLE_CLASS}">Kids Beds</h1>`);
    expect(html).not.toContain('products</p>');
    expect(images(html)).toHaveLength(2);
  });

  it('escapes every text: names, the category from the address, picture addresses', () => {
    const html = categoryShell(
      page([
        card(1, {
          product_name: `Oak "Bed" <script>alert('x')</script> & co`,
          product_image: '/media/products/a"b<c>.webp',
        }),
      ]),
      `<img src=x onerror="alert(1)">`,
    )!;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('>&lt;img Src=x Onerror=&quot;alert(1)&quot;&gt;</h1>');
    expect(html).toContain(
      '>Oak &quot;Bed&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</a>',
    );
    expect(html).toContain('src="/media/products/a&quot;b&lt;c&gt;.webp"');
    expect(html).toContain('srcset="/media/w320/products/a&quot;b&lt;c&gt;.webp 320w, ');
    expect(html).not.toMatch(/"b</);
  });

  it('paints what the card paints: the first picture, the placeholder, an unavailable product', () => {
    const html = productsShell(
      page([
        card(1, { product_image: null, images: [{ image_url: '/media/products/other.webp' }] }),
        card(2, { product_image: null, images: [] }),
        card(3, { product_image: 'https://elsewhere.example/x.webp' }),
        card(4, { status: 'unavailable' }),
      ]),
    )!;
    const [other, none, elsewhere, unavailable] = images(html);
    expect(other).toContain('src="/media/products/other.webp"');
    expect(none).toContain(`src="${PLACEHOLDER_IMAGE}" sizes=`);
    expect(elsewhere).toContain(`src="${PLACEHOLDER_IMAGE}"`);
    expect(unavailable).toContain(`class="${productCardImageClass(true)}"`);
    expect(productCardImageClass(true)).toContain('opacity-60');
  });

  it('paints nothing when the page shows no cards (a message instead) or the answer is odd', () => {
    expect(productsShell(page([]))).toBeUndefined();
    expect(productsShell({ ...page([card(1)]), success: false })).toBeUndefined();
    expect(categoryShell({ success: true }, 'beds')).toBeUndefined();
    expect(categoryShell(page([{ id: '1', product_name: 'Bed' }]), 'beds')).toBeUndefined();
  });
});
