import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPES,
  ATTACHMENT_WRONG_TYPE,
} from '../../../shared/schemas/contact';
import { UploadError, type FileStorage, type StagedFile } from '../../lib/file-storage';
import { FormError, unknownField } from '../../lib/form-validation';

export const ATTACHMENT_RULES = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  types: ATTACHMENT_TYPES,
  tooLargeMessage: ATTACHMENT_TOO_LARGE,
  wrongTypeMessage: ATTACHMENT_WRONG_TYPE,
};
export const FILE_FIELD = 'file';
export const SINGLE_FILE = 'Attach a single file.';
export const NOT_MULTIPART = 'Send the form as multipart/form-data.';

/**
 * Reads a multipart form: text fields as strings, and at most one file in the `file`
 * field, streamed to a staged upload (size and type checked on the way). Throws a
 * FormError; the caller saves or discards the staged file.
 */
export async function readContactForm(request: FastifyRequest, files: FileStorage) {
  if (!request.isMultipart()) throw new FormError(415, [], NOT_MULTIPART);
  const fields: Record<string, unknown> = {};
  let staged: StagedFile | undefined;
  try {
    // One byte over the limit reaches the storage, which refuses the file with our message.
    const parts = request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        // A browser sends an empty `file` part when no file was chosen.
        if (part.fieldname === FILE_FIELD && part.value === '') continue;
        if (Object.hasOwn(fields, part.fieldname)) {
          throw new FormError(400, [{ field: part.fieldname, message: 'Send this field once.' }]);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw new FormError(400, [unknownField(part.fieldname)]);
      }
      if (staged) {
        part.file.resume();
        throw new FormError(400, [{ field: FILE_FIELD, message: SINGLE_FILE }]);
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      staged = await files.stage(part.file, part.filename, ATTACHMENT_RULES);
    }
  } catch (error) {
    await files.discard(staged);
    throw asFormError(error);
  }
  return { fields, staged };
}

function asFormError(error: unknown): unknown {
  if (error instanceof UploadError) {
    return new FormError(error.statusCode === 413 ? 413 : 400, [
      { field: FILE_FIELD, message: error.message },
    ]);
  }
  if (error instanceof Object && (error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
    return new FormError(400, [{ field: FILE_FIELD, message: SINGLE_FILE }]);
  }
  return error;
}
