import { describe, expect, it } from 'vitest';
import { isDecimalComma, parseTypedNumber } from './typed-number';

describe('parseTypedNumber', () => {
  it.each([
    ['249.99', 249.99],
    [' 249 ', 249],
    ['€1,250.50', 1250.5],
    ['€ 150', 150],
    ['1,000', 1000],
    ['12,345,678.9', 12345678.9],
    ['.5', 0.5],
    ['0', 0],
    ['-5', -5],
    ['249.', 249],
  ])('reads %j as %d', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value);
  });

  it('reads a blank box as no number', () => {
    expect(parseTypedNumber('   ')).toBeUndefined();
    expect(parseTypedNumber('€ ')).toBeUndefined();
  });

  it.each([
    '249,99',
    '12,5',
    '1.250,50',
    '1,25',
    '12,50',
    '1e4',
    '0x10',
    '-',
    '.',
    '1.2.3',
    '1,0000',
    '0,750',
    '000,000',
  ])('refuses %j rather than guess', (text) => {
    expect(parseTypedNumber(text)).toBeNaN();
  });
});

describe('isDecimalComma', () => {
  it('tells a decimal comma (refused, with its own message) from other unreadable numbers', () => {
    expect(isDecimalComma('249,99')).toBe(true);
    expect(isDecimalComma(' €12,5 ')).toBe(true);
    expect(isDecimalComma('0,750')).toBe(true);
    expect(isDecimalComma('1e4')).toBe(false);
    expect(isDecimalComma('1,250')).toBe(false);
    expect(isDecimalComma('1,250.00')).toBe(false);
  });
});
