// One euro formatter for the app and the server's mails (docs/business-rules.md "Prices").
export { formatEuro } from '../../shared/domain/money';

/**
 * "kids beds" -> "Kids Beds". Only first letters change, so names such as
 * "MDF boards" keep their capitals. The same rule names a category page on the server.
 */

// The shop is in Ireland: dates read the same wherever the browser is. Made on first use
// (as formatEuro's): pages that load this module without showing a date pay nothing.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2026-11-03T10:15:00Z" → "3 Nov 2026"; text that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateFormat ??= new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Dublin',
  });
  return dateFormat.format(date);
}
