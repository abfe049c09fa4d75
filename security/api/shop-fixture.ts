import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { asBearer, placeOrder, signIn, type Session } from '../../test/customers';
import { pdf } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { passwordResetTokens, users } from '../../src/db/schema/accounts';
import {
  companies,
  companyInvitations,
  companyMembers,
  companySites,
  creditLimitChanges,
} from '../../src/db/schema/companies';
import { auditLog } from '../../src/db/schema/audit';
import { news, siteAssets } from '../../src/db/schema/content';
import { uploadedFiles } from '../../src/db/schema/files';
import { callbackRequests, contactMessages } from '../../src/db/schema/inbox';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  storagePrices,
  variations,
} from '../../src/db/schema/catalog';
import {
  checkouts,
  deliveryStatuses,
  idempotencyKeys,
  orderEvents,
  orders,
} from '../../src/db/schema/orders';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import type { OrderCard, PlacedOrder } from '../../src/shared/schemas/orders';
import { fromCents } from '../../src/shared/domain/money';

/**
 * What the security probes share: a bed and a footstool of their own with known prices,
 * placing orders through the API, and looking at what the database holds.
 */

export interface Catalogue {
  bed: number;
  stool: number;
  single: number;
  king: number;
  velvet: number;
  moss: number;
  storage: { ottomanBase: number; cloudBase: number };
}

export async function seedCatalogue(t: TestApp): Promise<Catalogue> {
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
  const [stored] = await db.select().from(storagePrices).where(eq(storagePrices.categoryId, beds));
  const [single, king] = await db
    .insert(sizes)
    .values([
      { size: 'Probe Single', multiplier: 1, length: 190, width: 90, height: 40 },
      { size: 'Probe King', multiplier: 1.5, length: 200, width: 150, height: 40 },
    ])
    .returning();
  const [velvet] = await db.insert(fabrics).values({ fabricName: 'Probe Velvet' }).returning();
  const [moss] = await db
    .insert(fabricColors)
    .values({ fabricId: velvet!.id, colorName: 'Probe Moss' })
    .returning();
  const [bed, stool] = await db
    .insert(products)
    .values([
      { productName: 'Probe Divan Bed', sku: 'PRB-BED-1', priceCents: 41235, stock: 0 },
      { productName: 'Probe Footstool', sku: 'PRB-STL-1', priceCents: 7999, stock: 1000 },
    ])
    .returning();
  await db.insert(productCategories).values([
    { productId: bed!.id, categoryId: beds },
    { productId: stool!.id, categoryId: footstools },
  ]);
  await db.insert(productSizes).values([
    { productId: bed!.id, sizeId: single!.id },
    { productId: bed!.id, sizeId: king!.id },
    { productId: stool!.id, sizeId: single!.id },
  ]);
  await db.insert(productFabrics).values({ productId: bed!.id, fabricId: velvet!.id });
  return {
    bed: bed!.id,
    stool: stool!.id,
    single: single!.id,
    king: king!.id,
    velvet: velvet!.id,
    moss: moss!.id,
    storage: {
      ottomanBase: fromCents(stored!.ottomanBaseCents),
      cloudBase: fromCents(stored!.cloudBaseCents),
    },
  };
}

export type Line = Record<string, unknown>;

export const stoolLine = (c: Catalogue, overrides: Line = {}): Line => ({
  productId: c.stool,
  sizeId: c.single,
  fabricId: null,
  fabricColorId: null,
  quantity: 1,
  referenceNumber: 'LOBBY',
  storageType: 'Non Ottoman',
  ...overrides,
});

export const bedLine = (c: Catalogue, overrides: Line = {}): Line => ({
  productId: c.bed,
  sizeId: c.king,
  fabricId: c.velvet,
  fabricColorId: c.moss,
  quantity: 2,
  referenceNumber: 'ROOM-12',
  storageType: 'Ottoman',
  ...overrides,
});

/** One order with a special-quote file, placed by `session`; its card. */
export async function orderWithQuoteFile(t: TestApp, c: Catalogue, session: Session, ref: string) {
  const response = await placeOrder(
    t,
    session,
    [
      bedLine(c, {
        quantity: 1,
        referenceNumber: ref,
        special_quote: { text: 'Headboard 10 cm higher', fileName: 'drawing.pdf' },
      }),
    ],
    { files: [{ name: 'drawing.pdf', bytes: pdf }] },
  );
  expect(response.statusCode, response.body).toBe(201);
  const placed = response.json<PlacedOrder>();
  const cards = await ordersOf(t, session);
  return cards.find((card) => card.id === placed.orders[0]!.id)!;
}

export async function ordersOf(t: TestApp, session: Session) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/order/user-orders',
    headers: asBearer(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ orders: OrderCard[] }>().orders;
}

export const staff = (t: TestApp) =>
  signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

const WATCHED = [
  users,
  companies,
  companyMembers,
  companySites,
  companyInvitations,
  creditLimitChanges,
  passwordResetTokens,
  auditLog,
  categories,
  products,
  productImages,
  sizes,
  fabrics,
  fabricColors,
  productSizes,
  productFabrics,
  productCategories,
  variations,
  storagePrices,
  news,
  siteAssets,
  uploadedFiles,
  contactMessages,
  callbackRequests,
  deliveryStatuses,
  checkouts,
  orders,
  orderEvents,
  idempotencyKeys,
];

/** What every table but the sessions holds, to prove that a refused request changed nothing. */
export async function snapshot(t: TestApp): Promise<string> {
  const tables = await Promise.all(
    WATCHED.map(async (table) => {
      const rows = await t.database.db.select().from(table);
      return rows.map((row) => JSON.stringify(row)).sort();
    }),
  );
  return JSON.stringify(tables);
}

/** A concrete URL for a route pattern: each parameter by name, else `fallback`. */
export function concrete(url: string, values: Record<string, string | number>, fallback = '1') {
  return url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => String(values[name] ?? fallback))
    .replace(/\*$/, 'x');
}
