import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer } from '#test/customers';
import { formData } from '#test/multipart';
import type { TestApp } from '#test/test-app';
import { orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  PRODUCT_CHANGED,
  SKU_TAKEN,
  type AdminProduct,
  type AdminProductList,
  type ProductFormOptions,
} from '#src/shared/schemas/admin-products';
import { ORDER_PLACED, type PlacedOrder } from '#src/shared/schemas/orders';
import { dataPaths } from '../../config';
import { setUpAdminProductsTestApp } from './products.test-setup';

const shared = setUpAdminProductsTestApp();
const { call, pick, productBody, create, editable, png, upload, storefront } = shared;
let t: TestApp;
let options: ProductFormOptions;
beforeAll(() => {
  t = shared.testApp();
  options = shared.options();
});

describe('a product made in the console, on the storefront', () => {
  it('is created with sizes, fabrics, a variation grid and an image, and a trade user sees and orders it at once', async () => {
    const buyer = await newCustomer(t, { creditLimit: 10_000 });
    const single = pick(options.sizes, '3ft Single');
    const king = pick(options.sizes, '5ft King');
    const velvet = pick(options.fabrics, 'Plush Velvet');
    const [silver, charcoal] = velvet.colors;

    const product = await create({
      product_name: 'Console Ottoman Footstool',
      sizeIds: [single.id, king.id],
      fabricIds: [velvet.id],
    });
    expect(product).toMatchObject({
      sizeIds: [single.id, king.id].sort((a, b) => a - b),
      fabricIds: [velvet.id],
      status: 'available',
      price_euro: 99.5,
    });
    // Warm the storefront's cache before the grid exists.
    expect((await storefront(buyer, product.id)).json()).toMatchObject({ variations: [] });

    const grid = await call('PUT', `/api/admin/products/${product.id}/variations`, {
      rows: [
        { sizeId: single.id, fabricId: velvet.id, fabricColorId: silver!.id, price_euro: 120 },
        { sizeId: king.id, fabricId: velvet.id, fabricColorId: charcoal!.id, price_euro: 175.25 },
        { sizeId: king.id, fabricId: null, fabricColorId: null, price_euro: 160 },
      ],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json<{ variations: unknown[] }>().variations).toHaveLength(3);

    const uploaded = await upload(product.id, [{ name: 'photo.png', bytes: await png() }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [image] = uploaded.json<{ images: Array<{ id: number; image_url: string }> }>().images;
    expect(image!.image_url).toMatch(/^\/media\/products\/uploads\/.+\.webp$/);
    const file = path.join(dataPaths(t.dataDir).publicMedia, image!.image_url);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const served = await t.app.inject({ method: 'GET', url: image!.image_url });
    expect(served.statusCode).toBe(200);

    // The storefront's cache was dropped by the change notification.
    await expect
      .poll(
        async () =>
          (await storefront(buyer, product.id)).json<{ variations: unknown[] }>().variations.length,
      )
      .toBe(3);
    const page = (await storefront(buyer, product.id)).json<{
      product: { product_image: string; Sizes: unknown[]; Fabrics: unknown[]; description: string };
      variations: Array<{ sizeId: number; fabricColorId: number | null; price_euro: number }>;
    }>();
    expect(page.product.product_image).toBe(image!.image_url);
    expect(page.product.Sizes).toHaveLength(2);
    expect(page.product.Fabrics).toHaveLength(1);
    expect(page.variations.find((v) => v.fabricColorId === charcoal!.id)?.price_euro).toBe(175.25);
    // Visitors see the product but not its prices.
    const visitor = (await storefront(undefined, product.id)).json<{
      variations: Array<{ price_euro: number | null }>;
    }>();
    expect(visitor.variations.every((v) => v.price_euro === null)).toBe(true);

    const { payload, headers } = await formData({
      items: JSON.stringify([
        {
          productId: product.id,
          sizeId: king.id,
          fabricId: velvet.id,
          fabricColorId: charcoal!.id,
          price: 1,
          quantity: 2,
          isStorageCharges: false,
          referenceNumber: 'ROOM-7',
          storageType: 'Non Ottoman',
          special_quote: { text: '', fileBase64: null, fileName: null },
        },
      ]),
      shipping_address: '3 Main Street, Sligo, F91 K2P4',
    });
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload,
      headers: { ...headers, ...asBearer(buyer) },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json<PlacedOrder>()).toMatchObject({ message: ORDER_PLACED, subtotal: 350.5 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(row).toMatchObject({ productId: product.id, quantity: 2 });
  });

  it('shows an edit on the storefront at once and records before and after', async () => {
    const product = await create({ product_name: 'Before Rename' });
    const buyer = await newCustomer(t);
    expect((await storefront(buyer, product.id)).json()).toMatchObject({
      product: { product_name: 'Before Rename' },
    });
    const fields = editable(product);
    const saved = await call('PUT', `/api/admin/products/${product.id}`, {
      ...fields,
      product_name: 'After Rename',
      price_euro: 105,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await storefront(buyer, product.id)).json<{ product: { product_name: string } }>()
            .product.product_name,
      )
      .toBe('After Rename');

    const audit = await call('GET', `/api/admin/audit?entityType=product&entityId=${product.id}`);
    expect(audit.json()).toMatchObject({
      entries: [
        {
          action: 'updated',
          before: { product_name: 'Before Rename', price_euro: 99.5 },
          after: { product_name: 'After Rename', price_euro: 105 },
          actorEmail: DEMO_ACCOUNTS.admin.email,
        },
        { action: 'created', before: null },
      ],
    });
  });
});

describe('POST/PUT /api/admin/products', () => {
  it('refuses a SKU another product has, whatever its case, with 409', async () => {
    const first = await create({ sku: 'DUP-SKU-1' });
    const again = await call('POST', '/api/admin/products', productBody({ sku: 'dup-sku-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: SKU_TAKEN('dup-sku-1'),
      errors: [{ field: 'sku', message: SKU_TAKEN('dup-sku-1') }],
    });
    const other = await create();
    const rename = await call(
      'PUT',
      `/api/admin/products/${other.id}`,
      productBody({ sku: 'Dup-Sku-1' }),
    );
    expect(rename.statusCode).toBe(409);
    // Saving a product under its own SKU is fine.
    const same = await call(
      'PUT',
      `/api/admin/products/${first.id}`,
      productBody({ sku: 'DUP-SKU-1' }),
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a save from a form opened before someone else saved the details (409), not one after a picture was added', async () => {
    const product = await create({ product_name: 'Two Tabs Bed', price_euro: 299 });
    const opened = product.editVersion;
    expect(opened).toBeGreaterThan(0);
    // A picture added meanwhile does not make the open form out of date.
    expect(
      (await upload(product.id, [{ name: 'side.png', bytes: await png(800, 600) }])).statusCode,
    ).toBe(201);
    const first = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody({
        sku: product.sku,
        product_name: 'Two Tabs Bed',
        price_euro: 311,
        editVersion: opened,
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ product: AdminProduct }>().product.editVersion).toBeGreaterThan(opened);

    // The second tab, opened before the first saved, would put the old price back.
    const second = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody({
        sku: product.sku,
        product_name: 'Renamed Elsewhere',
        price_euro: 299,
        editVersion: opened,
      }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: PRODUCT_CHANGED });
    const now = (await call('GET', `/api/admin/products/${product.id}`)).json<{
      product: AdminProduct;
    }>();
    expect(now.product).toMatchObject({ product_name: 'Two Tabs Bed', price_euro: 311 });
  });

  it('sanitises the description before saving it', async () => {
    const product = await create({
      description:
        '<p onclick="steal()">Deep <em>buttoned</em></p><script>alert(1)</script><a href="javascript:x()">x</a><img src=x onerror=alert(1)>',
    });
    expect(product.description).not.toMatch(/script|onclick|javascript:|onerror/);
    expect(product.description).toContain('<em>buttoned</em>');
  });

  it('answers field errors for bad prices, stock and unknown links', async () => {
    const bad = await call('POST', '/api/admin/products', {
      ...productBody(),
      price_euro: 10.555,
      stock: -2,
      product_name: '',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['price_euro', 'stock', 'product_name']));

    const unknown = await call('POST', '/api/admin/products', productBody({ sizeIds: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'sizeIds' }] });
    expect((await call('PUT', '/api/admin/products/999999', productBody())).statusCode).toBe(404);
  });
});

describe('archiving and the list', () => {
  it('lists archived products for staff, filters by status, search and category, and hides them from the storefront', async () => {
    const product = await create({ product_name: 'Zanzibar Archive Stool' });
    const buyer = await newCustomer(t);
    const search = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/product/search',
          payload: { search: 'zanzibar', page: 1, limit: 10 },
          headers: asBearer(buyer),
        })
      )
        .json<{ products: Array<{ id: number }> }>()
        .products.map((p) => p.id);
    expect(await search()).toEqual([product.id]);

    const archived = await call('POST', `/api/admin/products/${product.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ product: { status: 'archived' } });
    await expect.poll(search).toEqual([]);
    await expect.poll(async () => (await storefront(buyer, product.id)).statusCode).toBe(404);

    const list = (query: string) =>
      call('GET', `/api/admin/products?${query}`).then((r) => r.json<AdminProductList>());
    const found = await list('search=zanzibar');
    expect(found.products.map((p) => [p.id, p.status])).toEqual([[product.id, 'archived']]);
    expect((await list('search=zanzibar&status=available')).total).toBe(0);
    const footstools = pick(options.categories, 'Footstools').id;
    expect((await list(`search=zanzibar&category=${footstools}`)).total).toBe(1);
    const all = await list('page=1&limit=5');
    expect(all.products).toHaveLength(5);
    expect(all.total).toBeGreaterThan(40);
  });
});
