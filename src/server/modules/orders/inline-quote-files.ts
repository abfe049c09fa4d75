import { Readable } from 'node:stream';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_TYPES,
  QUOTE_FILE_WRONG_TYPE,
} from '#src/shared/domain/order-lines';
import type { OrderItem } from '#src/shared/schemas/orders';
import { UploadError, type FileStorage, type StagedFile } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';

/** The rules of a quote file, whichever way it arrives (docs/business-rules.md "Files"). */
export const QUOTE_FILE_RULES = {
  maxBytes: QUOTE_FILE_MAX_BYTES,
  types: QUOTE_FILE_TYPES,
  tooLargeMessage: QUOTE_FILE_TOO_LARGE,
  wrongTypeMessage: QUOTE_FILE_WRONG_TYPE,
};

export const notBase64 = (line: number) =>
  `Line ${line}: special_quote.fileBase64 is not valid base64 (send the file's bytes as base64 text, or as a data: URL).`;
export const fileNameMissing = (line: number) =>
  `Line ${line}: special_quote.fileName is required when special_quote.fileBase64 carries a file.`;

/** A data: URL's header, as FileReader.readAsDataURL writes it before the base64. */
const DATA_URL_HEADER = /^data:[^,]{0,200};base64,/i;
/** Standard or URL-safe alphabet, padded or not. */
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** A line's `fileBase64` as bare base64 (no data: header, no spaces), or undefined. */
export function base64Body(text: string): string | undefined {
  const header = DATA_URL_HEADER.exec(text)?.[0].length ?? 0;
  // A copy only when there is something to take out: the text may be 14 MB.
  let body = header ? text.slice(header) : text;
  if (/\s/.test(body)) body = body.replace(/\s+/g, '');
  if (body.length % 4 === 1 || !BASE64.test(body)) return undefined;
  if (body.includes('=') && body.length % 4 !== 0) return undefined;
  return body;
}

/** How many bytes bare base64 decodes to, known before decoding it. */
const decodedSize = (body: string) =>
  Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);

/**
 * Stages the quote files that travel inside `items` (special_quote.fileBase64 with its fileName,
 * docs/api.md "Orders"), checked by size and content exactly as a special_quote_files part is, with
 * the same messages under the line's own field. Returns them by line index; on any refusal nothing
 * stays staged.
 */
export async function stageInlineQuoteFiles(
  files: FileStorage,
  items: OrderItem[],
): Promise<Map<number, StagedFile>> {
  const staged = new Map<number, StagedFile>();
  try {
    for (const [index, item] of items.entries()) {
      const quote = item.special_quote;
      if (!quote?.fileBase64) continue;
      const field = `items.${index}.special_quote`;
      if (!quote.fileName) {
        throw new FormError(400, [
          { field: `${field}.fileName`, message: fileNameMissing(index + 1) },
        ]);
      }
      const body = base64Body(quote.fileBase64);
      if (body === undefined) {
        throw new FormError(400, [{ field: `${field}.fileBase64`, message: notBase64(index + 1) }]);
      }
      // A file past the limit is refused before it is decoded.
      if (decodedSize(body) > QUOTE_FILE_MAX_BYTES) {
        throw new FormError(413, [{ field: `${field}.fileBase64`, message: QUOTE_FILE_TOO_LARGE }]);
      }
      const bytes = Buffer.from(body, 'base64');
      try {
        staged.set(
          index,
          await files.stage(Readable.from([bytes]), quote.fileName, QUOTE_FILE_RULES),
        );
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        throw new FormError(error.statusCode === 413 ? 413 : 400, [
          { field: `${field}.fileBase64`, message: error.message },
        ]);
      }
    }
  } catch (error) {
    await Promise.all([...staged.values()].map((file) => files.discard(file)));
    throw error;
  }
  return staged;
}
