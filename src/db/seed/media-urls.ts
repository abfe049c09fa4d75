import type { ArtworkKind } from './artwork';
import { CATEGORIES, type ProductDef } from './demo-catalogue';

/** Where the seeded pictures live: one naming scheme for the seeder and the artwork step. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const swatchUrl = (fabric: string, colour: string): string =>
  `/media/swatches/${slug(fabric)}-${slug(colour)}.webp`;

export function categoryArt(category: string): ArtworkKind {
  return CATEGORIES.find((c) => c.name === category)?.art ?? 'clearance';
}

export const demoProductImageUrls = (def: ProductDef): string[] =>
  Array.from({ length: def.images }, (_, n) => `/media/products/${slug(def.sku)}-${n + 1}.webp`);

/** Generated catalogues share a small pool of pictures per category. */
export const POOL_SIZE = 6;
export const poolImageUrl = (art: ArtworkKind, n: number): string =>
  `/media/products/pool-${art}-${n % POOL_SIZE}.webp`;

export const poolImageUrls = (def: ProductDef, index: number): string[] =>
  Array.from({ length: def.images }, (_, n) => poolImageUrl(categoryArt(def.category), index + n));
