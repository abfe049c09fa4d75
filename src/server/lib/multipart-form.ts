import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { UploadError, type FileStorage, type StagedFile, type UploadRules } from './file-storage';
import { FormError, unknownField } from './form-validation';

export const NOT_MULTIPART = 'Send the form as multipart/form-data.';
export const TOO_MANY_FIELDS = 'This form has more fields than it takes.';

export interface MultipartFormOptions {
  /** The one field name files may arrive under. */
  fileField: string;
  maxFiles: number;
  tooManyFilesMessage: string;
  rules: UploadRules;
  /** Bytes per text field; the multipart plugin's default otherwise. */
  fieldSize?: number;
  /**
   * Text fields allowed more than `fieldSize` bytes, and what to say past their limit.
   * The parser holds any text field up to the largest of these before the form can
   * refuse it, so forms with large fields are read a few at a time (LARGE_FORMS_AT_ONCE).
   */
  largeFields?: Record<string, { maxBytes: number; tooLargeMessage: string }>;
  /** How many text fields the form has at most; the plugin's default otherwise. */
  maxFields?: number;
}

/**
 * Forms that may carry large text fields (a checkout with quote files inside its lines)
 * read at once by this process; others wait, unread, so that a burst of them cannot
 * hold hundreds of megabytes. Small ones (the usual checkout) never wait.
 */
const LARGE_FORMS_AT_ONCE = 2;
const LARGE_FORM_BYTES = 1024 * 1024;
const largeForms = pLimit(LARGE_FORMS_AT_ONCE);

/**
 * Reads a multipart form: text fields as strings, and up to `maxFiles` files under
 * `fileField`, each streamed to a staged upload (size and type checked on the way).
 * Throws a FormError; the caller saves or discards the staged files.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  files: FileStorage,
  options: MultipartFormOptions,
) {
  if (!request.isMultipart()) throw new FormError(415, [], NOT_MULTIPART);
  const length = Number(request.headers['content-length'] ?? Infinity);
  if (options.largeFields && !(length <= LARGE_FORM_BYTES)) {
    return largeForms(() => readParts(request, files, options));
  }
  return readParts(request, files, options);
}

async function readParts(
  request: FastifyRequest,
  files: FileStorage,
  options: MultipartFormOptions,
) {
  const { fileField, maxFiles, tooManyFilesMessage, rules, largeFields = {} } = options;
  const fieldSize = options.fieldSize;
  const largest = Math.max(0, ...Object.values(largeFields).map((large) => large.maxBytes));
  /** The bytes a field may have, or undefined for the plugin's default. */
  const limitOf = (name: string) =>
    Object.hasOwn(largeFields, name) ? largeFields[name]!.maxBytes : fieldSize;
  const fields: Record<string, unknown> = {};
  const staged: StagedFile[] = [];
  try {
    // One byte over the limit reaches the storage, which refuses the file with our message.
    const parts = request.parts({
      limits: {
        fileSize: rules.maxBytes + 1,
        files: maxFiles + 1,
        ...(fieldSize || largest ? { fieldSize: Math.max(fieldSize ?? 0, largest) } : {}),
        ...(options.maxFields ? { fields: options.maxFields } : {}),
        // Every file and every field may come: the plugin's overall bound is for forms
        // that set neither.
        ...(options.maxFields ? { parts: maxFiles + 1 + options.maxFields } : {}),
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // A browser sends an empty file part when no file was chosen.
        if (part.fieldname === fileField && part.value === '') continue;
        if (Object.hasOwn(fields, part.fieldname)) {
          throw new FormError(400, [{ field: part.fieldname, message: 'Send this field once.' }]);
        }
        const limit = limitOf(part.fieldname);
        if (
          part.valueTruncated ||
          (limit !== undefined && Buffer.byteLength(String(part.value)) > limit)
        ) {
          const message = Object.hasOwn(largeFields, part.fieldname)
            ? largeFields[part.fieldname]!.tooLargeMessage
            : 'This field is too long.';
          throw new FormError(413, [{ field: part.fieldname, message }]);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw new FormError(400, [unknownField(part.fieldname)]);
      }
      if (staged.length >= maxFiles) {
        part.file.resume();
        throw new FormError(400, [{ field: fileField, message: tooManyFilesMessage }]);
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      staged.push(await files.stage(part.file, part.filename, rules));
    }
  } catch (error) {
    await Promise.all(staged.map((file) => files.discard(file)));
    throw asFormError(error, fileField, tooManyFilesMessage);
  }
  return { fields, staged };
}

function asFormError(error: unknown, fileField: string, tooManyFilesMessage: string): unknown {
  if (error instanceof UploadError) {
    return new FormError(error.statusCode === 413 ? 413 : 400, [
      { field: fileField, message: error.message },
    ]);
  }
  const code = error instanceof Object ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_FILES_LIMIT') {
    return new FormError(400, [{ field: fileField, message: tooManyFilesMessage }]);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new FormError(413, [], TOO_MANY_FIELDS);
  }
  return error;
}
