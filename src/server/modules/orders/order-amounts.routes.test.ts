/**
 * Exact money through the API (docs/business-rules.md "Prices"): for random catalogues and
 * random carts, placed as a buyer places them, every amount on the wire has at most 2
 * decimals, the VAT of each line is 23% of its unit price rounded once, and the lines add
 * up to the order to the cent. The expected amounts are worked out here in BigInt, not by
 * the shop's own pricing code. Runs on both engines (api-pglite, api-postgres).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { categories, products, sizes, storagePrices, variations } from '#src/db/schema/catalog';
import { toCents } from '#src/shared/domain/money';
import type { OrderCard, OrderQuote, PlacedOrder } from '#src/shared/schemas/orders';
import { setUpOrdersTestApp } from './orders.test-setup';

const shared = setUpOrdersTestApp();
const { ids } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

/** a / b rounded half away from zero (b > 0), in BigInt: the reference rule. */
const rounded = (a: bigint, b: bigint) => {
  const n = a < 0n ? -a : a;
  const q = (2n * n + b) / (2n * b);
  return Number(a < 0n ? -q : q);
};

const AMOUNT_KEYS =
  /"(subtotal|vat|total|total_price|unit_price|price|available_credit)":(-?[0-9.eE+-]+)/g;

/** Every amount in a raw JSON answer, with its key; none may have more than 2 decimals. */
function amountsOf(body: string) {
  return [...body.matchAll(AMOUNT_KEYS)].map(([, key, value]) => ({ key, value: value! }));
}

const FABRICS = { moss: 'velvet', ink: 'velvet', oat: 'linen' } as const;
type Colour = keyof typeof FABRICS;

const lineArb = fc.record({
  bed: fc.boolean(),
  king: fc.boolean(),
  colour: fc.constantFrom<Colour>('moss', 'ink', 'oat'),
  storageType: fc.constantFrom('Non Ottoman', 'Ottoman', 'Cloud Storage'),
  quantity: fc.integer({ min: 1, max: 40 }),
});

