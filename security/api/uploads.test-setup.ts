import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { asBearer, newCustomer, signIn, type Session } from '../../test/customers';
import { pdf } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
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
import { mp4, multipart, png, type Part } from './upload-samples';

// ASVS 5.0 V5 (file handling) and V3.2.1 for every upload endpoint of the shop: the
// contact form's attachment, special-quote files, and the console's product pictures,
// swatches, category tiles and hero poster and video.

export type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface Endpoint {
  name: string;
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** Private files are kept as sent and downloaded; public pictures are re-encoded. */
  kind: 'private' | 'public' | 'video';
  good: () => Promise<Part>;
  send: (files: Part[]) => Promise<Answer>;
}

/**
 * What the upload probes share, for one test file: the app on a freshly seeded database
 * of the file's own (opened before its tests, closed after them), a staff member and a
 * buyer, a product, fabric and colour to upload to, every upload endpoint, and what was
 * stored and how it is handed out. Call it once, at the top of the file.
 */
export function setUpUploadsTestApp() {
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

  // ---- the endpoints ----

  let ipCounter = 0;
  const newIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

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
      send: staffUpload(
        () => `/api/admin/fabrics/${ids.fabric}/colors/${ids.color}/swatch`,
        'file',
      ),
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
    {
      name: 'cart quote file',
      maxBytes: QUOTE_FILE_MAX_BYTES,
      tooLarge: QUOTE_FILE_TOO_LARGE,
      wrongType: QUOTE_FILE_WRONG_TYPE,
      kind: 'private',
      good: async () => ({ name: 'drawing.pdf', bytes: pdf, type: 'application/pdf' }),
      send: (files: Part[]) => {
        const { payload, headers } = multipart({}, 'file', files);
        return t.app.inject({
          method: 'POST',
          url: '/api/cart/files',
          payload,
          headers: { ...headers, ...asBearer(buyer) },
        });
      },
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
  return {
    testApp: () => t,
    staff: () => staff,
    ENDPOINTS,
    PUBLIC_PICTURES,
    PRIVATE_FILES,
    sendContact,
    sendQuote,
    uploadedOnDisk,
    publicUrlOf,
    latestPrivateDownload,
    expectAttachment,
  };
}
