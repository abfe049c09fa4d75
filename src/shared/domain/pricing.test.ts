import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basePriceOf,
  lineCentsOf,
  totalsCentsOf,
  totalsInEuro,
  unitCentsOf,
  vatCentsOf,
  type StorageType,
  type VariationChoice,
} from './pricing';
import { centsFromDecimal, decimalFromCents, divideRounded, fromCents, toCents } from './money';

const surcharges = { ottomanBaseCents: 15_000, cloudBaseCents: 9_550 };

describe('unitCentsOf (variation or product price + storage × size multiplier)', () => {
  it.each([
    { baseCents: 49_900, storageType: 'Non Ottoman', sizeMultiplier: 1.5, expected: 49_900 },
    { baseCents: 49_900, storageType: 'Ottoman', sizeMultiplier: 1, expected: 64_900 },
    { baseCents: 49_900, storageType: 'Ottoman', sizeMultiplier: 1.35, expected: 70_150 },
    { baseCents: 49_900, storageType: 'Cloud Storage', sizeMultiplier: 1.1, expected: 60_405 },
    { baseCents: 32_010, storageType: 'Cloud Storage', sizeMultiplier: null, expected: 41_560 },
    { baseCents: 10, storageType: 'Ottoman', sizeMultiplier: 0.333, expected: 5_005 },
  ] as const)('$baseCents with $storageType × $sizeMultiplier = $expected', (row) => {
    expect(unitCentsOf({ ...row, surcharges })).toBe(row.expected);
  });
});

describe('VAT at 23% of the unit price, line total = (unit + VAT) × qty', () => {
  it.each([
    { unit: 10_000, vat: 2_300, qty: 1, total: 12_300 },
    { unit: 64_900, vat: 14_927, qty: 3, total: 239_481 },
    { unit: 60_405, vat: 13_893, qty: 2, total: 148_596 },
    { unit: 5, vat: 1, qty: 99, total: 594 },
  ])('unit $unit → VAT $vat, × $qty = $total (cents)', ({ unit, vat, qty, total }) => {
    expect(vatCentsOf(unit)).toBe(vat);
    expect(lineCentsOf(unit, qty)).toEqual({ unitCents: unit, vatCents: vat, totalCents: total });
  });

  it('adds many lines without drift', () => {
    const lines = Array.from({ length: 1000 }, () => ({ unitCents: 10, quantity: 1 }));
    expect(totalsInEuro(totalsCentsOf(lines))).toEqual({ subtotal: 100, vat: 20, total: 120 });
  });
});

describe('amounts between the database, the domain and the API', () => {
  it('reads numeric text as cents and writes it back, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999_99, max: 9_999_999_999_99 }), (cents) => {
        const text = decimalFromCents(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(centsFromDecimal(text)).toBe(cents);
        // The euro number the API shows, and back: the same cents.
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(JSON.stringify(fromCents(cents))).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('reads what the drivers give, and refuses what is not an amount', () => {
    expect(centsFromDecimal('1234.5')).toBe(123_450);
    expect(centsFromDecimal('12')).toBe(1_200);
    expect(centsFromDecimal('-0.05')).toBe(-5);
    expect(centsFromDecimal('0.30')).toBe(30);
    for (const bad of ['1.005', 'abc', '', '1e3', '0.1.2']) {
      expect(() => centsFromDecimal(bad), bad).toThrow(RangeError);
    }
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
          const unitCents = unitCentsOf({
            baseCents: line.baseCents,
            storageType: line.storageType,
            surcharges: {
              ottomanBaseCents: line.surchargeCents,
              cloudBaseCents: line.surchargeCents,
            },
            sizeMultiplier: line.multiplierThousandths / 1000,
          });
          // base + surcharge × multiplier, rounded once.
          const surcharge =
            line.storageType === 'Non Ottoman'
              ? 0
              : reference(BigInt(line.surchargeCents * line.multiplierThousandths), 1000n);
          expect(unitCents).toBe(line.baseCents + surcharge);
          const price = lineCentsOf(unitCents, line.quantity);
          // VAT is 23% of the unit price, rounded once.
          expect(price.vatCents).toBe(reference(BigInt(unitCents) * 23n, 100n));
          for (const cents of [price.unitCents, price.vatCents, price.totalCents]) {
            expect(Number.isSafeInteger(cents), String(cents)).toBe(true);
            expect(twoDecimals(fromCents(cents)), String(cents)).toBe(true);
          }
          return { ...price, quantity: line.quantity };
        });
        const totals = totalsCentsOf(lines);
        expect(totals.totalCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0));
        expect(totals.subtotalCents + totals.vatCents).toBe(totals.totalCents);
        const shown = totalsInEuro(totals);
        for (const amount of [shown.subtotal, shown.vat, shown.total]) {
          expect(twoDecimals(amount), String(amount)).toBe(true);
        }
      }),
    );
  });
});
