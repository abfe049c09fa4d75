import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, newCustomer, signIn, type Session } from '#test/customers';
import { formData, pdf, type Upload } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import { carts } from '#src/db/schema/cart';
import { uploadedFiles } from '#src/db/schema/files';
import { KEPT_FILE_MARKER, MAX_CART_LINES, type CartItem } from '#src/shared/domain/cart';
import { QUOTE_FILE_WRONG_TYPE } from '#src/shared/domain/order-lines';
import {
  CART_CHANGED,
  CART_FILE_UNKNOWN,
  CART_INLINE_FILE,
  type CartFile,
  type ServerCart,
} from '#src/shared/schemas/cart';
import { CART_FILE_NOT_FOUND } from './cart.routes';
import { sweepCarts } from './cart.service';
import { createFileStorage } from '../../lib/file-storage';

// The cart that follows the buyer (docs/business-rules.md "Cart", docs/api.md "Cart"): one cart
// per buyer on the server, whichever browser or device asks, with its quote files kept privately.

let t: TestApp;
let buyer: Session & { email: string };
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newCustomer(t);
});
afterAll(() => t?.close());

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  product_name: 'Kilkenny Divan Bed',
  price: 450,
  vat: 103.5,
  size: 'King',
  sizeId: 2,
  fabric: 'Velvet',
  fabricId: 3,
  fabricColor: 'Moss',
  fabricColorId: 4,
  quantity: 2,
  image: '/media/products/kilkenny.webp',
  isStorage: true,
  isCloudStorage: false,
  storageType: 'Ottoman',
  referenceNumber: 'Room 101',
  specialQuote: { text: '', fileBase64: null, fileName: null },
  ...over,
});

const getCart = (session: Session | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: session ? asBearer(session) : {},
  });

const putCart = (
  session: Session | undefined,
  body: unknown,
  via: 'bearer' | 'cookie' = 'bearer',
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart',
    payload: body as object,
    headers: session ? (via === 'bearer' ? asBearer(session) : asCookie(session)) : {},
  });

