/**
 * Calendar dates as ISO strings (YYYY-MM-DD): an invoice's issue, supply and due dates are
 * days in Ireland, not instants (docs/business-rules.md "Invoices and payments"). Arithmetic runs on
 * whole days in UTC, where no day is 23 or 25 hours long.
 */

export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toUtc = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const ms = toUtc(text);
  return Number.isFinite(ms) && fromUtc(ms) === text;
}

/** The day in Dublin at `instant`: what "today" means to the shop and its buyers. */
export const dublinDate = (instant: Date = new Date()): IsoDate =>
  instant.toLocaleDateString('en-CA', { timeZone: 'Europe/Dublin' });

export const addDays = (date: IsoDate, days: number): IsoDate =>
  fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: IsoDate) => new Date(toUtc(date)).getUTCDay();

/** The first day of the month `date` falls in. */
export const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** The first day of the month before the one `date` falls in. */
export function previousMonthStart(date: IsoDate): IsoDate {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** "2027-01-12" → "Tue 12 Jan 2027". */
export function dayName(date: IsoDate) {
  dayFormat ??= new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Built from its parts: some ICU versions put a comma after the weekday.
  const parts = dayFormat.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
