import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basePriceOf,
  linePrice,
  orderTotals,
  unitPrice,
  vatOf,
  type StorageType,
  type VariationChoice,
} from './pricing';
import { divideRounded, toCents } from './money';

const storagePrices = { ottomanBase: 150, cloudBase: 95.5 };

describe('unitPrice (variation or product price + storage × size multiplier)', () => {
  it.each([
    { basePrice: 499, storageType: 'Non Ottoman', sizeMultiplier: 1.5, expected: 499 },
    { basePrice: 499, storageType: 'Ottoman', sizeMultiplier: 1, expected: 649 },
    { basePrice: 499, storageType: 'Ottoman', sizeMultiplier: 1.35, expected: 701.5 },
    { basePrice: 499, storageType: 'Cloud Storage', sizeMultiplier: 1.1, expected: 604.05 },
    { basePrice: 320.1, storageType: 'Cloud Storage', sizeMultiplier: null, expected: 415.6 },
    { basePrice: 0.1, storageType: 'Ottoman', sizeMultiplier: 0.333, expected: 50.05 },
  ] as const)('$basePrice with $storageType × $sizeMultiplier = $expected', (row) => {
    expect(unitPrice({ ...row, storagePrices })).toBe(row.expected);
  });
});

describe('VAT at 23% of the unit price, line total = (unit + VAT) × qty', () => {
  it.each([
    { unit: 100, vat: 23, qty: 1, total: 123 },
    { unit: 649, vat: 149.27, qty: 3, total: 2394.81 },
    { unit: 604.05, vat: 138.93, qty: 2, total: 1485.96 },
    { unit: 0.05, vat: 0.01, qty: 99, total: 5.94 },
  ])('unit $unit → VAT $vat, × $qty = $total', ({ unit, vat, qty, total }) => {
    expect(vatOf(unit)).toBe(vat);
    expect(linePrice(unit, qty)).toEqual({ unitPrice: unit, vat, total });
  });

  it('adds many lines without float drift', () => {
    const lines = Array.from({ length: 1000 }, () => ({ unitPrice: 0.1, quantity: 1 }));
    expect(orderTotals(lines)).toEqual({ subtotal: 100, vat: 20, total: 120 });
  });
});

describe('basePriceOf: exact variation, else the size-only variation, else the product price', () => {
  const choiceArb = fc.record({
    sizeId: fc.integer({ min: 1, max: 4 }),
    fabricId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    fabricColorId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  const priceArb = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
  const keyOf = (c: VariationChoice) => `${c.sizeId}:${c.fabricId ?? ''}:${c.fabricColorId ?? ''}`;

  it('picks the most specific priced variation, for any catalogue and any choice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(choiceArb, priceArb), { maxLength: 30 }),
        choiceArb,
        priceArb,
        (variations, choice, productPrice) => {
          const table = new Map(variations.map(([c, price]) => [keyOf(c), price]));
          const base = basePriceOf((c) => table.get(keyOf(c)), choice, productPrice);
          const sizeOnly = { sizeId: choice.sizeId, fabricId: null, fabricColorId: null };
          const expected = table.has(keyOf(choice))
            ? table.get(keyOf(choice))
            : table.has(keyOf(sizeOnly))
              ? table.get(keyOf(sizeOnly))
              : productPrice;
          expect(base).toBe(expected);
        },
      ),
    );
  });

  it('keeps a hidden product price hidden when no variation is priced', () => {
    expect(basePriceOf(() => undefined, { sizeId: 1, fabricId: 2, fabricColorId: 3 }, null)).toBe(
      null,
    );
    expect(basePriceOf(() => null, { sizeId: 1, fabricId: null, fabricColorId: null }, 99.5)).toBe(
      99.5,
    );
  });
});

describe('money in cents: properties for random carts', () => {
  /** The reference: a / b rounded half away from zero, in BigInt. */
  const reference = (a: bigint, b: bigint) => {
    const negative = a < 0n !== b < 0n;
    const [n, d] = [a < 0n ? -a : a, b < 0n ? -b : b];
    const q = (2n * n + d) / (2n * d);
    return Number(negative ? -q : q);
  };
  const twoDecimals = (amount: number) => /^-?\d+(\.\d{1,2})?$/.test(JSON.stringify(amount));

  it('divideRounded is the exact rule, half away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.boolean(),
        (n, d, negativeDivisor) => {
          const divisor = negativeDivisor ? -d : d;
          expect(divideRounded(n, divisor)).toBe(reference(BigInt(n), BigInt(divisor)));
        },
      ),
    );
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
  });

  const lineArb = fc.record({
    baseCents: fc.integer({ min: 0, max: 2_000_000 }),
    surchargeCents: fc.integer({ min: 0, max: 50_000 }),
    storageType: fc.constantFrom<StorageType>('Non Ottoman', 'Ottoman', 'Cloud Storage'),
    multiplierThousandths: fc.integer({ min: 1, max: 5_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });

  it('prices every line once, and the lines add up to the order to the cent', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 50 }), (cart) => {
        const lines = cart.map((line) => {
          const unit = unitPrice({
            basePrice: line.baseCents / 100,
            storageType: line.storageType,
            storagePrices: {
              ottomanBase: line.surchargeCents / 100,
              cloudBase: line.surchargeCents / 100,
            },
            sizeMultiplier: line.multiplierThousandths / 1000,
          });
          // base + surcharge × multiplier, rounded once.
          const surcharge =
            line.storageType === 'Non Ottoman'
              ? 0
              : reference(BigInt(line.surchargeCents * line.multiplierThousandths), 1000n);
          expect(toCents(unit)).toBe(line.baseCents + surcharge);
          const price = linePrice(unit, line.quantity);
          // VAT is 23% of the unit price, rounded once.
          expect(toCents(price.vat)).toBe(reference(BigInt(toCents(unit)) * 23n, 100n));
          for (const amount of [price.unitPrice, price.vat, price.total]) {
            expect(twoDecimals(amount), String(amount)).toBe(true);
          }
          return { ...price, quantity: line.quantity };
        });
        const totals = orderTotals(lines);
        expect(toCents(totals.total)).toBe(lines.reduce((sum, l) => sum + toCents(l.total), 0));
        expect(toCents(totals.subtotal) + toCents(totals.vat)).toBe(toCents(totals.total));
        for (const amount of [totals.subtotal, totals.vat, totals.total]) {
          expect(twoDecimals(amount), String(amount)).toBe(true);
        }
      }),
    );
  });
});
