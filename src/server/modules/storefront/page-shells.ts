import {
  CATALOG_COLUMNS_CLASS,
  CATEGORY_RESULTS_CLASS,
  EAGER_CARDS,
  FILTERS_ASIDE_CLASS,
  GALLERY_CLASS,
  GALLERY_IMAGE_CLASS,
  galleryAlt,
  HEADER_SPACER_CLASS,
  HERO_CONTENT_CLASS,
  HERO_IMAGE_CLASS,
  HERO_SECTION_CLASS,
  HERO_SHADE_CLASS,
  HERO_TITLE,
  HERO_TITLE_CLASS,
  LAYOUT_CLASS,
  LISTING_SECTION_CLASS,
  LISTING_TITLE_CLASS,
  MAIN_CLASS,
  PRODUCT_ARTICLE_CLASS,
  PRODUCT_CARD_BODY_CLASS,
  PRODUCT_CARD_CLASS,
  PRODUCT_CARD_LINK_CLASS,
  PRODUCT_CARD_NAME_CLASS,
  PRODUCT_COLUMNS_CLASS,
  PRODUCT_GRID_CLASS,
  productCardImageClass,
  productCount,
  RESULTS_STATUS_CLASS,
  resultsToolbarClass,
  SCROLL_TARGET_CLASS,
} from '#src/shared/site/first-paint';
import {
  CARD_IMAGE_SIZES,
  cardPictureOf,
  GALLERY_IMAGE_SIZES,
  HERO_POSTER,
  PLACEHOLDER_IMAGE,
  srcSetOf,
} from '#src/shared/site/media';
import { categoryTitle, PAGE_TITLES } from '#src/shared/site/page-titles';
import { escapeHtml } from '../../lib/escape-html';

/**
 * What a landing page paints before its JavaScript has run: its largest picture, in the
 * place and at the size where React will paint it (same classes: shared/site/first-paint).
 * On a phone the picture is then on screen as soon as it has loaded, instead of after the
 * scripts; React replaces this with the real page in one go.
 */

const layout = (content: string, spacer: boolean) =>
  `<div class="${LAYOUT_CLASS}">${spacer ? `<div aria-hidden="true" class="${HEADER_SPACER_CLASS}"></div>` : ''}<main class="${MAIN_CLASS}">${content}</main></div>`;

/** The home page's hero: its poster and its title. */
export const HOME_SHELL = layout(
  `<section class="${HERO_SECTION_CLASS}"><img src="${HERO_POSTER}" alt="" width="1600" height="900" fetchpriority="high" class="${HERO_IMAGE_CLASS}"><div aria-hidden="true" class="${HERO_SHADE_CLASS}"></div><div class="${HERO_CONTENT_CLASS}"><p class="${HERO_TITLE_CLASS}">${escapeHtml(HERO_TITLE)}</p></div></section>`,
  false,
);

interface ProductAnswer {
  product?: {
    product_name?: unknown;
    product_image?: unknown;
    images?: Array<{ image_url?: unknown }>;
  };
}

/** A product page's main picture, from the product's answer (undefined without one). */
export function productShell(answer: ProductAnswer): string | undefined {
  const product = answer.product;
  if (!product || typeof product.product_name !== 'string') return undefined;
  const urls = (product.images ?? [])
    .map((image) => image.image_url)
    .filter((url): url is string => typeof url === 'string');
  const images = urls.length
    ? urls
    : typeof product.product_image === 'string'
      ? [product.product_image]
      : [];
  const first = images[0];
  if (!first?.startsWith('/')) return undefined;
  const srcset = srcSetOf(first);
  const responsive = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${GALLERY_IMAGE_SIZES}"` : '';
  const alt = escapeHtml(galleryAlt(product.product_name, 0, images.length));
  return layout(
    `<article class="${PRODUCT_ARTICLE_CLASS}"><div class="${PRODUCT_COLUMNS_CLASS}"><div class="${GALLERY_CLASS}"><img src="${escapeHtml(first)}"${responsive} alt="${alt}" width="800" height="600" fetchpriority="high" class="${GALLERY_IMAGE_CLASS}"></div></div></article>`,
    true,
  );
}

