import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema/catalog';
import { siteAssets } from '../../../db/schema/content';
import {
  CATEGORY_NOT_FOUND,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_TOO_LARGE,
  SITE_IMAGE_WRONG_TYPE,
} from '../../../shared/schemas/admin-content';
import { HERO_POSTER } from '../../../shared/site/media';
import { recordAudit } from '../../lib/audit';
import type { FileStorage } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';
import { readMultipartForm } from '../../lib/multipart-form';

export const IMAGE_FIELD = 'file';
export const IMAGE_REQUIRED = 'Choose a picture to upload.';

const IMAGE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
} as const;

interface Shape {
  width: number;
  height: number;
}
/** The hero fills a wide screen; a category tile is a 4:3 card (category-grid.tsx). */
const HERO: Shape = { width: 1920, height: 1080 };
const CATEGORY: Shape = { width: 1200, height: 900 };

/**
 * Reads one picture from the form (type checked by content) and writes sharp's WebP of
 * it to `target` under the public media folder. The upload's own bytes never reach the
 * public folder, and the static server never sees half a file (written aside, renamed).
 */
async function convertUpload(
  request: FastifyRequest,
  files: FileStorage,
  target: string,
  shape: Shape,
) {
  const { staged } = await readMultipartForm(request, files, {
    fileField: IMAGE_FIELD,
    maxFiles: 1,
    tooManyFilesMessage: 'Upload one picture at a time.',
    maxFields: 2,
    rules: {
      maxBytes: SITE_IMAGE_MAX_BYTES,
      types: IMAGE_TYPES,
      tooLargeMessage: SITE_IMAGE_TOO_LARGE,
      wrongTypeMessage: SITE_IMAGE_WRONG_TYPE,
    },
  });
  const upload = staged[0];
  if (!upload) throw new FormError(400, [{ field: IMAGE_FIELD, message: IMAGE_REQUIRED }]);
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await sharp(upload.tempPath, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(shape.width, shape.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    request.log.warn({ err: error }, 'site picture could not be converted');
    throw new FormError(400, [{ field: IMAGE_FIELD, message: SITE_IMAGE_WRONG_TYPE }]);
  } finally {
    await files.discard(upload);
  }
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
  const target = path.join(publicMediaDir, ...HERO_POSTER.split('/').filter(Boolean));
  await convertUpload(request, files, target, HERO);
  return recordSiteAsset(db, 'hero-poster', `${HERO_POSTER}?v=${Date.now()}`, actorUserId);
}

/** Notes a replaced site file (site_assets row + audit), in one transaction. */
export function recordSiteAsset(db: Database, key: string, url: string, actorUserId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteAssets).where(eq(siteAssets.key, key));
    await tx
      .insert(siteAssets)
      .values({ key, url, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteAssets.key, set: { url, updatedAt: sql`now()` } });
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
  const name = `${randomUUID()}.webp`;
  const target = path.join(publicMediaDir, 'category-images', 'uploads', name);
  await convertUpload(request, files, target, CATEGORY);
  const imageUrl = `/category-images/uploads/${name}`;
  try {
    const before = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for('update');
      if (!row) throw new FormError(404, [], CATEGORY_NOT_FOUND);
      await tx.update(categories).set({ imageUrl }).where(eq(categories.id, categoryId));
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
      await rm(path.join(publicMediaDir, ...before.split('/').filter(Boolean)), { force: true });
    }
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { id: categoryId, imageUrl };
}
