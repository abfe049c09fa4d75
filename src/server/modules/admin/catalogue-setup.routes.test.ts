import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, asCookie, newCustomer, signIn, type Session } from '#test/customers';
import { formData } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  categories,
  productCategories,
  productFabrics,
  products,
  productSizes,
  variations,
} from '#src/db/schema/catalog';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { unitPrice } from '#test/prices';
import {
  BEDS_KEEPS_NAME,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_EMPTY,
  CATEGORY_ORDER_STALE,
  COLOR_NAME_TAKEN,
  FABRIC_NAME_TAKEN,
  MULTIPLIER_MESSAGE,
  SIZE_NAME_TAKEN,
  SWATCH_WRONG_TYPE,
  type AdminCategory,
  type AdminFabric,
  type AdminSize,
} from '#src/shared/schemas/admin-catalogue-setup';
import type { PlacedOrder } from '#src/shared/schemas/orders';

let t: TestApp;
let staff: Session;
let bedsId = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const [beds] = await t.database.db
    .select()
    .from(categories)
    .where(sql`lower(${categories.categoryName}) = 'beds'`);
  bedsId = beds!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, session: Session = staff) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    // Staff use the console in a browser: cookie and XSRF header.
    headers: asCookie(session),
  });

const listCategories = async () =>
  (await call('GET', '/api/admin/categories')).json<{ categories: AdminCategory[] }>().categories;
const listSizes = async () =>
  (await call('GET', '/api/admin/sizes')).json<{ sizes: AdminSize[] }>().sizes;
const listFabrics = async () =>
  (await call('GET', '/api/admin/fabrics')).json<{ fabrics: AdminFabric[] }>().fabrics;
const auditOf = async (entityType: string, entityId: number | string) =>
  (await call('GET', `/api/admin/audit?entityType=${entityType}&entityId=${entityId}`)).json<{
    entries: Array<{ action: string; before: unknown; after: unknown }>;
  }>().entries;

