import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  SWATCH_MAX_BYTES,
  SWATCH_TOO_LARGE,
  SWATCH_TYPES,
  SWATCH_WRONG_TYPE,
} from '../../../shared/schemas/admin-catalogue-setup';
import type { FileStorage } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';
import { readMultipartForm } from '../../lib/multipart-form';

export const SWATCH_REQUIRED = 'Choose a picture to upload.';
export const SWATCH_FIELD = 'file';

/** Swatches show as small tiles on the product page: 240 px square is plenty on a 2× screen. */
const SWATCH_PIXELS = 240;

/**
 * Reads one swatch picture from a multipart form (type checked by content), and writes it
 * as a small WebP under the public media folder. Returns its public URL. The upload's
 * own bytes never reach the public folder: only what sharp re-encoded does.
 */
export async function saveSwatch(
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
): Promise<{ url: string; filePath: string }> {
  const { staged } = await readMultipartForm(request, files, {
    fileField: SWATCH_FIELD,
    maxFiles: 1,
    tooManyFilesMessage: 'Upload one picture at a time.',
    maxFields: 2,
    rules: {
      maxBytes: SWATCH_MAX_BYTES,
      types: SWATCH_TYPES,
      tooLargeMessage: SWATCH_TOO_LARGE,
      wrongTypeMessage: SWATCH_WRONG_TYPE,
    },
  });
  const upload = staged[0];
  if (!upload) throw new FormError(400, [{ field: SWATCH_FIELD, message: SWATCH_REQUIRED }]);
  const name = `${randomUUID()}.webp`;
  const folder = path.join(publicMediaDir, 'media', 'swatches');
  const filePath = path.join(folder, name);
  // Written aside and renamed: the static server never sees half a file.
  const temp = `${filePath}.tmp`;
  try {
    await mkdir(folder, { recursive: true });
    await sharp(upload.tempPath, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SWATCH_PIXELS, SWATCH_PIXELS, { fit: 'cover' })
      .webp({ quality: 82 })
      .toFile(temp);
    await rename(temp, filePath);
  } catch (error) {
    await rm(temp, { force: true });
    // The bytes looked like an image but sharp could not decode them.
    request.log.warn({ err: error }, 'swatch could not be converted');
    throw new FormError(400, [{ field: SWATCH_FIELD, message: SWATCH_WRONG_TYPE }]);
  } finally {
    await files.discard(upload);
  }
  return { url: `/media/swatches/${name}`, filePath };
}
