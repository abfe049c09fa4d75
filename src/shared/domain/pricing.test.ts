import { describe, expect, it } from 'vitest';
import { linePrice, orderTotals, unitPrice, vatOf } from './pricing';

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
