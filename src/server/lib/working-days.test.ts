import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  mayBuyerMove,
  moveDeadline,
  subtractWorkingDays,
} from '#src/shared/domain/delivery-days';
import { factoryCalendar, isWorkingDay, workingDayFrom } from './working-days';

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

describe('working-day arithmetic for lead times and the move deadline', () => {
  const irish = factoryCalendar([]);

  it.each([
    // Thursday 2 April 2026 + 3: Good Friday is worked, Easter Monday 6 April is not.
    ['2026-04-02', 3, '2026-04-08', 'across Easter Monday'],
    // Wednesday 23 December + 3: Christmas Day (Fri), St Stephen's moved to Mon 28th.
    ['2026-12-23', 3, '2026-12-30', "across Christmas and St Stephen's Day moved to Monday"],
    // St Patrick's Day 2024 fell on a Sunday: Monday 18 March was the day off.
    ['2024-03-15', 1, '2024-03-19', "across St Patrick's Day moved from a Sunday"],
    ['2026-11-27', 5, '2026-12-04', 'a plain week'],
    ['2026-11-28', 1, '2026-11-30', 'from a Saturday'],
  ])('%s + %i working days is %s (%s)', (from, count, expected) => {
    expect(addWorkingDays(from, count, irish)).toBe(expected);
    expect(subtractWorkingDays(expected, count, irish) <= from).toBe(true);
  });

  it('skips the factory closure days staff add', () => {
    const shutdown = factoryCalendar(['2027-08-03', '2027-08-04', '2027-08-05', '2027-08-06']);
    // Friday 30 July 2027; Monday 2 August is the August bank holiday.
    expect(addWorkingDays('2027-07-30', 1, irish)).toBe('2027-08-03');
    expect(addWorkingDays('2027-07-30', 1, shutdown)).toBe('2027-08-09');
  });

  it('lets a buyer move a delivery until the fifth working day before it', () => {
    // Friday 11 December 2026: its deadline is Friday 4 December.
    expect(moveDeadline('2026-12-11', irish)).toBe('2026-12-04');
    expect(mayBuyerMove('2026-12-11', '2026-12-04', irish)).toBe(true);
    expect(mayBuyerMove('2026-12-11', '2026-12-05', irish)).toBe(false);
    expect(mayBuyerMove('2026-12-11', '2026-12-07', irish)).toBe(false);
    // Tuesday 5 January 2027: five working days back cross New Year's Day and Christmas.
    expect(moveDeadline('2027-01-05', irish)).toBe('2026-12-24');
  });
});
