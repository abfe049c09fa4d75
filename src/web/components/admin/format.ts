// The shop is in Ireland: times read the same wherever the staff's browser is.
const dateTimeFormat = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});

/** "22 Nov 2026, 17:45" in Dublin time; an unreadable date is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
