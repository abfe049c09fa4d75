import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { FileStorage } from './file-storage';

export interface StoredFile {
  storageKey: string;
  originalName: string;
  mimeType: string;
}

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a private upload as a download (docs/business-rules.md "Files"): always an attachment,
 * never sniffed into something a browser would run, never cached by a shared cache. The caller has
 * already decided that the viewer may have it.
 */
export async function sendPrivateFile(reply: FastifyReply, files: FileStorage, file: StoredFile) {
  const filePath = files.pathOf(file.storageKey);
  const { size } = await stat(filePath);
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', size)
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(filePath));
}

/** A document made for the viewer (an invoice's PDF), sent as sendPrivateFile sends files. */
export function sendPrivateDocument(
  reply: FastifyReply,
  document: { filename: string; contentType: string; content: Buffer },
) {
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', attachmentDisposition(document.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(document.content);
}
