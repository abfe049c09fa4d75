import type { BuyerDelivery } from '#src/shared/schemas/buyer-deliveries';

/**
 * A checkout's delivery day as the buyer reads it (docs/screens.md "My Orders and tracking"):
 * "Tue 8 Dec 2026", and what its state means to them. Days are calendar dates (YYYY-MM-DD),
 * the same in every time zone.
 */

const formats = new Map<boolean, Intl.DateTimeFormat>();

function format(iso: string, withYear: boolean): string {
  let f = formats.get(withYear);
  if (!f) {
    f = new Intl.DateTimeFormat('en-IE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(withYear, f);
  }
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return f
    .formatToParts(date)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join(' ');
}

/** "2026-12-08" → "Tue 8 Dec 2026". */
export const deliveryDay = (iso: string) => format(iso, true);
/** "2026-12-04" → "Fri 4 Dec". */
export const deliveryDayShort = (iso: string) => format(iso, false);

/** "Tue 8 Dec 2026 — confirmed", or what is still to agree. */
export function deliveryText(delivery: Pick<BuyerDelivery, 'day' | 'state'>): string {
  if (delivery.state === 'released') return 'cancelled with its orders';
  if (!delivery.day) return 'We will agree a day with you';
  const day = deliveryDay(delivery.day);
  switch (delivery.state) {
    case 'confirmed':
      return `${day} — confirmed`;
    case 'requested':
      return `${day} — requested, awaiting confirmation`;
    case 'proposed':
      return `${day} — proposed by us: accept or choose another day`;
  }
}
