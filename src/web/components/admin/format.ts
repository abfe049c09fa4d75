// The shop is in Ireland: times read the same wherever the staff's browser is. Made on
// first use, as the storefront's formatters (lib/format).
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "22 Nov 2026, 17:45" in Dublin time; an unreadable date is shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Dublin',
  });
  return dateTimeFormat.format(date);
}
