import { describe, expect, it } from 'vitest';
import { capitaliseWords, formatEuro } from './format';

describe('formatEuro', () => {
  it.each([
    [1234.5, '€1,234.50'],
    [0, '€0.00'],
    [50000, '€50,000.00'],
    [19.999, '€20.00'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });
});

describe('capitaliseWords', () => {
  it.each([
    ['kids beds', 'Kids Beds'],
    ['beds', 'Beds'],
    ['MDF boards', 'MDF Boards'],
    ['  two  spaces', '  Two  Spaces'],
    ['', ''],
    ['élan sofas', 'Élan Sofas'],
  ])('turns %j into %j', (input, expected) => {
    expect(capitaliseWords(input)).toBe(expected);
  });
});