const shopArb = fc.record({
  bedCents: fc.integer({ min: 1, max: 900_000 }),
  stoolCents: fc.integer({ min: 1, max: 90_000 }),
  // Single/velvet/moss, king/velvet/moss, single with no fabric: the fixture's variations.
  variationCents: fc.tuple(
    fc.integer({ min: 1, max: 900_000 }),
    fc.integer({ min: 1, max: 900_000 }),
    fc.integer({ min: 1, max: 900_000 }),
  ),
  ottomanCents: fc.integer({ min: 0, max: 90_000 }),
  cloudCents: fc.integer({ min: 0, max: 90_000 }),
  kingThousandths: fc.integer({ min: 500, max: 3_000 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
});

describe('amounts on the wire, for random carts (property)', () => {
  it('are exact to the cent from the catalogue to the order and its quote', async () => {
    const db = t.database.db;
    const [beds] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryName, 'Beds'));
    const bedVariations = await db
      .select({ id: variations.id, sizeId: variations.sizeId, fabricId: variations.fabricId })
      .from(variations)
      .where(eq(variations.productId, ids.bed))
      .orderBy(variations.id);
    expect(bedVariations.map((v) => [v.sizeId, v.fabricId])).toEqual([
      [ids.single, ids.velvet],
      [ids.king, ids.velvet],
      [ids.single, null],
    ]);

    await fc.assert(
      fc.asyncProperty(shopArb, async (shop) => {
        // The catalogue as staff might price it today.
        await db
          .update(products)
          .set({ priceCents: shop.bedCents })
          .where(eq(products.id, ids.bed));
        await db
          .update(products)
          .set({ priceCents: shop.stoolCents })
          .where(eq(products.id, ids.stool));
        for (const [i, v] of bedVariations.entries()) {
          await db
            .update(variations)
            .set({ priceCents: shop.variationCents[i]! })
            .where(eq(variations.id, v.id));
        }
        await db
          .update(storagePrices)
          .set({ ottomanBaseCents: shop.ottomanCents, cloudBaseCents: shop.cloudCents })
          .where(eq(storagePrices.categoryId, beds!.id));
        await db
          .update(sizes)
          .set({ multiplier: shop.kingThousandths / 1000 })
          .where(eq(sizes.id, ids.king));

        const items = shop.lines.map((line, i) => {
          const bed = line.bed;
          const colour = line.colour;
          return {
            productId: bed ? ids.bed : ids.stool,
            sizeId: bed && line.king ? ids.king : ids.single,
            fabricId: bed ? ids[FABRICS[colour]] : null,
            fabricColorId: bed ? ids[colour] : null,
            quantity: line.quantity,
            referenceNumber: `ROOM-${i + 1}`,
            storageType: bed ? line.storageType : 'Non Ottoman',
          };
        });
        // What each unit must cost: the variation of size, fabric and colour, else the
        // size's own, else the product's price; plus storage × the size multiplier.
        const expectedUnits = shop.lines.map((line) => {
          if (!line.bed) return shop.stoolCents;
          const moss = line.colour === 'moss';
          const base = line.king
            ? moss
              ? shop.variationCents[1]
              : shop.bedCents
            : moss
              ? shop.variationCents[0]
              : shop.variationCents[2];
          const surcharge =
            line.storageType === 'Ottoman'
              ? shop.ottomanCents
              : line.storageType === 'Cloud Storage'
                ? shop.cloudCents
                : 0;
          const multiplier = line.king ? shop.kingThousandths : 1000;
          return base + rounded(BigInt(surcharge) * BigInt(multiplier), 1000n);
        });
        const expectedVats = expectedUnits.map((unit) => rounded(BigInt(unit) * 23n, 100n));
        const expectedTotals = expectedUnits.map(
          (unit, i) => (unit + expectedVats[i]!) * shop.lines[i]!.quantity,
        );
        const orderTotal = expectedTotals.reduce((sum, total) => sum + total, 0);

        const buyer = await newCustomer(t, { creditLimit: 100_000_000 });

        // The quote the cart and checkout show.
        const quoted = await t.app.inject({
          method: 'POST',
          url: '/api/order/quote',
          payload: { items },
          headers: asBearer(buyer),
        });
        expect(quoted.statusCode, quoted.body).toBe(200);
        for (const { key, value } of amountsOf(quoted.body)) {
          expect(value, key).toMatch(/^-?\d+(\.\d{1,2})?$/);
        }
        const quote = quoted.json<OrderQuote>();
        expect(
          quote.lines.map((l) => ('price' in l ? [toCents(l.price), toCents(l.vat)] : l)),
        ).toEqual(expectedUnits.map((unit, i) => [unit, expectedVats[i]]));
        expect(toCents(quote.total)).toBe(orderTotal);

        // The order itself.
        const placedResponse = await placeOrder(t, buyer, items);
        expect(placedResponse.statusCode, placedResponse.body).toBe(201);
        for (const { key, value } of amountsOf(placedResponse.body)) {
          expect(value, key).toMatch(/^-?\d+(\.\d{1,2})?$/);
        }
        const placed = placedResponse.json<PlacedOrder>();
        expect(placed.orders.map((o) => toCents(o.total_price))).toEqual(expectedTotals);
        expect(toCents(placed.total)).toBe(orderTotal);
        expect(toCents(placed.subtotal) + toCents(placed.vat)).toBe(orderTotal);
        expect(toCents(placed.available_credit)).toBe(10_000_000_000 - orderTotal);

        // The buyer's orders, as My Orders reads them.
        const listed = await t.app.inject({
          method: 'GET',
          url: '/api/order/user-orders',
          headers: asBearer(buyer),
        });
        for (const { key, value } of amountsOf(listed.body)) {
          expect(value, key).toMatch(/^-?\d+(\.\d{1,2})?$/);
        }
        const cards = listed
          .json<{ orders: OrderCard[] }>()
          .orders.sort((a, b) =>
            a.referenceNumber.localeCompare(b.referenceNumber, 'en', { numeric: true }),
          );
        expect(
          cards.map((c) => [toCents(c.unit_price), toCents(c.vat), toCents(c.total_price)]),
        ).toEqual(expectedUnits.map((unit, i) => [unit, expectedVats[i], expectedTotals[i]]));
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