/** Cards painted early: a full first row at every width (four columns from xl). */
export const SHELL_CARDS = 4;

interface ListedProduct {
  id?: unknown;
  product_name?: unknown;
  product_image?: unknown;
  images?: Array<{ image_url?: unknown }>;
  status?: unknown;
}

interface ListingAnswer {
  success?: unknown;
  products?: ListedProduct[];
  pagination?: { totalProducts?: unknown };
}

/**
 * A product card as web/features/catalog/components/product-card paints it: its picture
 * and its name (a real link). The description, availability and price line follow with
 * React (the description's preview is made by the browser's HTML parser).
 */
function cardShell(product: ListedProduct, index: number): string | undefined {
  if (typeof product.id !== 'number' || typeof product.product_name !== 'string') return undefined;
  const listed = cardPictureOf(product);
  // Only the shop's own pictures load (the CSP's img-src), else the card shows the placeholder.
  const source = listed?.startsWith('/') ? listed : PLACEHOLDER_IMAGE;
  const srcset = srcSetOf(source);
  const eager = index < EAGER_CARDS;
  const image = `<img src="${escapeHtml(source)}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ''} sizes="${CARD_IMAGE_SIZES}" alt="" loading="${eager ? 'eager' : 'lazy'}" fetchpriority="${eager ? 'high' : 'auto'}" decoding="async" width="800" height="600" class="${productCardImageClass(product.status === 'unavailable')}">`;
  const name = `<h2 class="${PRODUCT_CARD_NAME_CLASS}"><a href="/products/${product.id}" class="${PRODUCT_CARD_LINK_CLASS}">${escapeHtml(product.product_name)}</a></h2>`;
  return `<li><article class="${PRODUCT_CARD_CLASS}">${image}<div class="${PRODUCT_CARD_BODY_CLASS}">${name}</div></article></li>`;
}

/** The first cards of a page of products; undefined when the page shows none (or a message). */
function gridShell(answer: ListingAnswer): string | undefined {
  if (answer.success !== true || !Array.isArray(answer.products)) return undefined;
  const cards = answer.products.slice(0, SHELL_CARDS).map(cardShell);
  if (!cards.length || cards.some((card) => card === undefined)) return undefined;
  return `<ul aria-label="Products" class="${PRODUCT_GRID_CLASS}">${cards.join('')}</ul>`;
}

const listingLayout = (heading: string, results: string) =>
  layout(`<section class="${LISTING_SECTION_CLASS}">${heading}${results}</section>`, true);

/**
 * /products (web/features/catalog/components/products-catalog): its heading, the
 * toolbar's count (the filters and sort controls follow with React: a control painted
 * now would not work yet) and the first cards, beside the filters' empty column from lg.
 */
export function productsShell(answer: ListingAnswer): string | undefined {
  const grid = gridShell(answer);
  if (!grid) return undefined;
  const total = answer.pagination?.totalProducts;
  const count = typeof total === 'number' ? escapeHtml(productCount(total)) : '';
  return listingLayout(
    `<h1 class="${LISTING_TITLE_CLASS}">${escapeHtml(PAGE_TITLES['/products'])}</h1>`,
    `<div class="${CATALOG_COLUMNS_CLASS}"><div aria-hidden="true" class="${FILTERS_ASIDE_CLASS}"></div><div class="${SCROLL_TARGET_CLASS}"><div class="${resultsToolbarClass(false)}"><p class="${RESULTS_STATUS_CLASS}">${count}</p></div>${grid}</div></div>`,
  );
}

/**
 * /category/{name} (web/features/catalog/components/category-products): its heading, the
 * category's name as the address gives it (decoded, as the router does), and the first
 * cards.
 */
export function categoryShell(answer: ListingAnswer, categoryName: string): string | undefined {
  const grid = gridShell(answer);
  if (!grid) return undefined;
  return listingLayout(
    `<div class="${SCROLL_TARGET_CLASS}"><h1 class="${LISTING_TITLE_CLASS}">${escapeHtml(categoryTitle(categoryName))}</h1></div>`,
    `<div class="${CATEGORY_RESULTS_CLASS}">${grid}</div>`,
  );
}
