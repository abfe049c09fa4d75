import { describe, expect, it } from 'vitest';
import { normaliseEircode } from './eircode';

describe('normaliseEircode', () => {
  it.each([
    ['H91 E2K3', 'H91 E2K3'],
    ['h91e2k3', 'H91 E2K3'],
    ['  d02 x285 ', 'D02 X285'],
    ['D6W-1234', 'D6W 1234'],
    ['a92 f1x5', 'A92 F1X5'],
    ['bt1 5gs', 'BT1 5GS'],
    ['BT48 7JL', 'BT48 7JL'],
  ])('takes %s as %s', (typed, stored) => {
    expect(normaliseEircode(typed)).toBe(stored);
  });

  it.each([
    '',
    'H91',
    'H91 E2K',
    'H91 E2K34',
    '991 E2K3',
    'HH1 E2K3',
    'D6X 1234',
    'H91 E2-K3!',
    'SW1A 1AA',
    'BT1 55G',
  ])('refuses %j', (typed) => {
    expect(normaliseEircode(typed)).toBeUndefined();
  });
});
