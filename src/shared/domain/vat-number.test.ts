import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseVatNumber } from './vat-number';

describe('normaliseVatNumber', () => {
  it.each([
    ['IE1234567T', 'IE1234567T'],
    ['ie 1234567 t', 'IE1234567T'],
    ['1234567T', 'IE1234567T'],
    ['IE8Z49289F', 'IE8Z49289F'],
    ['IE3628739UA', 'IE3628739UA'],
    ['DE 136 695 976', 'DE136695976'],
    ['FR40303265045', 'FR40303265045'],
    ['BE0411905847', 'BE0411905847'],
  ])('takes %s as %s', (typed, stored) => {
    expect(normaliseVatNumber(typed)).toBe(stored);
  });

  it.each([
    ['a wrong Irish check letter', 'IE1234567X'],
    ['a wrong German check digit', 'DE136695977'],
    ['a British number (not in the EU)', 'GB980780684'],
    ['a Swiss number', 'CHE-123.456.788'],
    ['too short', 'IE12'],
    ['words', 'not a VAT number'],
  ])('refuses %s', (_why, typed) => {
    expect(normaliseVatNumber(typed)).toBeUndefined();
  });

  it('changes exactly one Irish check letter into a refusal (property)', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVW';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (n) => {
        const digits = String(n).padStart(7, '0');
        const valid = [...letters].filter((l) => normaliseVatNumber(`IE${digits}${l}`));
        // One check letter fits seven digits (the old format), whatever they are.
        expect(valid).toHaveLength(1);
        expect(normaliseVatNumber(`${digits}${valid[0]!.toLowerCase()}`)).toBe(
          `IE${digits}${valid[0]}`,
        );
      }),
      { numRuns: 200 },
    );
  });
});
