import { describe, expect, it } from 'vitest';
import { isWorkingDay, workingDayFrom } from './working-days';

describe('Irish working days', () => {
  it.each([
    ['2026-01-01', false, "New Year's Day"],
    ['2026-02-02', false, "St Brigid's Day"],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-12-28', false, "St Stephen's Day moved from a Saturday"],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-12-01', true, 'a Tuesday'],
  ])('%s is a working day: %s (%s)', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('finds the first working day of a month past weekends and holidays', () => {
    expect(workingDayFrom('2026-01-01')).toBe('2026-01-02');
    expect(workingDayFrom('2026-08-01')).toBe('2026-08-04');
    expect(workingDayFrom('2027-05-01')).toBe('2027-05-04');
  });
});