async function savedCart(session: Session, items: CartItem[], version: number) {
  const response = await putCart(session, { items, version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServerCart>();
}

async function upload(session: Session, file: Upload = { name: 'plan.pdf', bytes: pdf }) {
  const { payload, headers } = await formData({}, [file]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/files',
    payload,
    headers: { ...headers, ...asBearer(session) },
  });
}

async function uploaded(session: Session, name = 'plan.pdf', bytes = pdf): Promise<CartFile> {
  const response = await upload(session, { name, bytes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CartFile>();
}

const withFile = (file: CartFile, over: Partial<CartItem> = {}) =>
  line({
    specialQuote: {
      text: 'See the plan',
      fileBase64: KEPT_FILE_MARKER,
      fileName: 'whatever the browser said.pdf',
      fileId: file.fileId,
      fileSize: 1,
    },
    ...over,
  });

const fileRow = async (id: string) =>
  (await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0];

const onDisk = (storageKey: string) =>
  access(path.join(t.dataDir, 'uploads', storageKey)).then(
    () => true,
    () => false,
  );

describe('one cart per buyer, whatever the browser', () => {
  it('starts empty at version 0, and two browsers of one buyer then see the same lines', async () => {
    const ciara = await newCustomer(t);
    expect((await getCart(ciara)).json()).toEqual({ items: [], version: 0 });

    const saved = await savedCart(ciara, [line(), line({ referenceNumber: 'Room 102' })], 0);
    expect(saved.version).toBe(1);

    // Another browser, another device: a second sign-in of the same buyer.
    const laptop = await signIn(t, ciara.email);
    const there = (await getCart(laptop)).json<ServerCart>();
    expect(there).toEqual(saved);
    expect(there.items.map((item) => item.referenceNumber)).toEqual(['Room 101', 'Room 102']);

    // A change made there is what the first browser reads next.
    const changed = await savedCart(laptop, [line({ quantity: 7 })], there.version);
    expect((await getCart(ciara)).json()).toEqual(changed);
    expect(changed).toMatchObject({ version: 2, items: [{ quantity: 7 }] });
  });

  it('keeps each buyer to their own cart', async () => {
    const other = await newCustomer(t);
    await savedCart(other, [line({ referenceNumber: 'Theirs' })], 0);
    const mine = await newCustomer(t);
    expect((await getCart(mine)).json()).toEqual({ items: [], version: 0 });
  });

  it('answers a change made from an older version with 409 and the cart as it is now, losing nothing', async () => {
    const ciara = await newCustomer(t);
    const phone = await signIn(t, ciara.email);
    const first = await savedCart(ciara, [line()], 0);
    await savedCart(phone, [...first.items, line({ referenceNumber: 'Room 202' })], 1);

    const stale = await putCart(ciara, { items: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: CART_CHANGED,
      cart: {
        version: 2,
        items: [{ referenceNumber: 'Room 101' }, { referenceNumber: 'Room 202' }],
      },
    });
    expect((await getCart(ciara)).json<ServerCart>().items).toHaveLength(2);
  });

  it('lets exactly one of two changes made at once from the same version through', async () => {
    const ciara = await newCustomer(t);
    const phone = await signIn(t, ciara.email);
    for (const version of [0, 1]) {
      const answers = await Promise.all([
        putCart(ciara, { items: [line({ referenceNumber: `A${version}` })], version }),
        putCart(phone, { items: [line({ referenceNumber: `B${version}` })], version }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    }
    expect((await getCart(ciara)).json<ServerCart>().version).toBe(2);
  });

  it('takes a browser’s change with its cookie and XSRF token, as the shop’s own pages send it', async () => {
    const ciara = await newCustomer(t);
    const response = await putCart(ciara, { items: [line()], version: 0 }, 'cookie');
    expect(response.statusCode, response.body).toBe(200);
    const noXsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { items: [], version: 1 },
      headers: { cookie: ciara.cookie },
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('is for signed-in buyers only', async () => {
    expect((await getCart(undefined)).statusCode).toBe(401);
    expect((await putCart(undefined, { items: [], version: 0 })).statusCode).toBe(401);
  });
});

describe('what a cart may hold', () => {
  const refused = async (body: unknown, message: RegExp | string) => {
    const response = await putCart(buyer, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toMatch(message);
  };

  it('refuses fields nobody names, quantities outside 1–99 and more than the limit of lines', async () => {
    await refused({ items: [line()], version: 0, owner: 7 }, /owner/);
    await refused({ items: [{ ...line(), discount: 50 }], version: 0 }, /discount/);
    await refused(
      { items: [line({ quantity: 100 })], version: 0 },
      /Quantity must be a whole number from 1 to 99/,
    );
    await refused(
      { items: [line({ quantity: 0 })], version: 0 },
      /Quantity must be a whole number/,
    );
    await refused({ items: [line({ referenceNumber: 'x'.repeat(61) })], version: 0 }, /at most 60/);
    await refused(
      {
        items: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) =>
          line({ referenceNumber: `R${i}` }),
        ),
        version: 0,
      },
      `at most ${MAX_CART_LINES} lines`,
    );
    await refused({ items: [], version: -1 }, /version/);
    await refused({ items: [] }, /version/);
    expect((await getCart(buyer)).json<ServerCart>().version).toBe(0);
  });

  it('holds a full cart of 250 lines', async () => {
    const ciara = await newCustomer(t);
    const items = Array.from({ length: MAX_CART_LINES }, (_, i) =>
      line({ referenceNumber: `Room ${101 + i}` }),
    );
    expect((await savedCart(ciara, items, 0)).items).toHaveLength(MAX_CART_LINES);
  });

  it('refuses a file inside a line: files are uploaded on their own', async () => {
    await refused(
      {
        items: [
          line({
            specialQuote: { text: '', fileBase64: pdf.toString('base64'), fileName: 'a.pdf' },
          }),
        ],
        version: 0,
      },
      CART_INLINE_FILE,
    );
  });
});

describe("the quote files of the cart's lines", () => {
  it('keeps an uploaded file for its line, readable by the buyer from any browser and by no one else', async () => {
    const ciara = await newCustomer(t);
    const file = await uploaded(ciara, 'Floor plan — Ó Briain.pdf');
    expect(file).toMatchObject({
      fileName: 'Floor plan — Ó Briain.pdf',
      fileSize: pdf.length,
      mimeType: 'application/pdf',
    });

    const saved = await savedCart(ciara, [withFile(file)], 0);
    // The name and size are the server's, not what the browser said.
    expect(saved.items[0]!.specialQuote).toMatchObject({
      fileId: file.fileId,
      fileName: 'Floor plan — Ó Briain.pdf',
      fileSize: pdf.length,
    });

    const laptop = await signIn(t, ciara.email);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/cart/files/${file.fileId}`,
      headers: asBearer(laptop),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['cache-control']).toBe('private, no-store');

    const stranger = await newCustomer(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/cart/files/${file.fileId}`,
      headers: asBearer(stranger),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: CART_FILE_NOT_FOUND });
    const borrowed = await putCart(stranger, { items: [withFile(file)], version: 0 });
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json()).toMatchObject({ message: CART_FILE_UNKNOWN });
  });

  it('forgets a file, row and bytes, when its line leaves the cart', async () => {
    const ciara = await newCustomer(t);
    const file = await uploaded(ciara);
    const kept = await savedCart(ciara, [withFile(file), line({ referenceNumber: 'Room 9' })], 0);
    const row = await fileRow(file.fileId);
    expect(row).toMatchObject({ purpose: 'cart_quote', ownerUserId: ciara.userId });
    expect(await onDisk(row!.storageKey)).toBe(true);

    await savedCart(ciara, [kept.items[1]!], kept.version);
    expect(await fileRow(file.fileId)).toBeUndefined();
    expect(await onDisk(row!.storageKey)).toBe(false);
  });

  it('checks a file by its content, and takes one file and nothing else', async () => {
    const ciara = await newCustomer(t);
    const text = await upload(ciara, {
      name: 'plan.pdf',
      bytes: Buffer.from('just words'),
      type: 'application/pdf',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: QUOTE_FILE_WRONG_TYPE });

    const extra = await formData({ note: 'hi' }, [{ name: 'plan.pdf', bytes: pdf }]);
    const withField = await t.app.inject({
      method: 'POST',
      url: '/api/cart/files',
      payload: extra.payload,
      headers: { ...extra.headers, ...asBearer(ciara) },
    });
    expect(withField.statusCode).toBe(400);
    expect(withField.body).toMatch(/note/);

    const none = await formData({}, []);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/cart/files',
      payload: none.payload,
      headers: { ...none.headers, ...asBearer(ciara) },
    });
    expect(empty.statusCode).toBe(400);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerUserId, ciara.userId));
    expect(count[0]!.n).toBe(0);
  });
});

