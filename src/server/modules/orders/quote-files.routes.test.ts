import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, signIn, type Session } from '#test/customers';
import { demoBed, type DemoBed } from '#test/demo-lines';
import { pdf } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import { uploadedFiles } from '#src/db/schema/files';
import { orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { MAX_CART_LINES } from '#src/shared/domain/cart';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_WRONG_TYPE,
} from '#src/shared/domain/order-lines';
import {
  QUOTE_FILES_LIST_CARRIES_FILE,
  QUOTE_FILES_LIST_MESSAGE,
  type PlacedOrder,
} from '#src/shared/schemas/orders';
import { ITEMS_TOO_LARGE } from './orders.routes';
import { fileNameMissing, notBase64 } from './inline-quote-files';
import { QUOTE_FILES_MISMATCH } from './orders.service';

/**
 * A special-quote file reaches the shop in either form the specification allows: as a
 * `special_quote_files` part, or inside its line as special_quote {fileBase64, fileName}
 * (docs/api.md "Orders"). Both end in the same stored file and the same download.
 */
let t: TestApp;
let bed: DemoBed;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  bed = await demoBed(t, staff);
});
afterAll(() => t.close());

const line = (referenceNumber: string, special_quote: object | null = null) => ({
  productId: bed.productId,
  sizeId: bed.sizeId,
  fabricId: bed.fabricId,
  fabricColorId: bed.fabricColorId,
  price: 123.45,
  quantity: 1,
  isStorageCharges: false,
  referenceNumber,
  storageType: 'Non Ottoman',
  special_quote: special_quote ?? { text: '', fileBase64: null, fileName: null },
});
/** A PDF of its own: the bytes tell which line a stored file belongs to. */
const pdfSaying = (words: string) =>
  Buffer.concat([pdf.subarray(0, pdf.length - 6), Buffer.from(`% ${words}\n%%EOF\n`)]);

const download = (s: Session, trackingId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/user-orders/${trackingId}/quote-file`,
    headers: asBearer(s),
  });
const staffDownload = (orderId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/quote-file`,
    headers: asBearer(staff),
  });

const filesOf = async (userId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerUserId, userId), eq(uploadedFiles.purpose, 'special_quote')))
  )[0]!.n;
const ordersOf = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
const staged = async () => {
  const incoming = path.join(t.dataDir, 'uploads', 'private', '.incoming');
  return readdir(incoming).catch(() => []);
};

