import Holidays from 'date-holidays';
import { addDays, weekday, type IsoDate } from '#src/shared/domain/calendar-dates';
import type { IsWorkingDay } from '#src/shared/domain/delivery-days';

/**
 * Irish working days (docs/business-rules.md "Invoices and payments", "Delivery days"): not
 * a Saturday or Sunday, not a public holiday nor the day one moves to when it falls on a
 * weekend, as date-holidays knows them for Ireland.
 */

const ireland = new Holidays('IE');
const closedByYear = new Map<number, Map<IsoDate, string>>();

/** The year's public holidays and the days they move to, with their names. */
function closedDays(year: number): Map<IsoDate, string> {
  let days = closedByYear.get(year);
  if (!days) {
    days = new Map(
      ireland
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.substitute === true)
        .map((h) => [h.date.slice(0, 10), h.name]),
    );
    closedByYear.set(year, days);
  }
  return days;
}

/** The public holiday on `date` ("Christmas Day"), if there is one. */
export const publicHolidayName = (date: IsoDate): string | undefined =>
  closedDays(Number(date.slice(0, 4))).get(date);

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
