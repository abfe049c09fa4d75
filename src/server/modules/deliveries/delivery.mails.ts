import { createEvent, type EventStatus } from 'ics';
import { addDays, type IsoDate } from '#src/shared/domain/calendar-dates';
import { facts as factsBlock, letter, link, memo, paragraph, said } from '../../lib/mail-blocks';
import type { MailToQueue } from '../../lib/outbox';

/**
 * The mails of a delivery booking's steps (docs/business-rules.md "Delivery days", docs/mail.md):
 * built from plain data, no database; the booking service queues them in the step's
 * transaction. Every mail to the buyer carries the delivery as an all-day calendar event
 * (.ics, METHOD:REQUEST) whose UID stays the same for the booking and whose SEQUENCE rises
 * with each step, so a calendar app updates the one event. HTML bodies escape everything.
 */

export interface DeliveryMailItem {
  quantity: number;
  productName: string;
  sizeName: string | null;
  fabricName: string | null;
  fabricColorName: string | null;
  referenceNumber: string;
}

export interface DeliveryMailFacts {
  bookingId: number;
  /** How many steps the booking has had, this one included: the event's SEQUENCE. */
  sequence: number;
  checkoutNumber: string;
  poNumber: string | null;
  companyName: string;
  buyer: { fullName: string; email: string };
  /** The company's site the checkout goes to, when it named one. */
  siteName: string | null;
  address: string;
  items: readonly DeliveryMailItem[];
  /** One of the checkout's orders: the buyer's order page, where the day is moved. */
  trackingId: string | null;
}

export interface DeliveryMailLinks {
  /** The shop's public address (mailedLinkBase). */
  publicUrl: string;
  /** The shop's inbox (SHOP_INBOX_EMAIL): the events' organiser and the moves' notice. */
  inbox: string;
}

/** Tuesday 8 December 2026. */
export const deliveryDayLong = (day: IsoDate) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "2 × Navan Low Bed (King, Linen, Oat), ref. Room 12". */
export const itemLine = (item: DeliveryMailItem) => {
  const choice = [item.sizeName, item.fabricName, item.fabricColorName].filter(Boolean).join(', ');
  return `${item.quantity} × ${item.productName}${choice ? ` (${choice})` : ''}, ref. ${item.referenceNumber}`;
};

const base = (url: string) => url.replace(/\/+$/, '');

/** The buyer's page of the delivery: one of its orders (My Orders without one). */
export const buyerDeliveryLink = (links: DeliveryMailLinks, facts: DeliveryMailFacts) =>
  facts.trackingId
    ? `${base(links.publicUrl)}/orders/${encodeURIComponent(facts.trackingId)}`
    : `${base(links.publicUrl)}/orders`;

/** The console's planner on the delivery's day. */
const plannerLink = (links: DeliveryMailLinks, day: IsoDate) =>
  `${base(links.publicUrl)}/admin/deliveries?week=${day}`;

// A site's checkout is addressed "Site name, address, city, Eircode" already
// (siteShippingAddress): its name is not said twice.
const siteText = (facts: DeliveryMailFacts) =>
  facts.siteName && !facts.address.startsWith(`${facts.siteName}, `)
    ? `${facts.siteName}, ${facts.address}`
    : facts.address;

// ---------------------------------------------------------------------------------------
// The calendar event.

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname || 'shop';
  } catch {
    return 'shop';
  }
};

/** One UID per booking, whatever its day: calendar apps replace the event on each step. */
export const deliveryEventUid = (bookingId: number, links: DeliveryMailLinks) =>
  `delivery-booking-${bookingId}@${hostOf(links.publicUrl)}`;

const dateArray = (day: IsoDate): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m!, d!];
};

