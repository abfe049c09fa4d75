import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { asBearer, type Session } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
  storagePrices,
  variations,
} from '#src/db/schema/catalog';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import type { OrderCard } from '#src/shared/schemas/orders';
import { fromCents } from '#src/shared/domain/money';

export type Line = Record<string, unknown>;

/**
 * What the orders route tests share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them), a bed and a
 * footstool of our own whose prices are known, order lines of them, and the buyer's
 * reads. Call it once, at the top of the file.
 */
export function setUpOrdersTestApp() {
  let t: TestApp;
  const ids = {
    stocked: 0,
    bed: 0,
    stool: 0,
    gone: 0,
    single: 0,
    king: 0,
    velvet: 0,
    linen: 0,
    moss: 0,
    ink: 0,
    oat: 0,
  };
  const storage = { ottomanBase: 0, cloudBase: 0 };

  /** A bed and a footstool of our own, so every price below is known. */
  async function seedTestProducts() {
    const db = t.database.db;
    const categoryId = async (name: string) =>
      (
        await db
          .select()
          .from(categories)
          .where(sql`lower(${categories.categoryName}) = ${name}`)
      )[0]!.id;
    const beds = await categoryId('beds');
    const footstools = await categoryId('footstools');
    const [stored] = await db
      .select()
      .from(storagePrices)
      .where(eq(storagePrices.categoryId, beds));
    Object.assign(storage, {
      ottomanBase: fromCents(stored!.ottomanBaseCents),
      cloudBase: fromCents(stored!.cloudBaseCents),
    });

    const [single, king] = await db
      .insert(sizes)
      .values([
        { size: 'Test Single', multiplier: 1, length: 190, width: 90, height: 40 },
        { size: 'Test King', multiplier: 1.5, length: 200, width: 150, height: 40 },
      ])
      .returning();
    const [velvet, linen] = await db
      .insert(fabrics)
      .values([{ fabricName: 'Test Velvet' }, { fabricName: 'Test Linen' }])
      .returning();
    const [moss, ink, oat] = await db
      .insert(fabricColors)
      .values([
        { fabricId: velvet!.id, colorName: 'Moss' },
        { fabricId: velvet!.id, colorName: 'Ink' },
        { fabricId: linen!.id, colorName: 'Oat' },
      ])
      .returning();
    const [stocked] = await db
      .insert(products)
      .values({ productName: 'Test Stock Stool', sku: 'TST-STK-1', priceCents: 6000, stock: 5 })
      .returning();
    await db.insert(productCategories).values({ productId: stocked!.id, categoryId: footstools });
    await db.insert(productSizes).values({ productId: stocked!.id, sizeId: single!.id });
    const [bed, stool, gone] = await db
      .insert(products)
      .values([
        { productName: 'Test Divan Bed', sku: 'TST-BED-1', priceCents: 30000, stock: 0 },
        { productName: 'Test Footstool', sku: 'TST-STL-1', priceCents: 8000, stock: -1 },
        { productName: 'Test Old Bed', sku: 'TST-OLD-1', priceCents: 9000, status: 'unavailable' },
      ])
      .returning();
    await db.insert(productCategories).values([
      { productId: bed!.id, categoryId: beds },
      { productId: stool!.id, categoryId: footstools },
      { productId: gone!.id, categoryId: beds },
    ]);
    await db.insert(productSizes).values([
      { productId: bed!.id, sizeId: single!.id },
      { productId: bed!.id, sizeId: king!.id },
      { productId: stool!.id, sizeId: single!.id },
      { productId: gone!.id, sizeId: single!.id },
    ]);
    await db.insert(productFabrics).values([
      { productId: bed!.id, fabricId: velvet!.id },
      { productId: bed!.id, fabricId: linen!.id },
    ]);
    await db.insert(variations).values([
      {
        productId: bed!.id,
        sizeId: single!.id,
        fabricId: velvet!.id,
        fabricColorId: moss!.id,
        priceCents: 40000,
      },
      {
        productId: bed!.id,
        sizeId: king!.id,
        fabricId: velvet!.id,
        fabricColorId: moss!.id,
        priceCents: 55000,
      },
      { productId: bed!.id, sizeId: single!.id, priceCents: 35000 },
    ]);
    Object.assign(ids, {
      stocked: stocked!.id,
      bed: bed!.id,
      stool: stool!.id,
      gone: gone!.id,
      single: single!.id,
      king: king!.id,
      velvet: velvet!.id,
      linen: linen!.id,
      moss: moss!.id,
      ink: ink!.id,
      oat: oat!.id,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedTestProducts();
  });
  afterAll(() => t.close());

  const kingMossOttoman = (overrides: Line = {}): Line => ({
    productId: ids.bed,
    sizeId: ids.king,
    fabricId: ids.velvet,
    fabricColorId: ids.moss,
    price: 1, // what a tampered client might claim
    quantity: 2,
    isStorageCharges: true,
    referenceNumber: 'ROOM-12',
    storageType: 'Ottoman',
    special_quote: { text: '', fileBase64: null, fileName: null },
    ...overrides,
  });
  const stoolLine = (overrides: Line = {}): Line => ({
    productId: ids.stool,
    sizeId: ids.single,
    fabricId: null,
    fabricColorId: null,
    quantity: 1,
    referenceNumber: 'LOBBY',
    storageType: 'Non Ottoman',
    ...overrides,
  });

  const details = async (s: Session) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(s) })).json<{
      available_credit: number;
      credit_limit: number;
    }>();

  const cancel = (s: Session, id: number | string) =>
    t.app.inject({ method: 'PUT', url: `/api/order/order-cancelled/${id}`, headers: asBearer(s) });

  /** GET /api/order/user-orders as `s`, with a query string. */
  const userOrders = (s: Session, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/order/user-orders?${query}`, headers: asBearer(s) });

  const ordersOf = async (s: Session) =>
    (await userOrders(s)).json<{ orders: OrderCard[] }>().orders;

  /** Moves an order to a delivery status, as staff would. */
  async function setDeliveryStatus(orderId: number, name: string) {
    const [status] = await t.database.db
      .select()
      .from(deliveryStatuses)
      .where(eq(deliveryStatuses.deliveryStatus, name));
    await t.database.db
      .update(orders)
      .set({ deliveryStatusId: status!.id })
      .where(eq(orders.id, orderId));
  }

  const orderCount = async (userId: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.userId, userId))).length;

  return {
    testApp: () => t,
    ids,
    storage,
    kingMossOttoman,
    stoolLine,
    details,
    cancel,
    userOrders,
    ordersOf,
    setDeliveryStatus,
    orderCount,
  };
}
