import Holidays from 'date-holidays';
import { addDays, weekday, type IsoDate } from '#src/shared/domain/calendar-dates';
import type { IsWorkingDay } from '#src/shared/domain/delivery-days';

/**
 * Irish working days (docs/business-rules.md "Invoices and payments", "Delivery days"): not
 * a Saturday or Sunday, not a public holiday nor the day one moves to when it falls on a
 * weekend, as date-holidays knows them for Ireland.
 */

const ireland = new Holidays('IE');
const closedByYear = new Map<number, Set<IsoDate>>();

function closedDays(year: number): Set<IsoDate> {
  let days = closedByYear.get(year);
  if (!days) {
    days = new Set(
      ireland
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.substitute === true)
        .map((h) => h.date.slice(0, 10)),
    );
    closedByYear.set(year, days);
  }
  return days;
}

export function isWorkingDay(date: IsoDate): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !closedDays(Number(date.slice(0, 4))).has(date);
}

/** The first working day on or after `date`. */
export function workingDayFrom(date: IsoDate): IsoDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The factory's working days: Irish working days that are not one of its closure days. */
export function factoryCalendar(closures: Iterable<IsoDate>): IsWorkingDay {
  const closed = new Set(closures);
  return (date) => isWorkingDay(date) && !closed.has(date);
}
