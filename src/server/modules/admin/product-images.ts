import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { UploadRules } from '../../lib/file-storage';
import { publicFilePath, storeWebp, WEB_IMAGE_TYPES } from '../../lib/images';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
} from '#src/shared/schemas/admin-products';

export const PRODUCT_IMAGE_RULES: UploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  types: WEB_IMAGE_TYPES,
  tooLargeMessage: IMAGE_TOO_LARGE,
  wrongTypeMessage: IMAGE_WRONG_TYPE,
};

/**
 * The storefront shows one picture per URL at up to 800 px (cards and gallery, no
 * srcset), like the seeded 800×600 artwork: 1200 px keeps it sharp on dense screens.
 */
export const MAX_IMAGE_WIDTH = 1200;

/** Where staff uploads go: under /media/, beside the seeded pictures, never shared. */
export const UPLOADS_URL = '/media/products/uploads/';

/**
 * An uploaded picture as WebP under the public media folder: turned upright, at most
 * MAX_IMAGE_WIDTH wide, metadata (GPS and all) dropped. Returns its URL; throws
 * UnreadableImage when sharp cannot decode it.
 */
export async function storeProductImage(
  publicMediaDir: string,
  productId: number,
  sourcePath: string,
): Promise<string> {
  const url = `${UPLOADS_URL}p${productId}-${randomUUID()}.webp`;
  await storeWebp(publicMediaDir, url, sourcePath, {
    width: MAX_IMAGE_WIDTH,
    quality: 82,
    maxInputPixels: 60_000_000,
  });
  return url;
}

/** Removes an uploaded picture's file; seeded pictures (outside UPLOADS_URL) stay. */
export async function removeProductImage(publicMediaDir: string, url: string): Promise<void> {
  if (!url.startsWith(UPLOADS_URL) || url.includes('..')) return;
  await rm(publicFilePath(publicMediaDir, url), { force: true });
}
