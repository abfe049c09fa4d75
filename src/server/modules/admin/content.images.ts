import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/database';
import {
  CATEGORY_NOT_FOUND,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_TOO_LARGE,
  SITE_IMAGE_WRONG_TYPE,
} from '#src/shared/schemas/admin-content';
import { HERO_POSTER } from '#src/shared/site/media';
import { recordAudit } from '../../lib/audit';
import type { FileStorage } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';
import {
  publicFilePath,
  saveUploadedImage,
  WEB_IMAGE_TYPES,
  type WebpSize,
} from '../../lib/images';
import { lockCategory, setCategoryImage } from './catalogue-setup.repo';
import { saveSiteAsset, siteAssetOf } from './content.repo';

export const IMAGE_FIELD = 'file';
export const IMAGE_REQUIRED = 'Choose a picture to upload.';

/** The hero fills a wide screen; a category tile is a 4:3 card (category-grid.tsx). */
const HERO: WebpSize = { width: 1920, height: 1080, quality: 80, maxInputPixels: 60_000_000 };
const CATEGORY: WebpSize = { width: 1200, height: 900, quality: 80, maxInputPixels: 60_000_000 };

/** Reads one picture from the form and writes its WebP at the public `url`. */
function convertUpload(
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
  url: string,
  size: WebpSize,
) {
  return saveUploadedImage(
    request,
    files,
    {
      field: IMAGE_FIELD,
      rules: {
        maxBytes: SITE_IMAGE_MAX_BYTES,
        types: WEB_IMAGE_TYPES,
        tooLargeMessage: SITE_IMAGE_TOO_LARGE,
        wrongTypeMessage: SITE_IMAGE_WRONG_TYPE,
      },
      requiredMessage: IMAGE_REQUIRED,
      what: 'site picture',
    },
    { publicMediaDir, url, size },
  );
}

/**
 * Replaces the hero poster in place: the storefront and the page hints use the fixed
 * address HERO_POSTER, and the seeder leaves a replaced file alone. The site_assets row
 * keeps a versioned address (for anything that wants to bust caches) and when it changed.
 */
export async function replaceHeroPoster(
  db: Database,
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
  actorUserId: number,
) {
  await convertUpload(request, files, publicMediaDir, HERO_POSTER, HERO);
  return recordSiteAsset(db, 'hero-poster', `${HERO_POSTER}?v=${Date.now()}`, actorUserId);
}

/** Notes a replaced site file (site_assets row + audit), in one transaction. */
export function recordSiteAsset(db: Database, key: string, url: string, actorUserId: number) {
  return db.transaction(async (tx) => {
    const before = await siteAssetOf(tx, key);
    await saveSiteAsset(tx, key, url);
    await recordAudit(tx, {
      actorUserId,
      entityType: 'site-asset',
      entityId: key,
      action: 'replace',
      before: before ? { url: before.url } : null,
      after: { url },
    });
    return { key, url };
  });
}

/**
 * A new picture for a category, at a new address (so no cache shows the old one), saved
 * as categories.image_url. The previous upload is removed; generated art stays.
 */
export async function replaceCategoryImage(
  db: Database,
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
  categoryId: number,
  actorUserId: number,
) {
  const imageUrl = `/category-images/uploads/${randomUUID()}.webp`;
  const target = await convertUpload(request, files, publicMediaDir, imageUrl, CATEGORY);
  try {
    const before = await db.transaction(async (tx) => {
      const row = await lockCategory(tx, categoryId);
      if (!row) throw new FormError(404, [], CATEGORY_NOT_FOUND);
      await setCategoryImage(tx, categoryId, imageUrl);
      await recordAudit(tx, {
        actorUserId,
        entityType: 'category',
        entityId: categoryId,
        action: 'image',
        before: { imageUrl: row.imageUrl },
        after: { imageUrl },
      });
      return row.imageUrl;
    });
    if (before?.startsWith('/category-images/uploads/')) {
      await rm(publicFilePath(publicMediaDir, before), { force: true });
    }
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { id: categoryId, imageUrl };
}
