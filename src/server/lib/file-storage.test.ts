import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { uploadedFiles } from '../../db/schema/files';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_TYPES,
  ATTACHMENT_WRONG_TYPE,
} from '../../shared/schemas/contact';
import { dataPaths } from '../config';
import {
  createFileStorage,
  sanitiseFileName,
  sweepIncoming,
  UploadError,
  type FileStorage,
} from './file-storage';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const rules = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  types: ATTACHMENT_TYPES,
  tooLargeMessage: ATTACHMENT_TOO_LARGE,
  wrongTypeMessage: ATTACHMENT_WRONG_TYPE,
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);
const cfb = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024),
]);

/** A minimal uncompressed ZIP, enough for a content sniffer to see a Word document. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});

let t: TestApp;
let storage: FileStorage;
beforeAll(async () => {
  t = await createTestApp();
  storage = createFileStorage({ uploadsDir: dataPaths(t.dataDir).uploads });
});
afterAll(() => t?.close());

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('file storage', () => {
  it('stores an upload under uploads/private/<yyyy>/<mm>/<uuid> and records it', async () => {
    const staged = await storage.stage(Readable.from([pdf]), '../../etc/Quote 12.PDF', rules);
    const id = await storage.save(t.app.db, staged, { purpose: 'contact_attachment' });

    const [row] = await t.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(row).toMatchObject({
      purpose: 'contact_attachment',
      originalName: 'Quote 12.PDF',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      storageKey: `private/${now.getUTCFullYear()}/${month}/${id}`,
    });
    const onDisk = path.join(t.dataDir, 'uploads', row!.storageKey);
    expect(await readFile(onDisk)).toEqual(pdf);
    expect(storage.pathOf(row!.storageKey)).toBe(onDisk);
    expect((await stat(onDisk)).mode & 0o077).toBe(0);
    expect(await readdir(path.join(storage.privateDir, '.incoming'))).toEqual([]);
  });

  it.each([
    ['scan.png', png, 'image/png', 'scan.png'],
    ['photo.JPEG', jpeg, 'image/jpeg', 'photo.JPEG'],
    ['spec.docx', docx, DOCX_MIME, 'spec.docx'],
    ['old.doc', cfb, 'application/msword', 'old.doc'],
    ['really-a-png.pdf', png, 'image/png', 'really-a-png.png'],
  ])('accepts %s by its content', async (name, bytes, mimeType, storedName) => {
    const staged = await storage.stage(Readable.from([bytes]), name, rules);
    expect(staged).toMatchObject({ mimeType, originalName: storedName, sizeBytes: bytes.length });
    await storage.discard(staged);
  });

  it.each([
    ['an executable renamed .pdf', 'invoice.pdf', exe],
    ['plain text renamed .pdf', 'notes.pdf', Buffer.from('just some text, not a PDF at all')],
    ['a compound file that is not called .doc', 'sheet.xls', cfb],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s', async (_what, name, bytes) => {
    const error = await refusal(storage.stage(Readable.from([bytes]), name, rules));
    expect(error).toMatchObject({ statusCode: 400, message: ATTACHMENT_WRONG_TYPE });
    expect(await readdir(path.join(storage.privateDir, '.incoming'))).toEqual([]);
  });

  it('refuses a file over the limit while streaming, without reading the rest', async () => {
    let produced = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const endless = Readable.from(
      (function* () {
        yield pdf;
        for (;;) {
          produced += chunk.length;
          yield chunk;
        }
      })(),
    );
    const error = await refusal(storage.stage(endless, 'huge.pdf', rules));
    expect(error).toMatchObject({ statusCode: 413, message: ATTACHMENT_TOO_LARGE });
    expect(produced).toBeLessThan(ATTACHMENT_MAX_BYTES + 4 * chunk.length);
    expect(await readdir(path.join(storage.privateDir, '.incoming'))).toEqual([]);
  });

  it('leaves no partial file behind when an upload fails before its file is even open', async () => {
    for (let i = 0; i < 20; i++) {
      const broken = new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.stage(broken, 'cut.pdf', rules)).rejects.toThrow('client went away');
    }
    // Any file still being opened would appear within moments.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readdir(path.join(storage.privateDir, '.incoming'))).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const bytes = Buffer.concat([pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES - pdf.length, 0x20)]);
    const staged = await storage.stage(Readable.from([bytes]), 'max.pdf', rules);
    expect(staged.sizeBytes).toBe(ATTACHMENT_MAX_BYTES);
    await storage.discard(staged);
  });

  it('sweeps half-received uploads older than asked, and keeps those arriving now', async () => {
    const uploads = dataPaths(t.dataDir).uploads;
    const incoming = path.join(uploads, 'private', '.incoming');
    await mkdir(incoming, { recursive: true });
    const old = path.join(incoming, 'old.part');
    const fresh = path.join(incoming, 'fresh.part');
    await writeFile(old, 'x');
    await writeFile(fresh, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(old, hourAgo, hourAgo);

    expect(await sweepIncoming(uploads, 10 * 60 * 1000)).toBe(1);
    expect(await readdir(incoming)).toEqual(['fresh.part']);
    // A file's time comes from the kernel's clock, which may read a little ahead of
    // Date.now(): a second back, "older than 0 ms" is certain of it.
    const secondAgo = new Date(Date.now() - 1000);
    await utimes(fresh, secondAgo, secondAgo);
    expect(await sweepIncoming(uploads, 0)).toBe(1);
    expect(await readdir(incoming)).toEqual([]);
    expect(await sweepIncoming(path.join(t.dataDir, 'nowhere'), 0)).toBe(0);
  });

  it('cleans file names', () => {
    expect(sanitiseFileName('C:\\Users\\me\\CV\u202Egpj.pdf', ['.pdf'])).toBe('CVgpj.pdf');
    expect(sanitiseFileName('..', ['.pdf'])).toBe('attachment.pdf');
    expect(sanitiseFileName('a<b>:"c"|?*.docx', ['.docx'])).toBe('abc.docx');
    expect(sanitiseFileName(`${'x'.repeat(500)}.pdf`, ['.pdf'])).toHaveLength(200);
  });

  it('never resolves a storage key outside the private folder', () => {
    expect(() => storage.pathOf('../outbox/x.eml')).toThrow();
    expect(() => storage.pathOf('public/media/a.webp')).toThrow();
  });
});