/** The delivery as an all-day event on its day at the site (RFC 5545, METHOD:REQUEST). */
export function deliveryCalendar(
  facts: DeliveryMailFacts,
  day: IsoDate,
  status: EventStatus,
  links: DeliveryMailLinks,
): string {
  const { error, value } = createEvent({
    productId: 'trade-furniture-shop/deliveries',
    method: 'REQUEST',
    uid: deliveryEventUid(facts.bookingId, links),
    sequence: facts.sequence,
    start: dateArray(day),
    end: dateArray(addDays(day, 1)),
    title: `Furniture delivery ${facts.checkoutNumber}`,
    description: [
      `Checkout ${facts.checkoutNumber}` + (facts.poNumber ? `, PO ${facts.poNumber}` : ''),
      ...facts.items.map(itemLine),
      status === 'CONFIRMED' ? 'Confirmed by the shop.' : 'Awaiting the shop’s confirmation.',
    ].join('\n'),
    location: siteText(facts).replace(/\s*\r?\n\s*/g, ', '),
    status,
    busyStatus: 'FREE',
    organizer: { name: 'The trade sales team', email: links.inbox },
    attendees: [
      {
        name: facts.buyer.fullName,
        email: facts.buyer.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return value;
}

const icsAttachment = (
  facts: DeliveryMailFacts,
  day: IsoDate,
  status: EventStatus,
  links: DeliveryMailLinks,
) => ({
  filename: `delivery-${facts.checkoutNumber}.ics`,
  contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  content: Buffer.from(deliveryCalendar(facts, day, status, links), 'utf8'),
});

/** The delivery's facts: day, site, checkout number, PO and items. */
const deliveryFacts = (facts: DeliveryMailFacts, day: IsoDate, dayLabel = 'Delivery day') =>
  factsBlock(
    [dayLabel, deliveryDayLong(day)],
    ['Site', siteText(facts)],
    ['Checkout', facts.checkoutNumber],
    facts.poNumber !== null && ['Purchase order', facts.poNumber],
    [facts.items.length === 1 ? 'Item' : 'Items', facts.items.map(itemLine).join('\n')],
  );

// ---------------------------------------------------------------------------------------
// The mails.

/** To the buyer: staff confirmed the day (or the buyer accepted the day staff proposed). */
export function deliveryConfirmed(
  facts: DeliveryMailFacts,
  day: IsoDate,
  links: DeliveryMailLinks,
) {
  return {
    ...letter(
      facts.buyer,
      `Delivery confirmed: ${deliveryDayLong(day)} (${facts.checkoutNumber})`,
      `delivery ${facts.checkoutNumber}: confirmed`,
      [
        paragraph(
          `Your delivery of checkout ${facts.checkoutNumber} is confirmed for ${deliveryDayLong(day)}. ` +
            'Our crew will bring it to the site below; the calendar event attached puts it in your diary.',
        ),
        deliveryFacts(facts, day),
        link('Your order', buyerDeliveryLink(links, facts)),
      ],
    ),
    attachments: [icsAttachment(facts, day, 'CONFIRMED', links)],
  } satisfies MailToQueue;
}

/** To the buyer: staff propose another day; accept it or choose another. */
export function deliveryProposed(
  facts: DeliveryMailFacts,
  moving: { fromDay: IsoDate | null; day: IsoDate; note: string },
  links: DeliveryMailLinks,
) {
  const { fromDay, day, note } = moving;
  return {
    ...letter(
      facts.buyer,
      `We propose another delivery day: ${deliveryDayLong(day)} (${facts.checkoutNumber})`,
      `delivery ${facts.checkoutNumber}: day proposed`,
      [
        paragraph(
          fromDay
            ? `We cannot deliver checkout ${facts.checkoutNumber} on ${deliveryDayLong(fromDay)} and propose ${deliveryDayLong(day)} instead.`
            : `We propose to deliver checkout ${facts.checkoutNumber} on ${deliveryDayLong(day)}.`,
        ),
        factsBlock(fromDay !== null && ['Booked day', deliveryDayLong(fromDay)], [
          'Proposed day',
          deliveryDayLong(day),
        ]),
        ...(note.trim() ? [said('Our delivery team', note.trim())] : []),
        deliveryFacts(facts, day, 'Proposed delivery'),
        paragraph('Accept the day, or choose another that suits you, on your order:'),
        link('Accept or move the delivery', buyerDeliveryLink(links, facts)),
      ],
    ),
    attachments: [icsAttachment(facts, day, 'TENTATIVE', links)],
  } satisfies MailToQueue;
}

export interface DeliveryMove {
  fromDay: IsoDate | null;
  day: IsoDate;
  /** The member who moved it (the buyer, or the company's owner or approver). */
  by: { fullName: string; email: string };
}

/** To the buyer: the delivery moved at their request; we still have to confirm the day. */
export function deliveryMovedToBuyer(
  facts: DeliveryMailFacts,
  move: DeliveryMove,
  links: DeliveryMailLinks,
) {
  const { fromDay, day } = move;
  return {
    ...letter(
      facts.buyer,
      `Delivery moved, awaiting confirmation: ${deliveryDayLong(day)} (${facts.checkoutNumber})`,
      `delivery ${facts.checkoutNumber}: moved by the buyer`,
      [
        paragraph(
          (fromDay
            ? `The delivery of checkout ${facts.checkoutNumber} was moved from ${deliveryDayLong(fromDay)} to ${deliveryDayLong(day)}`
            : `The delivery of checkout ${facts.checkoutNumber} was booked for ${deliveryDayLong(day)}`) +
            (move.by.email === facts.buyer.email ? '' : ` by ${move.by.fullName}`) +
            '. We will confirm the day shortly.',
        ),
        deliveryFacts(facts, day, 'Requested day'),
        link('Your order', buyerDeliveryLink(links, facts)),
      ],
    ),
    attachments: [icsAttachment(facts, day, 'TENTATIVE', links)],
  } satisfies MailToQueue;
}

/** To the shop's inbox: a buyer moved a delivery; staff confirm the new day. */
export function deliveryMovedToShop(
  facts: DeliveryMailFacts,
  move: DeliveryMove,
  links: DeliveryMailLinks,
): MailToQueue {
  const { fromDay, day, by } = move;
  const blocks = [
    paragraph(
      `${by.fullName} of ${facts.companyName} moved the delivery of checkout ${facts.checkoutNumber}` +
        (fromDay ? ` from ${deliveryDayLong(fromDay)}` : '') +
        ` to ${deliveryDayLong(day)}. Confirm the day, or propose another.`,
    ),
    factsBlock(fromDay !== null && ['Was', deliveryDayLong(fromDay)], [
      'Moved by',
      `${by.fullName} (${by.email})`,
    ]),
    deliveryFacts(facts, day, 'Requested day'),
    link('The planner', plannerLink(links, day)),
  ];
  return memo(
    links.inbox,
    `Delivery ${facts.checkoutNumber} moved by ${facts.companyName} to ${deliveryDayLong(day)}`,
    `delivery ${facts.checkoutNumber}: moved by the buyer (to the shop)`,
    blocks,
    by,
  );
}
