import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  QUOTE_FILE_MISSING,
  QUOTE_THREAD_FILE_MAX_BYTES,
  QUOTE_THREAD_FILE_TOO_LARGE,
  QUOTE_THREAD_FILE_TYPES,
  QUOTE_THREAD_FILE_WRONG_TYPE,
} from '#src/shared/schemas/quotes';
import { FormError, unknownField } from '../../lib/form-validation';
import { readMultipartForm } from '../../lib/multipart-form';
import { sendPrivateFile } from '../../lib/private-download';
import * as repo from './quotes.repo';
import { mayRead, type QuotesDeps, type QuoteViewer } from './quote-access';
import { keepQuoteFile } from './quotes.service';

// docs/business-rules.md "Quotes": files of a quote's thread, uploaded one at a time before
// the message that attaches them, checked by content as every upload is ("Files").

const FILE_FIELD = 'file';
export const QUOTE_FILE_NOT_FOUND = 'File not found.';

export const QUOTE_THREAD_FILE_RULES = {
  maxBytes: QUOTE_THREAD_FILE_MAX_BYTES,
  types: QUOTE_THREAD_FILE_TYPES,
  tooLargeMessage: QUOTE_THREAD_FILE_TOO_LARGE,
  wrongTypeMessage: QUOTE_THREAD_FILE_WRONG_TYPE,
};

/** Reads the one `file` part of an upload and keeps it as the viewer's. */
export async function receiveQuoteFile(deps: QuotesDeps, request: FastifyRequest, userId: number) {
  const { fields, staged } = await readMultipartForm(request, deps.files, {
    fileField: FILE_FIELD,
    maxFiles: 1,
    tooManyFilesMessage: 'Send one file at a time.',
    maxFields: 1,
    rules: QUOTE_THREAD_FILE_RULES,
  });
  const [file] = staged;
  const [extra] = Object.keys(fields);
  if (extra !== undefined || !file) {
    await Promise.all(staged.map((each) => deps.files.discard(each)));
    throw new FormError(
      400,
      extra === undefined
        ? [{ field: FILE_FIELD, message: QUOTE_FILE_MISSING }]
        : [unknownField(extra)],
    );
  }
  return keepQuoteFile(deps, userId, file);
}

/**
 * Sends a quote's file to who may read its quote (staff: any quote's), or to its uploader
 * before it is attached; 404 to anyone else, as if it did not exist.
 */
export async function sendQuoteFile(
  deps: QuotesDeps,
  reply: FastifyReply,
  viewer: QuoteViewer,
  fileId: string,
) {
  const file = await repo.quoteFile(deps.db, fileId);
  const allowed =
    file &&
    (file.companyId === null
      ? file.ownerUserId === viewer.userId
      : mayRead(viewer, {
          companyId: file.companyId,
          userId: file.quoteUserId!,
          status: file.quoteStatus!,
        }));
  if (!allowed) return reply.code(404).send({ success: false, message: QUOTE_FILE_NOT_FOUND });
  return sendPrivateFile(reply, deps.files, file);
}
