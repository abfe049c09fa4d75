import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, signIn, type Session } from '../../test/customers';
import { pdf } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { projectRoot } from '../../src/db/project-root';
import { uploadedFiles } from '../../src/db/schema/files';
import { contactMessages } from '../../src/db/schema/inbox';
import { orders } from '../../src/db/schema/orders';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import {
  SWATCH_MAX_BYTES,
  SWATCH_TOO_LARGE,
  SWATCH_WRONG_TYPE,
} from '../../src/shared/schemas/admin-catalogue-setup';
import {
  HERO_VIDEO_MAX_BYTES,
  HERO_VIDEO_TOO_LARGE,
  HERO_VIDEO_WRONG_TYPE,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_TOO_LARGE,
  SITE_IMAGE_WRONG_TYPE,
} from '../../src/shared/schemas/admin-content';
import {
  IMAGE_TOO_LARGE,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  type ProductFormOptions,
} from '../../src/shared/schemas/admin-products';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENT_WRONG_TYPE,
} from '../../src/shared/schemas/contact';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_WRONG_TYPE,
} from '../../src/shared/domain/order-lines';

// ASVS 5.0 V5 (file handling) and V3.2.1 for every upload endpoint of the shop: the
// contact form's attachment, special-quote files, and the console's product pictures,
// swatches, category tiles and hero poster and video.

let t: TestApp;
let staff: Session;
let buyer: Session;
const ids = { product: 0, size: 0, category: 0, fabric: 0, color: 0 };

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  buyer = await newCustomer(t, { creditLimit: 1_000_000 });
  const options = (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/form-options',
      headers: asBearer(staff),
    })
  ).json<ProductFormOptions>();
  ids.size = options.sizes[0]!.id;
  ids.category = options.categories[0]!.id;
  const product = await staffJson('POST', '/api/admin/products', {
    product_name: 'Upload Probe Stool',
    sku: `SEC-UPL-${randomBytes(3).toString('hex')}`,
    description: '',
    special_instructions: '',
    price_euro: 50,
    stock: -1,
    status: 'available',
    categoryIds: [ids.category],
    sizeIds: [ids.size],
    fabricIds: [],
  });
  ids.product = (product as { product: { id: number } }).product.id;
  const fabric = await staffJson('POST', '/api/admin/fabrics', {
    fabric_name: `Probe Linen ${randomBytes(2).toString('hex')}`,
  });
  ids.fabric = (fabric as { id: number }).id;
  const color = await staffJson('POST', `/api/admin/fabrics/${ids.fabric}/colors`, {
    color_name: 'Probe Oat',
  });
  ids.color = (color as { id: number }).id;
});
afterAll(() => t.close());

