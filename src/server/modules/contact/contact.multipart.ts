import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPES,
  ATTACHMENT_WRONG_TYPE,
} from '#src/shared/schemas/contact';
import type { FileStorage } from '../../lib/file-storage';
import { readMultipartForm } from '../../lib/multipart-form';

export { NOT_MULTIPART } from '../../lib/multipart-form';
export const SINGLE_FILE = 'Attach a single file.';

/** The contact form: text fields and at most one attachment in `file`. */
export async function readContactForm(request: FastifyRequest, files: FileStorage) {
  const { fields, staged } = await readMultipartForm(request, files, {
    fileField: 'file',
    maxFiles: 1,
    tooManyFilesMessage: SINGLE_FILE,
    rules: {
      maxBytes: ATTACHMENT_MAX_BYTES,
      types: ATTACHMENT_TYPES,
      tooLargeMessage: ATTACHMENT_TOO_LARGE,
      wrongTypeMessage: ATTACHMENT_WRONG_TYPE,
    },
  });
  return { fields, staged: staged[0] };
}