async function createCategory(name: string) {
  const response = await call('POST', '/api/admin/categories', { category_name: name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('categories', () => {
  it('creates a category last in the list, with a history entry by the staff member', async () => {
    const id = await createCategory('Headboards Test');
    const list = await listCategories();
    expect(list.at(-1)).toMatchObject({ id, category_name: 'Headboards Test', product_count: 0 });
    const [entry] = await auditOf('category', id);
    expect(entry).toMatchObject({ action: 'created', after: { category_name: 'Headboards Test' } });
    // The storefront's list shows it at once.
    const storefront = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(storefront.json<{ categories: Array<{ id: number }> }>().categories).toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('refuses a name another category has, whatever its case, with 409 on the field', async () => {
    const response = await call('POST', '/api/admin/categories', { category_name: 'BEDS' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: CATEGORY_NAME_TAKEN,
      errors: [{ field: 'category_name', message: CATEGORY_NAME_TAKEN }],
    });
    const id = await createCategory('Mirrors Test');
    const rename = await call('PUT', `/api/admin/categories/${id}`, { category_name: 'beds' });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses a blank name and unknown fields with messages per field', async () => {
    const blank = await call('POST', '/api/admin/categories', { category_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: [{ field: 'category_name', message: 'Category name is required' }],
    });
    const extra = await call('POST', '/api/admin/categories', {
      category_name: 'Ok',
      sort_order: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ errors: [{ field: 'sort_order' }] });
  });

  it('renames a category, recording before and after', async () => {
    const id = await createCategory('Lamps Tset');
    const response = await call('PUT', `/api/admin/categories/${id}`, {
      category_name: 'Lamps Test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listCategories()).find((c) => c.id === id)?.category_name).toBe('Lamps Test');
    expect((await auditOf('category', id))[0]).toMatchObject({
      action: 'renamed',
      before: { category_name: 'Lamps Tset' },
      after: { category_name: 'Lamps Test' },
    });
  });

  it('keeps the Beds category’s name (storage and lead times hang on it) but lets its case change', async () => {
    const response = await call('PUT', `/api/admin/categories/${bedsId}`, {
      category_name: 'Bedsteads',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: BEDS_KEEPS_NAME });
    const same = await call('PUT', `/api/admin/categories/${bedsId}`, { category_name: 'Beds' });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown category and 400 for an id that is not one', async () => {
    expect(
      (await call('PUT', '/api/admin/categories/999999', { category_name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/categories/abc', { category_name: 'X' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
  });

  it('reorders the categories, and the storefront lists them in that order', async () => {
    const ids = (await listCategories()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const response = await call('PUT', '/api/admin/categories/order', { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listCategories()).map((c) => c.id)).toEqual(reversed);
    const storefront = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(
      storefront.json<{ categories: Array<{ id: number }> }>().categories.map((c) => c.id),
    ).toEqual(reversed);
    expect((await auditOf('category', 'order'))[0]).toMatchObject({
      action: 'reordered',
      after: { ids: reversed },
    });
  });

  it('refuses an order that leaves out a category or names one twice', async () => {
    const ids = (await listCategories()).map((c) => c.id);
    const missing = await call('PUT', '/api/admin/categories/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ message: CATEGORY_ORDER_STALE });
    const twice = await call('PUT', '/api/admin/categories/order', { ids: [ids[0], ...ids] });
    expect(twice.statusCode).toBe(400);
  });

  it('deletes an empty category and refuses one with products', async () => {
    const empty = await createCategory('Empty Test');
    expect((await call('DELETE', `/api/admin/categories/${empty}`)).statusCode).toBe(200);
    expect((await listCategories()).some((c) => c.id === empty)).toBe(false);
    expect((await auditOf('category', empty))[0]).toMatchObject({ action: 'deleted' });

    const full = await createCategory('Full Test');
    const [product] = await t.database.db
      .insert(products)
      .values({ productName: 'Test Lamp', sku: 'TST-LAMP-1', priceCents: 4000, status: 'archived' })
      .returning();
    await t.database.db
      .insert(productCategories)
      .values({ productId: product!.id, categoryId: full });
    const refused = await call('DELETE', `/api/admin/categories/${full}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CATEGORY_NOT_EMPTY(1) });
    expect((await listCategories()).find((c) => c.id === full)?.product_count).toBe(1);
  });

  it('never deletes the Beds category', async () => {
    const response = await call('DELETE', `/api/admin/categories/${bedsId}`);
    expect(response.statusCode).toBe(409);
  });
});

describe('sizes', () => {
  const sizeBody = (overrides: Record<string, unknown> = {}) => ({
    size: 'Test Emperor',
    length: 215,
    width: 200,
    height: null,
    multiplier: 1.75,
    ...overrides,
  });

  it('creates, changes and deletes an unused size', async () => {
    const created = await call('POST', '/api/admin/sizes', sizeBody());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await listSizes()).find((s) => s.id === id)).toMatchObject({
      size: 'Test Emperor',
      length: 215,
      height: null,
      multiplier: 1.75,
      product_count: 0,
    });
    const saved = await call('PUT', `/api/admin/sizes/${id}`, sizeBody({ multiplier: 1.875 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await listSizes()).find((s) => s.id === id)?.multiplier).toBe(1.875);
    expect((await auditOf('size', id))[0]).toMatchObject({
      action: 'updated',
      before: { multiplier: 1.75 },
      after: { multiplier: 1.875 },
    });
    expect((await call('DELETE', `/api/admin/sizes/${id}`)).statusCode).toBe(200);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['four decimals', 1.2345],
    ['a string', '1.5'],
  ])('refuses a multiplier that is %s', async (_name, multiplier) => {
    const response = await call('POST', '/api/admin/sizes', sizeBody({ size: 'Bad', multiplier }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'multiplier', message: MULTIPLIER_MESSAGE }],
    });
  });

  it('refuses a name another size has, whatever its case', async () => {
    const [first] = await listSizes();
    const response = await call(
      'POST',
      '/api/admin/sizes',
      sizeBody({ size: first!.size.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'size', message: SIZE_NAME_TAKEN }],
    });
  });

  it('refuses to delete a size a product uses, saying what uses it', async () => {
    const used = (await listSizes()).find((s) => s.product_count > 0)!;
    const response = await call('DELETE', `/api/admin/sizes/${used.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/it is used by \d+ products?/);
  });
});

describe('fabrics and colours', () => {
  it('adds a fabric and colours, renames and deletes them, all in the fabric’s history', async () => {
    const created = await call('POST', '/api/admin/fabrics', { fabric_name: 'Test Boucle' });
    expect(created.statusCode, created.body).toBe(201);
    const fabricId = created.json<{ id: number }>().id;
    const color = await call('POST', `/api/admin/fabrics/${fabricId}/colors`, {
      color_name: 'Cream',
    });
    expect(color.statusCode, color.body).toBe(201);
    const colorId = color.json<{ id: number }>().id;

    const duplicate = await call('POST', `/api/admin/fabrics/${fabricId}/colors`, {
      color_name: 'cream',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      errors: [{ field: 'color_name', message: COLOR_NAME_TAKEN }],
    });

    expect(
      (
        await call('PUT', `/api/admin/fabrics/${fabricId}/colors/${colorId}`, {
          color_name: 'Ivory',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/fabrics/${fabricId}`, { fabric_name: 'Test Bouclé' }))
        .statusCode,
    ).toBe(200);
    expect((await listFabrics()).find((f) => f.id === fabricId)).toMatchObject({
      fabric_name: 'Test Bouclé',
      colors: [{ id: colorId, color_name: 'Ivory', image_url: null }],
    });

    // A colour of another fabric is not this fabric's to change.
    const [other] = (await listFabrics()).filter((f) => f.id !== fabricId && f.colors.length);
    expect(
      (
        await call('PUT', `/api/admin/fabrics/${fabricId}/colors/${other!.colors[0]!.id}`, {
          color_name: 'X',
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/admin/fabrics/${fabricId}/colors/${colorId}`)).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/fabrics/${fabricId}`)).statusCode).toBe(200);
    expect((await auditOf('fabric', fabricId)).map((e) => e.action)).toEqual([
      'deleted',
      'color-deleted',
      'renamed',
      'color-renamed',
      'color-added',
      'created',
    ]);
  });

  it('refuses a fabric name that is taken', async () => {
    const [first] = await listFabrics();
    const response = await call('POST', '/api/admin/fabrics', {
      fabric_name: first!.fabric_name.toLowerCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: FABRIC_NAME_TAKEN });
  });

  it('refuses to delete a fabric or colour that variations use', async () => {
    const used = (await listFabrics()).find(
      (f) => f.variation_count > 0 && f.colors.some((c) => c.variation_count > 0),
    )!;
    const fabric = await call('DELETE', `/api/admin/fabrics/${used.id}`);
    expect(fabric.statusCode).toBe(409);
    expect(fabric.json<{ message: string }>().message).toMatch(/cannot be deleted: it is used by/);
    const color = used.colors.find((c) => c.variation_count > 0)!;
    const refused = await call('DELETE', `/api/admin/fabrics/${used.id}/colors/${color.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/variation/);
  });
});

describe('swatch pictures', () => {
  async function upload(
    fabricId: number,
    colorId: number,
    bytes: Buffer,
    name: string,
    type: string,
  ) {
    const { payload, headers } = await formData({}, [{ name, bytes, type }], 'file');
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/fabrics/${fabricId}/colors/${colorId}/swatch`,
      payload,
      headers: { ...headers, ...asCookie(staff) },
    });
  }

  it('stores an uploaded PNG as a small WebP under the public media folder', async () => {
    const fabricId = (
      await call('POST', '/api/admin/fabrics', { fabric_name: 'Test Swatch Fabric' })
    ).json<{ id: number }>().id;
    const colorId = (
      await call('POST', `/api/admin/fabrics/${fabricId}/colors`, { color_name: 'Rust' })
    ).json<{ id: number }>().id;
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#b7410e' },
    })
      .png()
      .toBuffer();

    const response = await upload(fabricId, colorId, png, 'rust.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ image_url: string }>().image_url;
    expect(url).toMatch(/^\/media\/swatches\/[0-9a-f-]+\.webp$/);

    const file = path.join(t.dataDir, 'uploads', 'public', url);
    const meta = await sharp(await readFile(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const color = (await listFabrics())
      .find((f) => f.id === fabricId)!
      .colors.find((c) => c.id === colorId);
    expect(color?.image_url).toBe(url);
    expect((await auditOf('fabric', fabricId))[0]).toMatchObject({
      action: 'swatch-replaced',
      after: { id: colorId, image_url: url },
    });
  });

  it('refuses a file that only claims to be a picture, and keeps nothing of it', async () => {
    const [fabric] = (await listFabrics()).filter((f) => f.colors.length);
    const color = fabric!.colors[0]!;
    const before = await readdir(path.join(t.dataDir, 'uploads', 'public', 'media', 'swatches'));
    const response = await upload(
      fabric!.id,
      color.id,
      Buffer.from('not a picture at all'),
      'fake.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'file', message: SWATCH_WRONG_TYPE }],
    });
    const after = await readdir(path.join(t.dataDir, 'uploads', 'public', 'media', 'swatches'));
    expect(after).toEqual(before);
    expect((await listFabrics()).find((f) => f.id === fabric!.id)!.colors[0]!.image_url).toBe(
      color.image_url,
    );
  });

  it('answers 404 for a colour that is not there', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(1, 999_999, png, 'x.png', 'image/png')).statusCode).toBe(404);
  });
});

describe('what a trade user is charged', () => {
  let buyer: Session;
  const ids = { product: 0, size: 0, fabric: 0, color: 0 };

  /** An Ottoman bed in our own size and fabric, so every price below is known. */
  beforeAll(async () => {
    buyer = await newCustomer(t, { creditLimit: 100_000 });
    ids.size = (
      await call('POST', '/api/admin/sizes', {
        size: 'Test Super King',
        length: 200,
        width: 180,
        height: null,
        multiplier: 1.5,
      })
    ).json<{ id: number }>().id;
    ids.fabric = (await call('POST', '/api/admin/fabrics', { fabric_name: 'Test Chenille' })).json<{
      id: number;
    }>().id;
    ids.color = (
      await call('POST', `/api/admin/fabrics/${ids.fabric}/colors`, { color_name: 'Slate' })
    ).json<{ id: number }>().id;
    const db = t.database.db;
    const [bed] = await db
      .insert(products)
      .values({ productName: 'Test Ottoman Bed', sku: 'TST-OTT-1', priceCents: 50_000 })
      .returning();
    ids.product = bed!.id;
    await db.insert(productCategories).values({ productId: bed!.id, categoryId: bedsId });
    await db.insert(productSizes).values({ productId: bed!.id, sizeId: ids.size });
    await db.insert(productFabrics).values({ productId: bed!.id, fabricId: ids.fabric });
    await db.insert(variations).values({
      productId: bed!.id,
      sizeId: ids.size,
      fabricId: ids.fabric,
      fabricColorId: ids.color,
      priceCents: 60_000,
    });
    const prices = await call('PUT', `/api/admin/storage-prices/${bedsId}`, {
      ottomanBase: 100,
      cloudBase: 150,
    });
    expect(prices.statusCode, prices.body).toBe(200);
  });

  async function orderOttoman(storageType = 'Ottoman') {
    const { payload, headers } = await formData({
      items: JSON.stringify([
        {
          productId: ids.product,
          sizeId: ids.size,
          fabricId: ids.fabric,
          fabricColorId: ids.color,
          price: 1,
          quantity: 1,
          isStorageCharges: true,
          referenceNumber: 'ROOM-7',
          storageType,
          special_quote: { text: '', fileBase64: null, fileName: null },
        },
      ]),
      shipping_address: '3 Main Street, Sligo, F91 K2P4',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload,
      headers: { ...headers, ...asBearer(buyer) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PlacedOrder>();
  }

  const storagePricesSeen = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/storage-prices?categoryId=${bedsId}`,
        headers: asBearer(buyer),
      })
    ).json<{ ottomanBase: number; cloudBase: number }>();

  it('charges the storage surcharge times the size multiplier, and a new multiplier at once', async () => {
    const first = await orderOttoman();
    const expected = (sizeMultiplier: number) =>
      unitPrice({
        basePrice: 600,
        storageType: 'Ottoman',
        storagePrices: { ottomanBase: 100, cloudBase: 150 },
        sizeMultiplier,
      });
    expect(first.subtotal).toBe(expected(1.5)); // 600 + 100 × 1.5

    const saved = await call('PUT', `/api/admin/sizes/${ids.size}`, {
      size: 'Test Super King',
      length: 200,
      width: 180,
      height: null,
      multiplier: 2.25,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await orderOttoman();
    expect(second.subtotal).toBe(expected(2.25)); // 600 + 100 × 2.25
    expect(second.subtotal).toBe(825);
  });

  it('shows a new storage price to the trade user on the next request and charges it', async () => {
    const response = await call('PUT', `/api/admin/storage-prices/${bedsId}`, {
      ottomanBase: 120.5,
      cloudBase: 175,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storagePricesSeen()).toMatchObject({ ottomanBase: 120.5, cloudBase: 175 });
    expect((await listCategories()).find((c) => c.id === bedsId)).toMatchObject({
      ottomanBase: 120.5,
      cloudBase: 175,
    });
    const size = (await listSizes()).find((s) => s.id === ids.size)!;
    const placed = await orderOttoman('Cloud Storage');
    expect(placed.subtotal).toBe(
      unitPrice({
        basePrice: 600,
        storageType: 'Cloud Storage',
        storagePrices: { ottomanBase: 120.5, cloudBase: 175 },
        sizeMultiplier: size.multiplier,
      }),
    );
    expect((await auditOf('storage-prices', bedsId))[0]).toMatchObject({
      action: 'updated',
      before: { ottomanBase: 100, cloudBase: 150 },
      after: { ottomanBase: 120.5, cloudBase: 175 },
    });
  });

  it.each([
    ['negative', { ottomanBase: -1, cloudBase: 0 }, 'ottomanBase'],
    ['three decimals', { ottomanBase: 1, cloudBase: 10.125 }, 'cloudBase'],
    ['missing', { ottomanBase: 1 }, 'cloudBase'],
  ])('refuses a storage price that is %s', async (_name, body, field) => {
    const response = await call('PUT', `/api/admin/storage-prices/${bedsId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field }] });
  });

  it('answers 404 for the storage prices of an unknown category', async () => {
    const response = await call('PUT', '/api/admin/storage-prices/999999', {
      ottomanBase: 1,
      cloudBase: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it('shows renamed colours and new multipliers on the product page at once (the cache is dropped)', async () => {
    const page = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/product/${ids.product}`,
          headers: asBearer(buyer),
        })
      ).json<{
        product: {
          Sizes: Array<{ id: number; multiplier: number }>;
          Fabrics: Array<{ fabricColors: Array<{ color_name: string }> }>;
        };
      }>().product;
    // Read twice: the second answer comes from the cache, without reading the catalogue.
    await page();
    t.queries.length = 0;
    expect((await page()).Fabrics[0]!.fabricColors[0]!.color_name).toBe('Slate');
    expect(t.queries.filter((q) => q.includes('fabric_colors'))).toEqual([]);

    await call('PUT', `/api/admin/fabrics/${ids.fabric}/colors/${ids.color}`, {
      color_name: 'Storm',
    });
    await call('PUT', `/api/admin/sizes/${ids.size}`, {
      size: 'Test Super King',
      length: 200,
      width: 180,
      height: null,
      multiplier: 1.6,
    });
    // The notification arrives within milliseconds of the commit.
    await vi.waitFor(async () => {
      const product = await page();
      expect(product.Fabrics[0]!.fabricColors[0]!.color_name).toBe('Storm');
      expect(product.Sizes.find((s) => s.id === ids.size)?.multiplier).toBe(1.6);
    });
  });

  it('refuses to delete a size, fabric or colour that orders use', async () => {
    // The product's links would stop the deletes too: take them away first.
    const db = t.database.db;
    await db.delete(variations).where(eq(variations.productId, ids.product));
    await db.delete(productSizes).where(eq(productSizes.productId, ids.product));
    await db.delete(productFabrics).where(eq(productFabrics.productId, ids.product));

    const size = await call('DELETE', `/api/admin/sizes/${ids.size}`);
    expect(size.statusCode).toBe(409);
    expect(size.json<{ message: string }>().message).toMatch(/used by \d+ orders/);
    const color = await call('DELETE', `/api/admin/fabrics/${ids.fabric}/colors/${ids.color}`);
    expect(color.statusCode).toBe(409);
    const fabric = await call('DELETE', `/api/admin/fabrics/${ids.fabric}`);
    expect(fabric.statusCode).toBe(409);
    expect(fabric.json<{ message: string }>().message).toMatch(/orders/);
  });
});