describe('quote files inside the lines (special_quote.fileBase64)', () => {
  it('stores a file carried in its line, and its owner and staff download it as sent', async () => {
    const buyer = await newCustomer(t);
    const inline = pdfSaying('inline');
    const asDataUrl = pdfSaying('data url');
    const byPart = pdfSaying('part');
    const response = await placeOrder(
      t,
      buyer,
      [
        line('R-INLINE', {
          text: 'Headboard 10 cm higher',
          fileBase64: inline.toString('base64'),
          fileName: 'drawing.pdf',
        }),
        line('R-PART', { text: 'See the plan', fileBase64: null, fileName: 'plan.pdf' }),
        line('R-NONE'),
        line('R-DATA-URL', {
          text: '',
          fileBase64: `data:application/pdf;base64,${asDataUrl.toString('base64')}`,
          fileName: 'site.pdf',
        }),
      ],
      {
        files: [{ name: 'plan.pdf', bytes: byPart }],
        fields: { userId: String(buyer.userId), special_quote_files: '[{}]' },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    const byRef = new Map(placed.orders.map((order) => [order.referenceNumber, order]));

    for (const [ref, bytes, name] of [
      ['R-INLINE', inline, 'drawing.pdf'],
      ['R-PART', byPart, 'plan.pdf'],
      ['R-DATA-URL', asDataUrl, 'site.pdf'],
    ] as const) {
      const order = byRef.get(ref)!;
      const own = await download(buyer, order.trackingId);
      expect(own.statusCode, ref).toBe(200);
      expect(own.rawPayload.equals(bytes), ref).toBe(true);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}"`),
      );
      const forStaff = await staffDownload(order.id);
      expect(forStaff.statusCode, ref).toBe(200);
      expect(forStaff.rawPayload.equals(bytes), ref).toBe(true);
    }
    expect((await download(buyer, byRef.get('R-NONE')!.trackingId)).statusCode).toBe(404);
    const stranger = await newCustomer(t);
    expect((await download(stranger, byRef.get('R-INLINE')!.trackingId)).statusCode).toBe(404);
    expect(await filesOf(buyer.userId)).toBe(3);
    expect(await staged()).toEqual([]);
  });

  it('takes the list of files as text: empty, or naming them', async () => {
    const buyer = await newCustomer(t);
    for (const list of [
      '[]',
      '["drawing.pdf"]',
      '[{}]',
      '[{"fileName":"drawing.pdf","fileBase64":null,"text":"see the plan"}]',
    ]) {
      const response = await placeOrder(t, buyer, [line(`R-LIST-${list.length}`)], {
        fields: { userId: String(buyer.userId), special_quote_files: list },
      });
      expect(response.statusCode, `${list}: ${response.body}`).toBe(201);
    }
    for (const list of [
      'drawing.pdf',
      '{}',
      '[',
      JSON.stringify(Array(MAX_CART_LINES + 1).fill('a.pdf')),
    ]) {
      const response = await placeOrder(t, buyer, [line('R-LIST-BAD')], {
        fields: { special_quote_files: list },
      });
      expect(response.statusCode, list).toBe(400);
      expect(response.json(), list).toMatchObject({ message: QUOTE_FILES_LIST_MESSAGE });
    }
    // A file's bytes in the list would be read by nobody: refused, so the buyer knows.
    for (const list of [
      JSON.stringify([
        { fileName: 'plan.pdf', fileBase64: pdf.toString('base64') + 'A'.repeat(300) },
      ]),
      JSON.stringify([{ name: 'plan.pdf', data: { type: 'Buffer', data: [37, 80] } }]),
      JSON.stringify(['x'.repeat(300)]),
    ]) {
      const response = await placeOrder(t, buyer, [line('R-LIST-FILE')], {
        fields: { special_quote_files: list },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: QUOTE_FILES_LIST_CARRIES_FILE });
    }
    expect(await ordersOf(buyer.userId)).toBe(4);
  });

  it('answers a retry of the same order with its first answer and keeps one file', async () => {
    const buyer = await newCustomer(t);
    const items = [
      line('R-RETRY', { text: '', fileBase64: pdf.toString('base64'), fileName: 'a.pdf' }),
    ];
    const first = await placeOrder(t, buyer, items, { key: 'retry-inline-1' });
    const again = await placeOrder(t, buyer, items, { key: 'retry-inline-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(buyer.userId)).toBe(1);
    expect(await filesOf(buyer.userId)).toBe(1);
    expect(await staged()).toEqual([]);
  });

  it.each([
    [
      'malformed base64',
      { text: '', fileBase64: 'JVBER!!not base64', fileName: 'a.pdf' },
      400,
      'items.1.special_quote.fileBase64',
      notBase64(2),
    ],
    [
      'base64 of a file that is not PDF or Word',
      { text: '', fileBase64: Buffer.from('plain words').toString('base64'), fileName: 'a.pdf' },
      400,
      'items.1.special_quote.fileBase64',
      QUOTE_FILE_WRONG_TYPE,
    ],
    [
      'a file over 10 MB',
      {
        text: '',
        fileBase64: Buffer.concat([pdf, Buffer.alloc(QUOTE_FILE_MAX_BYTES)]).toString('base64'),
        fileName: 'big.pdf',
      },
      413,
      'items.1.special_quote.fileBase64',
      QUOTE_FILE_TOO_LARGE,
    ],
    [
      'a file without its name',
      { text: '', fileBase64: pdf.toString('base64'), fileName: null },
      400,
      'items.1.special_quote.fileName',
      fileNameMissing(2),
    ],
    [
      'a name without its file',
      { text: '', fileBase64: null, fileName: 'a.pdf' },
      400,
      'special_quote_files',
      QUOTE_FILES_MISMATCH,
    ],
  ])(
    'refuses %s, naming the line, and keeps nothing',
    async (_what, quote, status, field, message) => {
      const buyer = await newCustomer(t);
      const response = await placeOrder(t, buyer, [
        line('R-OK', { text: '', fileBase64: pdf.toString('base64'), fileName: 'ok.pdf' }),
        line('R-BAD', quote),
      ]);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        errors: [{ field, message }],
      });
      expect(await ordersOf(buyer.userId)).toBe(0);
      expect(await filesOf(buyer.userId)).toBe(0);
      expect(await staged()).toEqual([]);
    },
  );

  it('refuses lines whose files together pass what one form carries', async () => {
    const buyer = await newCustomer(t);
    const nearlyTen = Buffer.concat([pdf, Buffer.alloc(QUOTE_FILE_MAX_BYTES - pdf.length)]);
    const quote = { text: '', fileBase64: nearlyTen.toString('base64'), fileName: 'big.pdf' };
    const response = await placeOrder(t, buyer, [
      line('R-1', quote),
      line('R-2', quote),
      line('R-3', quote),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: ITEMS_TOO_LARGE });
    expect(await ordersOf(buyer.userId)).toBe(0);
  });
});
