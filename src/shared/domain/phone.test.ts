import { describe, expect, it } from 'vitest';
import { formatPhone, phoneToE164 } from './phone';

describe('phoneToE164: numbers as people type them, Ireland by default', () => {
  it.each([
    ['0871234567', '+353871234567'],
    ['087 123 4567', '+353871234567'],
    ['01 234 5678', '+35312345678'],
    ['(01) 234 5678', '+35312345678'],
    ['+353 87 123 4567', '+353871234567'],
    ['00353 87 123 4567', '+353871234567'],
    ['+353 (0)87 123 4567', '+353871234567'],
    ['+353871234567', '+353871234567'],
    [' 087-123-4567 ', '+353871234567'],
    ['+44 7400 123456', '+447400123456'],
    ['+39 06 1234 5678', '+390612345678'],
  ])('takes %s as %s', (typed, e164) => {
    expect(phoneToE164(typed)).toBe(e164);
  });

  it.each([
    ['fewer than 10 digits', '087 123 45'],
    ['too short for an Irish mobile', '087 123 456'],
    ['the country code twice, cut short', '+353353871234'],
    ['letters', 'call me'],
    ['a leading minus', '-353871234567'],
    ['nothing', ''],
    ['a number no country has', '+999 123 456 789'],
    ['more than 15 digits', '+353 87 123 4567 8901'],
    ['a mobile with a digit too many', '087 123 45678'],
    ['a range Ireland has not allocated', '+353 84 123 4567'],
  ])('refuses %s', (_what, typed) => {
    expect(phoneToE164(typed)).toBeUndefined();
  });
});

describe('phoneToE164 for another country', () => {
  it('reads a national number as a number of that country, and falls back to Ireland', () => {
    expect(phoneToE164('028 9032 1234', 'GB')).toBe('+442890321234');
    expect(phoneToE164('028 9032 1234')).toBeUndefined();
    expect(phoneToE164('+353 87 123 4567', 'GB')).toBe('+353871234567');
    expect(phoneToE164('087 123 4567', 'ZZ')).toBe('+353871234567');
  });
});

describe('formatPhone', () => {
  it('shows a stored number in international form, and anything else as stored', () => {
    expect(formatPhone('+353871234567')).toBe('+353 87 123 4567');
    expect(formatPhone('+35312345678')).toBe('+353 1 234 5678');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});
