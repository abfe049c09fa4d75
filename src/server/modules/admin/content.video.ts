import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/database';
import {
  HERO_VIDEO_MAX_BYTES,
  HERO_VIDEO_TOO_LARGE,
  HERO_VIDEO_WRONG_TYPE,
} from '#src/shared/schemas/admin-content';
import { HERO_VIDEO } from '#src/shared/site/media';
import type { FileStorage } from '../../lib/file-storage';
import { publicFilePath, readSingleUpload } from '../../lib/images';
import { IMAGE_FIELD, recordSiteAsset } from './content.images';

export const VIDEO_REQUIRED = 'Choose a video to upload.';

/**
 * Replaces the hero video in place (the storefront plays the fixed address HERO_VIDEO;
 * the seeder leaves a replaced file alone). Its type is checked by content; the video is
 * kept as sent (staff export it web-ready, like scripts/make-hero-video.ts does).
 */
export async function replaceHeroVideo(
  db: Database,
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
  actorUserId: number,
) {
  const upload = await readSingleUpload(request, files, {
    field: IMAGE_FIELD,
    tooManyFilesMessage: 'Upload one video at a time.',
    rules: {
      maxBytes: HERO_VIDEO_MAX_BYTES,
      types: { 'video/mp4': ['.mp4'] },
      tooLargeMessage: HERO_VIDEO_TOO_LARGE,
      wrongTypeMessage: HERO_VIDEO_WRONG_TYPE,
    },
    requiredMessage: VIDEO_REQUIRED,
  });
  const target = publicFilePath(publicMediaDir, HERO_VIDEO);
  const temp = `${target}.${upload.sha256.slice(0, 12)}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    // Copied aside then renamed: the static server never sees half a file.
    await copyFile(upload.tempPath, temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    await files.discard(upload);
  }
  return recordSiteAsset(db, 'hero-video', `${HERO_VIDEO}?v=${Date.now()}`, actorUserId);
}
