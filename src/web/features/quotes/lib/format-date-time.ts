let format: Intl.DateTimeFormat | undefined;

/** "2026-11-03T10:15:00Z" → "3 Nov 2026, 10:15", in Dublin as the shop reads it. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  format ??= new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Dublin',
  });
  return format.format(date);
}
