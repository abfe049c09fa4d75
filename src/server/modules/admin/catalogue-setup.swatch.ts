import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  SWATCH_MAX_BYTES,
  SWATCH_TOO_LARGE,
  SWATCH_TYPES,
  SWATCH_WRONG_TYPE,
} from '#src/shared/schemas/admin-catalogue-setup';
import type { FileStorage } from '../../lib/file-storage';
import { saveUploadedImage } from '../../lib/images';

export const SWATCH_REQUIRED = 'Choose a picture to upload.';
export const SWATCH_FIELD = 'file';

/** Swatches show as small tiles on the product page: 240 px square is plenty on a 2× screen. */
const SWATCH_PIXELS = 240;

/**
 * Reads one swatch picture from a multipart form (type checked by content), and writes it
 * as a small WebP under the public media folder. Returns its public URL.
 */
export async function saveSwatch(
  request: FastifyRequest,
  files: FileStorage,
  publicMediaDir: string,
): Promise<{ url: string; filePath: string }> {
  const url = `/media/swatches/${randomUUID()}.webp`;
  const filePath = await saveUploadedImage(
    request,
    files,
    {
      field: SWATCH_FIELD,
      rules: {
        maxBytes: SWATCH_MAX_BYTES,
        types: SWATCH_TYPES,
        tooLargeMessage: SWATCH_TOO_LARGE,
        wrongTypeMessage: SWATCH_WRONG_TYPE,
      },
      requiredMessage: SWATCH_REQUIRED,
      what: 'swatch',
    },
    {
      publicMediaDir,
      url,
      size: {
        width: SWATCH_PIXELS,
        height: SWATCH_PIXELS,
        quality: 82,
        maxInputPixels: 40_000_000,
      },
    },
  );
  return { url, filePath };
}
