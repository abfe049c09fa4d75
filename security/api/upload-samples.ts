import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { projectRoot } from '../../src/db/project-root';

// The files the upload probes send (uploads-*.test.ts), and multipart bodies written by
// hand so that file names reach the server exactly as an attacker writes them.

export const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c5a8a' } })
    .jpeg()
    .toBuffer();
export const mp4 = () =>
  readFile(path.join(projectRoot, 'src', 'db', 'seed', 'assets', 'hero.mp4'));

export const SCRIPT = '<script>alert(document.domain)</script>';
export const html = Buffer.from(`<!DOCTYPE html><html><body><h1>Quote</h1>${SCRIPT}</body></html>`);
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
export const svg = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
);
/** A zip's local file header: what makes a GIF (or JPEG) a GIFAR. */
export const zip = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('a'),
]);
export const gifar = Buffer.concat([
  Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;'),
  zip,
]);
export const pdfWithScript = Buffer.from(
  `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n${SCRIPT}\ntrailer\n%%EOF\n`,
);

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
/**
 * A valid 1-bit PNG of 8,000 × 8,000 pixels (64 million) in a few KB: a pixel flood, over
 * every picture endpoint's limit, that a decoder without one would expand to 64 MB or more.
 */
export function pixelFlood(side = 8000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const rows = Buffer.alloc((side / 8 + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `bytes` padded with spaces to exactly `size` bytes (its type still told by its start). */
export const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

export interface Part {
  name: string;
  bytes: Buffer;
  type: string;
}

export function multipart(fields: Record<string, string>, field: string, files: Part[]) {
  const boundary = `----probe${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
