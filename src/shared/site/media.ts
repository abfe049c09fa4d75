/** Fixed media addresses that the storefront, the server and the seeder agree on. */
export const HERO_POSTER = '/media/hero-poster.webp';
/** Made by scripts/make-hero-video.ts; staff may replace it. */
export const HERO_VIDEO = '/media/hero.mp4';
/** Shown for a product or category without a picture, or whose picture fails to load. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.webp';

/** Widths of the resized copies of product pictures (made by the server on first request). */
export const IMAGE_WIDTHS = [320, 480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Pictures that come in several widths: products' (uploaded or drawn). */
const RESIZABLE = '/media/products/';

/** The address of a picture's copy at `width`: /media/products/x.webp → /media/w480/products/x.webp. */
export const resizedUrl = (url: string, width: ImageWidth) =>
  `/media/w${width}/${url.slice('/media/'.length)}`;

/**
 * The `srcset` of a product picture, so that a phone fetches a copy as wide as it shows
 * rather than the full picture; undefined for other pictures (they have one size).
 */
export function srcSetOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(RESIZABLE) || url.includes('..')) return undefined;
  return IMAGE_WIDTHS.map((width) => `${resizedUrl(url, width)} ${width}w`).join(', ');
}

/**
 * A product card's picture: the product's main one, else its first (undefined when it
 * has none). The one rule for the card, the server's early paint and its preload.
 */
export function cardPictureOf(product: {
  product_image?: unknown;
  images?: ReadonlyArray<{ image_url?: unknown }> | undefined;
}): string | undefined {
  const url = product.product_image ?? product.images?.[0]?.image_url;
  return typeof url === 'string' ? url : undefined;
}

/** `sizes` of a product card's picture: one column on a phone, up to four on a desktop. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** `sizes` of a product page's main picture: half the page from tablets up. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';
