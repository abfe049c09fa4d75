import { describe, expect, it } from 'vitest';
import type { MailToQueue } from '../../lib/outbox';
import {
  deliveryConfirmed,
  deliveryMovedToBuyer,
  deliveryMovedToShop,
  deliveryProposed,
  type DeliveryMailFacts,
} from './delivery.mails';

/** Who each delivery mail goes to, what it says, its calendar event, and escaping. */

const links = { publicUrl: 'https://trade.cruinn.ie/', inbox: 'sales@cruinn.ie' };
const facts: DeliveryMailFacts = {
  bookingId: 42,
  sequence: 3,
  checkoutNumber: 'CHK-2026-00042',
  poNumber: 'PO <77>',
  companyName: 'Óstán Ní Bhriain & Mac Teo',
  buyer: { fullName: 'Aoife <Ní> Bhriain', email: 'aoife@ostan.ie' },
  siteName: 'Main & Annex',
  address: '1 Quay Street\nGalway H91 E2K3',
  items: [
    {
      quantity: 2,
      productName: 'Navan Low Bed',
      sizeName: 'King',
      fabricName: 'Linen',
      fabricColorName: 'Oat',
      referenceNumber: 'Room <12>',
    },
  ],
  trackingId: 'TRK-ABC',
};

/** The VEVENT's properties, lines unfolded and values unescaped (RFC 5545 3.1, 3.3.11). */
function parseIcs(text: string) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const props = new Map<string, string>();
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon);
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    if (inEvent || !props.has(key)) props.set(key, value);
  }
  return { props, lines };
}

function calendarOf(mail: MailToQueue) {
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments!;
  expect(ics!.filename).toBe('delivery-CHK-2026-00042.ics');
  expect(ics!.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
  return parseIcs(ics!.content.toString('utf8'));
}

function expectEscaped(mail: MailToQueue) {
  expect(mail.html).not.toContain('<Ní>');
  expect(mail.html).toContain('Aoife &lt;Ní&gt; Bhriain');
  expect(mail.html).not.toContain('<12>');
  expect(mail.html).toContain('Room &lt;12&gt;');
}

describe('delivery mails', () => {
  it('"Delivery confirmed" names the day, site, checkout, PO and items, with the event', () => {
    const mail = deliveryConfirmed(facts, '2026-12-08', links);
    expect(mail.to).toEqual({ name: facts.buyer.fullName, address: 'aoife@ostan.ie' });
    expect(mail.subject).toBe('Delivery confirmed: Tuesday 8 December 2026 (CHK-2026-00042)');
    expect(mail.text).toContain('Delivery day: Tuesday 8 December 2026');
    expect(mail.text).toContain('Site: Main & Annex, 1 Quay Street\nGalway H91 E2K3');
    expect(mail.text).toContain('Checkout: CHK-2026-00042');
    expect(mail.text).toContain('Purchase order: PO <77>');
    expect(mail.text).toContain('2 × Navan Low Bed (King, Linen, Oat), ref. Room <12>');
    expect(mail.text).toContain('https://trade.cruinn.ie/orders/TRK-ABC');
    expectEscaped(mail);

    const { props } = calendarOf(mail);
    expect(props.get('METHOD')).toBe('REQUEST');
    expect(props.get('DTSTART;VALUE=DATE')).toBe('20261208');
    expect(props.get('DTEND;VALUE=DATE')).toBe('20261209');
    expect(props.get('UID')).toBe('delivery-booking-42@trade.cruinn.ie');
    expect(props.get('SEQUENCE')).toBe('3');
    expect(props.get('STATUS')).toBe('CONFIRMED');
    expect(props.get('LOCATION')).toBe('Main & Annex, 1 Quay Street, Galway H91 E2K3');
  });

  it('names a site once where the checkout’s address already starts with it', () => {
    const address = 'Main & Annex, 1 Quay Street, Galway, H91 E2K3';
    const mail = deliveryConfirmed({ ...facts, address }, '2026-12-08', links);
    expect(mail.text).toContain(`Site: ${address}\n`);
    expect(calendarOf(mail).props.get('LOCATION')).toBe(address);
  });

  it('a proposal gives the old and new day, staff note and the link; same UID, later SEQUENCE', () => {
    const mail = deliveryProposed(
      { ...facts, sequence: 4 },
      { fromDay: '2026-12-08', day: '2026-12-10', note: 'Crew <off> that day' },
      links,
    );
    expect(mail.subject).toBe(
      'We propose another delivery day: Thursday 10 December 2026 (CHK-2026-00042)',
    );
    expect(mail.text).toContain('Booked day: Tuesday 8 December 2026');
    expect(mail.text).toContain('Proposed day: Thursday 10 December 2026');
    expect(mail.text).toContain('> Crew <off> that day');
    expect(mail.text).toContain(
      'Accept or move the delivery: https://trade.cruinn.ie/orders/TRK-ABC',
    );
    expect(mail.html).toContain('Crew &lt;off&gt; that day');
    expectEscaped(mail);
    const { props } = calendarOf(mail);
    expect(props.get('DTSTART;VALUE=DATE')).toBe('20261210');
    expect(props.get('UID')).toBe('delivery-booking-42@trade.cruinn.ie');
    expect(props.get('SEQUENCE')).toBe('4');
    expect(props.get('STATUS')).toBe('TENTATIVE');
  });

  it('a move by the buyer: the buyer is told it awaits confirmation, the shop to confirm it', () => {
    const move = {
      fromDay: '2026-12-08',
      day: '2026-12-15',
      by: { fullName: 'Seán Owner', email: 'sean@ostan.ie' },
    };
    const toBuyer = deliveryMovedToBuyer({ ...facts, sequence: 5 }, move, links);
    expect(toBuyer.subject).toBe(
      'Delivery moved, awaiting confirmation: Tuesday 15 December 2026 (CHK-2026-00042)',
    );
    expect(toBuyer.text).toContain(
      'moved from Tuesday 8 December 2026 to Tuesday 15 December 2026 by Seán Owner.',
    );
    expectEscaped(toBuyer);
    const { props } = calendarOf(toBuyer);
    expect(props.get('DTSTART;VALUE=DATE')).toBe('20261215');
    expect(props.get('SEQUENCE')).toBe('5');

    const toShop = deliveryMovedToShop(facts, move, links);
    expect(toShop.to).toBe('sales@cruinn.ie');
    expect(toShop.replyTo).toEqual({ name: 'Seán Owner', address: 'sean@ostan.ie' });
    expect(toShop.subject).toBe(
      'Delivery CHK-2026-00042 moved by Óstán Ní Bhriain & Mac Teo to Tuesday 15 December 2026',
    );
    expect(toShop.text).toContain('Was: Tuesday 8 December 2026');
    expect(toShop.text).toContain('https://trade.cruinn.ie/admin/deliveries?week=2026-12-15');
    expect(toShop.html).toContain('Óstán Ní Bhriain &amp; Mac Teo');
    expect(toShop.attachments).toBeUndefined();
  });
});
