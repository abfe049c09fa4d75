import { QUOTE_FILE_TYPES } from '../../shared/domain/order-lines';

/** The MIME type docs/business-rules.md "Files" names for the file's extension. */
export function mimeTypeOf(fileName: string): string {
  const name = fileName.toLowerCase();
  const type = Object.entries(QUOTE_FILE_TYPES).find(([, extensions]) =>
    extensions.some((extension) => name.endsWith(extension)),
  );
  return type?.[0] ?? 'application/octet-stream';
}

/** A cart line's base64 (with or without a `data:…;base64,` prefix) back into bytes. */
export function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.slice(base64.indexOf(',') + 1).replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
