import { describe, expect, it } from 'vitest';
import { balanceText } from './balance-text';

describe('balanceText', () => {
  it.each([
    [1234.5, '€1,234.50'],
    [0, '€0.00'],
    [-12, '€12.00 in your favour'],
  ])('%d reads %s', (amount, text) => {
    expect(balanceText(amount)).toBe(text);
  });
});