async function staffJson(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.app.inject({ method, url, payload, headers: asBearer(staff) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<unknown>();
}

// ---- files ----

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c5a8a' } })
    .jpeg()
    .toBuffer();
const mp4 = () => readFile(path.join(projectRoot, 'src', 'db', 'seed', 'assets', 'hero.mp4'));

const SCRIPT = '<script>alert(document.domain)</script>';
const html = Buffer.from(`<!DOCTYPE html><html><body><h1>Quote</h1>${SCRIPT}</body></html>`);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
const svg = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
);
/** A zip's local file header: what makes a GIF (or JPEG) a GIFAR. */
const zip = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('a'),
]);
const gifar = Buffer.concat([
  Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;'),
  zip,
]);
const pdfWithScript = Buffer.from(
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
function pixelFlood(side = 8000) {
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
const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

// ---- multipart by hand: file names exactly as an attacker writes them ----

interface Part {
  name: string;
  bytes: Buffer;
  type: string;
}

function multipart(fields: Record<string, string>, field: string, files: Part[]) {
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

// ---- the endpoints ----

let ipCounter = 0;
const newIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

interface Endpoint {
  name: string;
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** Private files are kept as sent and downloaded; public pictures are re-encoded. */
  kind: 'private' | 'public' | 'video';
  good: () => Promise<Part>;
  send: (files: Part[]) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
}

let sequence = 0;
function sendContact(files: Part[]) {
  sequence += 1;
  const { payload, headers } = multipart(
    {
      fullName: 'Upload Probe',
      email: `upload.probe.${sequence}@example.ie`,
      phoneNumber: '+353 87 123 4567',
      message: `Probe message number ${sequence} about forty beds.`,
    },
    'file',
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    payload,
    headers,
    remoteAddress: newIp(),
  });
}

function sendQuote(files: Part[]) {
  const items = files.map((file, index) => ({
    productId: ids.product,
    sizeId: ids.size,
    quantity: 1,
    referenceNumber: `UPL-${++sequence}-${index}`,
    storageType: 'Non Ottoman',
    special_quote: { text: 'See drawing', fileBase64: null, fileName: file.name || 'file' },
  }));
  const { payload, headers } = multipart(
    { items: JSON.stringify(items), shipping_address: '3 Main Street, Sligo, F91 K2P4' },
    'special_quote_files',
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/order/product',
    payload,
    headers: { ...headers, ...asBearer(buyer) },
  });
}

const staffUpload = (url: () => string, field: string) => (files: Part[]) => {
  const { payload, headers } = multipart({}, field, files);
  return t.app.inject({
    method: 'POST',
    url: url(),
    payload,
    headers: { ...headers, ...asBearer(staff) },
  });
};

const pictures = { maxBytes: 0, kind: 'public' as const };
const asPng = async (): Promise<Part> => ({
  name: 'picture.png',
  bytes: await png(),
  type: 'image/png',
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'contact attachment',
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: ATTACHMENT_TOO_LARGE,
    wrongType: ATTACHMENT_WRONG_TYPE,
    kind: 'private',
    good: async () => ({ name: 'plan.pdf', bytes: pdf, type: 'application/pdf' }),
    send: sendContact,
  },
  {
    name: 'special-quote file',
    maxBytes: QUOTE_FILE_MAX_BYTES,
    tooLarge: QUOTE_FILE_TOO_LARGE,
    wrongType: QUOTE_FILE_WRONG_TYPE,
    kind: 'private',
    good: async () => ({ name: 'drawing.pdf', bytes: pdf, type: 'application/pdf' }),
    send: sendQuote,
  },
  {
    ...pictures,
    name: 'product picture',
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: IMAGE_TOO_LARGE,
    wrongType: IMAGE_WRONG_TYPE,
    good: asPng,
    send: staffUpload(() => `/api/admin/products/${ids.product}/images`, 'images'),
  },
  {
    ...pictures,
    name: 'fabric swatch',
    maxBytes: SWATCH_MAX_BYTES,
    tooLarge: SWATCH_TOO_LARGE,
    wrongType: SWATCH_WRONG_TYPE,
    good: asPng,
    send: staffUpload(() => `/api/admin/fabrics/${ids.fabric}/colors/${ids.color}/swatch`, 'file'),
  },
  {
    ...pictures,
    name: 'category tile',
    maxBytes: SITE_IMAGE_MAX_BYTES,
    tooLarge: SITE_IMAGE_TOO_LARGE,
    wrongType: SITE_IMAGE_WRONG_TYPE,
    good: asPng,
    send: staffUpload(() => `/api/admin/categories/${ids.category}/image`, 'file'),
  },
  {
    ...pictures,
    name: 'hero poster',
    maxBytes: SITE_IMAGE_MAX_BYTES,
    tooLarge: SITE_IMAGE_TOO_LARGE,
    wrongType: SITE_IMAGE_WRONG_TYPE,
    good: asPng,
    send: staffUpload(() => '/api/admin/site-assets/hero-poster', 'file'),
  },
  {
    name: 'hero video',
    maxBytes: HERO_VIDEO_MAX_BYTES,
    tooLarge: HERO_VIDEO_TOO_LARGE,
    wrongType: HERO_VIDEO_WRONG_TYPE,
    kind: 'video',
    good: async () => ({ name: 'hero.mp4', bytes: await mp4(), type: 'video/mp4' }),
    send: staffUpload(() => '/api/admin/site-assets/hero-video', 'file'),
  },
];
const PUBLIC_PICTURES = ENDPOINTS.filter((e) => e.kind === 'public');
const PRIVATE_FILES = ENDPOINTS.filter((e) => e.kind === 'private');

/** Every file under DATA_DIR/uploads, relative to it. */
async function uploadedOnDisk(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** The public address the answer of a successful picture upload names. */
async function publicUrlOf(endpoint: Endpoint, body: unknown): Promise<string> {
  const answer = body as {
    images?: Array<{ image_url: string; id: number }>;
    image_url?: string;
    category?: { imageUrl: string };
    asset?: { url: string };
  };
  if (answer.images) return answer.images.sort((a, b) => b.id - a.id)[0]!.image_url;
  if (answer.image_url) return answer.image_url;
  if (answer.category) return answer.category.imageUrl;
  if (answer.asset) return answer.asset.url.split('?')[0]!;
  throw new Error(`${endpoint.name}: no address in ${JSON.stringify(body)}`);
}

/** The newest private upload's row and its download, as staff or its owner gets it. */
async function latestPrivateDownload(endpoint: Endpoint) {
  if (endpoint.name === 'contact attachment') {
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    const [file] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, message!.attachmentFileId!));
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/inbox/messages/${message!.id}/attachment`,
      headers: asBearer(staff),
    });
    return { file: file!, download };
  }
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.userId, buyer.userId))
    .orderBy(desc(orders.id))
    .limit(1);
  const [file] = await t.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, order!.specialQuoteFileId!));
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/order/user-orders/${order!.trackingId}/quote-file`,
    headers: asBearer(buyer),
  });
  return { file: file!, download, orderId: order!.id };
}

