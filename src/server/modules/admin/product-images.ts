import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadRules } from '../../lib/file-storage';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
} from '../../../shared/schemas/admin-products';

export const PRODUCT_IMAGE_RULES: UploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  types: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
  },
  tooLargeMessage: IMAGE_TOO_LARGE,
  wrongTypeMessage: IMAGE_WRONG_TYPE,
};

/**
 * The storefront shows one picture per URL at up to 800 px (cards and gallery, no
 * srcset), like the seeded 800×600 artwork: 1200 px keeps it sharp on dense screens.
 */
export const MAX_IMAGE_WIDTH = 1200;
const MAX_INPUT_PIXELS = 60_000_000;

/** Where staff uploads go: under /media/, beside the seeded pictures, never shared. */
export const UPLOADS_URL = '/media/products/uploads/';

export class UnreadableImage extends Error {}

/**
 * An uploaded picture as WebP under the public media folder: turned upright, at most
 * MAX_IMAGE_WIDTH wide, metadata (GPS and all) dropped. Returns its URL.
 */
export async function storeProductImage(
  publicMediaDir: string,
  productId: number,
  sourcePath: string,
): Promise<string> {
  const name = `p${productId}-${randomUUID()}.webp`;
  const url = `${UPLOADS_URL}${name}`;
  const target = path.join(publicMediaDir, url);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.tmp`;
  try {
    await sharp(sourcePath, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw new UnreadableImage('unreadable image', { cause: error });
  }
  return url;
}

/** Removes an uploaded picture's file; seeded pictures (outside UPLOADS_URL) stay. */
export async function removeProductImage(publicMediaDir: string, url: string): Promise<void> {
  if (!url.startsWith(UPLOADS_URL) || url.includes('..')) return;
  await rm(path.join(publicMediaDir, url), { force: true });
}
