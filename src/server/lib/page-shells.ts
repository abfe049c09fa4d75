import {
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
  MAIN_CLASS,
  PRODUCT_ARTICLE_CLASS,
  PRODUCT_COLUMNS_CLASS,
} from '../../shared/site/first-paint';
import { GALLERY_IMAGE_SIZES, HERO_POSTER, srcSetOf } from '../../shared/site/media';
import { escapeHtml } from './escape-html';

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
  const responsive = srcset ? ` srcset="${srcset}" sizes="${GALLERY_IMAGE_SIZES}"` : '';
  const alt = escapeHtml(galleryAlt(product.product_name, 0, images.length));
  return layout(
    `<article class="${PRODUCT_ARTICLE_CLASS}"><div class="${PRODUCT_COLUMNS_CLASS}"><div class="${GALLERY_CLASS}"><img src="${escapeHtml(first)}"${responsive} alt="${alt}" width="800" height="600" fetchpriority="high" class="${GALLERY_IMAGE_CLASS}"></div></div></article>`,
    true,
  );
}