function expectAttachment(download: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(download.statusCode, download.body).toBe(200);
  expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  expect(download.headers['content-type']).not.toMatch(/html|xml|javascript|svg/i);
}

describe('upload size (V5.2.1)', () => {
  it.each(ENDPOINTS)(
    'V5.2.1 the $name refuses a file one byte over its limit with 413, a plain message, and keeps nothing',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      const big = padded(good.bytes, endpoint.maxBytes + 1);
      const res = await endpoint.send([{ ...good, bytes: big }]);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, message: endpoint.tooLarge });
      expect(res.body).not.toMatch(/at \S+ \(|node_modules|stack|<[a-z]/i);
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );
});

describe('upload type judged by content (V5.2.2)', () => {
  it.each(ENDPOINTS)(
    'V5.2.2 the $name refuses HTML and an executable sent under an accepted name and type',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      for (const bytes of [html, exe]) {
        const res = await endpoint.send([{ ...good, bytes }]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: endpoint.wrongType });
      }
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)(
    'V1.3.4 the $name refuses SVG (scriptable) and GIFAR files, whatever they are called',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      for (const file of [
        { name: 'drawing.svg', bytes: svg, type: 'image/svg+xml' },
        { ...good, bytes: svg },
        { ...good, bytes: gifar },
      ]) {
        const res = await endpoint.send([file]);
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: endpoint.wrongType });
      }
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );

  it('V5.2.2 a file whose name lies about its type is kept under the name its content says', async () => {
    const res = await sendContact([
      { name: 'scan.pdf', bytes: await png(), type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { file, download } = await latestPrivateDownload(ENDPOINTS[0]!);
    expect(file).toMatchObject({ mimeType: 'image/png', originalName: 'scan.png' });
    expectAttachment(download);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it.each(PUBLIC_PICTURES)(
    'V5.2.2 the $name re-encodes a JPEG carrying HTML or a JAR: none of it is served',
    async (endpoint) => {
      for (const tail of [Buffer.from(`<html><body>${SCRIPT}</body></html>`), zip]) {
        const polyglot = Buffer.concat([await jpeg(), tail]);
        const res = await endpoint.send([
          { name: 'photo.jpg', bytes: polyglot, type: 'image/jpeg' },
        ]);
        expect(res.statusCode, res.body).toBeLessThan(300);
        const url = await publicUrlOf(endpoint, res.json());
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const bytes = served.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes('PK\x03\x04')).toBe(false);
      }
    },
  );

  it.each(PRIVATE_FILES)(
    'V3.2.1 the $name keeps a PDF carrying script, but only ever hands it out as a download',
    async (endpoint) => {
      const res = await endpoint.send([
        { name: 'active.pdf', bytes: pdfWithScript, type: 'application/pdf' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { download } = await latestPrivateDownload(endpoint);
      expectAttachment(download);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toMatch(/no-store/);
    },
  );

  it('V3.2.1 a JPEG carrying HTML sent to the shop is downloaded by staff as a JPEG attachment', async () => {
    const polyglot = Buffer.concat([await jpeg(), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const res = await sendContact([{ name: 'photo.html', bytes: polyglot, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { file, download } = await latestPrivateDownload(ENDPOINTS[0]!);
    expect(file.originalName).toBe('photo.jpg');
    expectAttachment(download);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain('filename="photo.jpg"');
  });

  it('V3.2.1 a hero video carrying HTML is served as video/mp4 that no browser sniffs', async () => {
    const video = Buffer.concat([await mp4(), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const res = await ENDPOINTS[6]!.send([{ name: 'hero.mp4', bytes: video, type: 'video/mp4' }]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/media/hero.mp4' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(PUBLIC_PICTURES)(
    'V5.2.6 the $name refuses a pixel flood (a small PNG of 64 million pixels)',
    async (endpoint) => {
      const flood = pixelFlood();
      expect(flood.length).toBeLessThan(100_000);
      const before = await uploadedOnDisk();
      const res = await endpoint.send([{ name: 'flood.png', bytes: flood, type: 'image/png' }]);
      expect(res.statusCode, res.body).toBe(400);
      expect([endpoint.wrongType, IMAGE_UNREADABLE]).toContain(
        res.json<{ message: string }>().message,
      );
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );
});

describe('file names (V5.3.2, V5.4.1, V5.4.2)', () => {
  const tag = randomBytes(4).toString('hex');
  const hostile = [
    `../../../../evil-${tag}.pdf`,
    `..\\..\\..\\..\\evil-${tag}.pdf`,
    `/tmp/evil-${tag}.pdf`,
    `C:\\Windows\\evil-${tag}.pdf`,
    `evil-${tag}.pdf\0.html`,
    `....//....//evil-${tag}.pdf`,
    `%2e%2e%2f%2e%2e%2fevil-${tag}.pdf`,
  ];

  /** Nowhere a traversal could have put the file, outside the private folder. */
  function escapedCopies(): string[] {
    const uploads = path.join(t.dataDir, 'uploads');
    const places = [
      t.dataDir,
      uploads,
      path.join(uploads, 'private'),
      path.dirname(t.dataDir),
      os.tmpdir(),
      '/tmp',
      '/',
    ];
    return places
      .flatMap((dir) => [`evil-${tag}.pdf`, `evil-${tag}.pdf.html`].map((n) => path.join(dir, n)))
      .filter((file) => existsSync(file));
  }

  it.each(PRIVATE_FILES)(
    'V5.3.2 the $name never writes outside the private uploads folder, whatever the file is called',
    async (endpoint) => {
      for (const name of hostile) {
        const res = await endpoint.send([{ name, bytes: pdf, type: 'application/pdf' }]);
        expect(res.statusCode, `${JSON.stringify(name)}: ${res.body}`).toBe(201);
        const { file, download } = await latestPrivateDownload(endpoint);
        expect(file.storageKey).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
        expect(existsSync(path.join(t.dataDir, 'uploads', file.storageKey))).toBe(true);
        // The kept name is a plain file name: no folders, no control characters.
        expect(file.originalName, JSON.stringify(name)).toMatch(/^[^/\\]+\.pdf$/);
        expect([...file.originalName].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
        expect(file.originalName.startsWith('.')).toBe(false);
        expectAttachment(download);
      }
      expect(escapedCopies()).toEqual([]);
      for (const stored of await uploadedOnDisk()) {
        expect(stored).toMatch(/^(private\/\d{4}\/\d{2}\/[0-9a-f-]{36}|public\/.+\.(webp|mp4))$/);
      }
    },
  );

  it('V5.3.2 a picture’s file name never reaches the disk: the server names public files', async () => {
    const res = await ENDPOINTS[2]!.send([
      { name: `../../../../evil-${tag}.pdf`, bytes: await png(), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const url = await publicUrlOf(ENDPOINTS[2]!, res.json());
    expect(url).toMatch(/^\/media\/products\/uploads\/p\d+-[0-9a-f-]{36}\.webp$/);
    expect(escapedCopies()).toEqual([]);
  });

  it('V5.4.2 a download’s file name is encoded (RFC 6266): quotes, semicolons and non-ASCII cannot break the header', async () => {
    const name = 'Plán "a"; filename=evil.html; x=.pdf';
    const res = await sendQuote([{ name, bytes: pdf, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { download, orderId } = await latestPrivateDownload(ENDPOINTS[1]!);
    for (const answer of [
      download,
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/quote-file`,
        headers: asBearer(staff),
      }),
    ]) {
      expectAttachment(answer);
      const disposition = String(answer.headers['content-disposition']);
      const match =
        /^attachment; filename="([^"\\\r\n]*)"; filename\*=UTF-8''([A-Za-z0-9%!#$&+.^_`|~-]+)$/.exec(
          disposition,
        );
      expect(match, disposition).not.toBeNull();
      expect(match![1]!.endsWith('.pdf')).toBe(true);
      expect(decodeURIComponent(match![2]!).endsWith('.pdf')).toBe(true);
    }
  });
});

describe('serving uploads (V3.2.1)', () => {
  it('V3.2.1 public pictures are served with nosniff and their own image type', async () => {
    for (const endpoint of PUBLIC_PICTURES) {
      const res = await endpoint.send([await endpoint.good()]);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const url = await publicUrlOf(endpoint, res.json());
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['x-content-type-options'], url).toBe('nosniff');
      expect(served.headers['content-type'], url).toBe('image/webp');
    }
  });

  it('V3.2.1 private files are attachments with nosniff, to their owner and staff only', async () => {
    const res = await sendQuote([{ name: 'drawing.pdf', bytes: pdf, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { download, orderId } = await latestPrivateDownload(ENDPOINTS[1]!);
    expectAttachment(download);
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/quote-file`,
      headers: asBearer(staff),
    });
    expectAttachment(asStaff);
    expect(asStaff.rawPayload.equals(pdf)).toBe(true);
  });
});
