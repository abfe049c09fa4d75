import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro } from './format';

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

describe('formatDate', () => {
  it.each([
    ['2026-11-03T10:15:00Z', '3 Nov 2026'],
    // Past midnight in Dublin (summer time, UTC+1) while still the 14th in UTC.
    ['2026-06-14T23:30:00Z', '15 Jun 2026'],
    // Winter: Dublin is on UTC, so late evening UTC is still the same day.
    ['2026-01-31T23:30:00Z', '31 Jan 2026'],
  ])('shows %s as %s (Irish time)', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
