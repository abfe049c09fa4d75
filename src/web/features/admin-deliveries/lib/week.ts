import { addDays, dublinDate, isIsoDate, weekday } from '#src/shared/domain/calendar-dates';

/**
 * The planner's weeks: Monday to Sunday, days as YYYY-MM-DD (docs/screens.md "Staff
 * console: deliveries").
 */

export const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

/** The week a `week` URL parameter names, or this week in Dublin. */
export const weekFrom = (param: string | null) =>
  mondayOf(param && isIsoDate(param) ? param : dublinDate());

let shortFormat: Intl.DateTimeFormat | undefined;
let longFormat: Intl.DateTimeFormat | undefined;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2027-03-09" → "Tue 9 Mar", built from its parts (ICU puts a comma in some versions). */
export function shortDay(date: string) {
  shortFormat ??= new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const parts = shortFormat.formatToParts(utc(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** "2027-03-09" → "Tuesday 9 March 2027". */
export function longDay(date: string) {
  longFormat ??= new Intl.DateTimeFormat('en-IE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = longFormat.formatToParts(utc(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
