import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, newCustomer, type Session } from '#test/customers';
import { formData } from '#test/multipart';
import type { TestApp } from '#test/test-app';
import {
  productCategories,
  productFabrics,
  products,
  productSizes,
  variations,
} from '#src/db/schema/catalog';
import { unitPrice } from '#test/prices';
import type { PlacedOrder } from '#src/shared/schemas/orders';
import { setUpCatalogueSetupTestApp } from './catalogue-setup.test-setup';

const shared = setUpCatalogueSetupTestApp();
const { call, listCategories, listSizes, auditOf } = shared;
let t: TestApp;
let bedsId: number;
beforeAll(() => {
  t = shared.testApp();
  bedsId = shared.bedsId();
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
