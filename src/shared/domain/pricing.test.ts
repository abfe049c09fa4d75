import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basePriceOf,
  linePrice,
  orderTotals,
  unitPrice,
  vatOf,
  type VariationChoice,
} from './pricing';

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