describe('the sweep', () => {
  it('empties carts nobody changed for 30 days, and forgets files no line has named for a day', async () => {
    const files = createFileStorage({ uploadsDir: path.join(t.dataDir, 'uploads') });
    const deps = { db: t.database.db, files, log: t.app.log };
    const db = t.database.db;
    const old = await newCustomer(t);
    const oldFile = await uploaded(old);
    await savedCart(old, [withFile(oldFile)], 0);
    const fresh = await newCustomer(t);
    const freshFile = await uploaded(fresh);
    await savedCart(fresh, [withFile(freshFile)], 0);
    const waiting = await uploaded(fresh, 'waiting.pdf');
    const abandoned = await uploaded(fresh, 'abandoned.pdf');

    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await db
      .update(carts)
      .set({ updatedAt: daysAgo(31) })
      .where(eq(carts.userId, old.userId));
    await db
      .update(uploadedFiles)
      .set({ createdAt: daysAgo(31) })
      .where(eq(uploadedFiles.id, oldFile.fileId));
    await db
      .update(uploadedFiles)
      .set({ createdAt: daysAgo(2) })
      .where(eq(uploadedFiles.id, abandoned.fileId));
    await db
      .update(uploadedFiles)
      .set({ createdAt: daysAgo(2) })
      .where(eq(uploadedFiles.id, freshFile.fileId));
    const abandonedKey = (await fileRow(abandoned.fileId))!.storageKey;

    const swept = await sweepCarts(deps, now);
    expect(swept.carts).toBeGreaterThanOrEqual(1);
    expect((await getCart(old)).json()).toEqual({ items: [], version: 0 });
    expect(await fileRow(oldFile.fileId)).toBeUndefined();
    expect(await fileRow(abandoned.fileId)).toBeUndefined();
    expect(await onDisk(abandonedKey)).toBe(false);
    // A line's file stays however old it is; a file uploaded a moment ago may be on its way to a line.
    expect(await fileRow(freshFile.fileId)).toBeDefined();
    expect(await fileRow(waiting.fileId)).toBeDefined();
    expect((await getCart(fresh)).json<ServerCart>().items).toHaveLength(1);
    expect(
      (
        await readFile(
          path.join(t.dataDir, 'uploads', (await fileRow(freshFile.fileId))!.storageKey),
        )
      ).equals(pdf),
    ).toBe(true);
  });
});
