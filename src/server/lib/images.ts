import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FileStorage, StagedFile, UploadRules } from './file-storage';
import { FormError } from './form-validation';
import { readMultipartForm } from './multipart-form';
import { loadSharp } from './sharp';

/** The picture types staff may upload (checked by content); each is re-encoded as WebP. */
export const WEB_IMAGE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
} as const;

/** The bytes passed the type check by content, but sharp could not decode them. */
export class UnreadableImage extends Error {}

export interface WebpSize {
  width: number;
  /** With a height the picture is cropped to fill width × height; without, at most `width` wide. */
  height?: number;
  quality: number;
  /** Refuses decompression bombs before sharp allocates them. */
  maxInputPixels: number;
}

/** Where a public URL such as /media/x.webp lives under the public media folder. */
export function publicFilePath(publicMediaDir: string, url: string): string {
  return path.join(publicMediaDir, ...url.split('/').filter(Boolean));
}

/**
 * Writes sharp's WebP of `sourcePath` at the public `url`: turned upright, resized, metadata
 * (GPS and all) dropped. The upload's own bytes never reach the public folder, and the
 * static server never sees half a file (written aside, then renamed). Returns the file path.
 */
export async function storeWebp(
  publicMediaDir: string,
  url: string,
  sourcePath: string,
  size: WebpSize,
): Promise<string> {
  const target = publicFilePath(publicMediaDir, url);
  const temp = `${target}.${randomUUID()}.tmp`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const sharp = await loadSharp();
    const image = sharp(sourcePath, { limitInputPixels: size.maxInputPixels }).rotate();
    const resized =
      size.height === undefined
        ? image.resize({ width: size.width, withoutEnlargement: true })
        : image.resize(size.width, size.height, { fit: 'cover' });
    await resized.webp({ quality: size.quality }).toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw new UnreadableImage('unreadable image', { cause: error });
  }
  return target;
}

export interface SingleImageUpload {
  /** The one form field the picture arrives under. */
  field: string;
  rules: UploadRules;
  requiredMessage: string;
  /** For the log line when sharp cannot decode the picture. */
  what: string;
}

/** Reads a form that carries exactly one file (checked by `rules`); the caller discards it. */
export async function readSingleUpload(
  request: FastifyRequest,
  files: FileStorage,
  upload: Omit<SingleImageUpload, 'what'> & { tooManyFilesMessage: string },
): Promise<StagedFile> {
  const { fields, staged } = await readMultipartForm(request, files, {
    fileField: upload.field,
    maxFiles: 1,
    tooManyFilesMessage: upload.tooManyFilesMessage,
    maxFields: 2,
    rules: upload.rules,
  });
  // docs/api.md "Conventions": a field the form does not have is refused, not ignored.
  const unknown = Object.keys(fields)[0];
  if (unknown) {
    await Promise.all(staged.map((file) => files.discard(file)));
    throw new FormError(400, [{ field: unknown, message: `Unknown field: ${unknown}` }]);
  }
  const file = staged[0];
  if (!file) throw new FormError(400, [{ field: upload.field, message: upload.requiredMessage }]);
  return file;
}

/**
 * Reads one picture from a multipart form and stores it as WebP at the public `url`.
 * A picture sharp cannot decode is refused with the rules' wrong-type message.
 * Returns the written file's path.
 */
export async function saveUploadedImage(
  request: FastifyRequest,
  files: FileStorage,
  upload: SingleImageUpload,
  target: { publicMediaDir: string; url: string; size: WebpSize },
): Promise<string> {
  const staged = await readSingleUpload(request, files, {
    ...upload,
    tooManyFilesMessage: 'Upload one picture at a time.',
  });
  try {
    return await storeWebp(target.publicMediaDir, target.url, staged.tempPath, target.size);
  } catch (error) {
    if (!(error instanceof UnreadableImage)) throw error;
    request.log.warn({ err: error.cause }, `${upload.what} could not be converted`);
    throw new FormError(400, [{ field: upload.field, message: upload.rules.wrongTypeMessage }]);
  } finally {
    await files.discard(staged);
  }
}
