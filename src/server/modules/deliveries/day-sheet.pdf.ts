import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { PlannerBooking } from '#src/shared/schemas/admin-deliveries';
import { formatPhone } from '#src/shared/domain/phone';
import type { Seller } from '../invoices/document-types';
import {
  BODY_SIZE,
  BOLD,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  REGULAR,
  renderPdf,
} from '../invoices/pdf-document';
import { ensureSpace, factList, formatDay, letterhead, paragraph } from '../invoices/pdf-layout';
import { drawTable, type Column, type Row } from '../invoices/pdf-table';

/**
 * A crew's day sheet (docs/business-rules.md "Delivery days"): one region's day, one block
 * per stop in booking order with what the crew must know to find the site and get in, and
 * the items to load with their references. Laid out with the invoices' PDF pieces.
 */

export interface DaySheetInput {
  seller: Seller;
  region: { name: string; capacityUnit: 'deliveries' | 'units' };
  day: IsoDate;
  bookings: readonly PlannerBooking[];
}

export const daySheetFilename = (region: string, day: IsoDate) =>
  `day-sheet-${day}-${region.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;

const ITEM_COLUMNS: Column[] = [
  { title: 'Item', width: 250 },
  { title: 'Reference', width: 150 },
  { title: 'Qty', width: 35, align: 'right' },
  { title: 'Loaded', width: CONTENT_WIDTH - 435 },
];

const weekdayFormat = new Intl.DateTimeFormat('en-IE', { weekday: 'long', timeZone: 'UTC' });
/** "2027-03-16" → "Tuesday": a crew reads the day by its name. */
const weekdayOf = (day: IsoDate) => weekdayFormat.format(new Date(`${day}T00:00:00Z`));

const STATE_WORDS: Record<PlannerBooking['state'], string> = {
  requested: 'Requested by the buyer, not confirmed',
  proposed: 'Proposed to the buyer, not accepted',
  confirmed: 'Confirmed',
  released: 'Released',
};

const phone = (text: string) => (text ? formatPhone(text) : '');

function itemRows(booking: PlannerBooking): Row[] {
  return booking.items.map((item) => ({
    cells: [
      [item.product, item.size, item.fabric, item.colour].filter(Boolean).join(', '),
      item.reference,
      String(item.quantity),
      '☐',
    ],
    note: item.tracking_id,
  }));
}

/** The facts of one stop, as label and value. */
function stopFacts(booking: PlannerBooking): Array<[string, string]> {
  const site = booking.site;
  const facts: Array<[string, string]> = [];
  if (site) {
    facts.push(['Site', site.name]);
    facts.push(['Address', [site.address, site.city].filter(Boolean).join(', ')]);
    facts.push(['Eircode', site.eircode]);
    facts.push(['Contact', site.contact_name || '—']);
    facts.push(['Phone', phone(site.contact_phone) || '—']);
    facts.push(['Access notes', site.delivery_notes || '—']);
  } else {
    facts.push(['Address', booking.shipping_address]);
  }
  facts.push(['Customer', `${booking.company} (${booking.buyer})`]);
  facts.push(['Checkout', booking.checkout_number]);
  facts.push(['PO', booking.po_number ?? '—']);
  facts.push(['Status', STATE_WORDS[booking.state]]);
  return facts;
}

export async function renderDaySheetPdf(input: DaySheetInput): Promise<Buffer> {
  const { seller, region, day, bookings } = input;
  const units = bookings.reduce((sum, b) => sum + b.units, 0);
  const title = `Day sheet ${region.name} ${day}`;
  return renderPdf({ title, subject: 'Delivery day sheet', seller, issueDate: day }, (doc) => {
    let y = letterhead(doc, seller, 'Delivery day sheet', [
      ['Region', region.name],
      ['Day', `${weekdayOf(day)} ${formatDay(day)}`],
      ['Stops', String(bookings.length)],
      ['Units', String(units)],
    ]);
    y += 16;
    if (bookings.length === 0) {
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
      paragraph(doc, 'No deliveries are booked for this day.', MARGIN, y, CONTENT_WIDTH);
      return;
    }
    bookings.forEach((booking, i) => {
      y = ensureSpace(doc, y, 150);
      doc
        .font(BOLD)
        .fontSize(11)
        .fillColor(INK)
        .text(
          `Stop ${i + 1} of ${bookings.length}: ${booking.site?.name ?? booking.company}`,
          MARGIN,
          y,
          { width: CONTENT_WIDTH },
        );
      y = factList(doc, stopFacts(booking), MARGIN, doc.y + 4, CONTENT_WIDTH) + 4;
      y = drawTable(doc, ITEM_COLUMNS, itemRows(booking), y, {
        fontSize: 8,
        continued: `${title}, stop ${i + 1} continued`,
      });
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(MUTED);
      doc.text(
        `${booking.units} unit${booking.units === 1 ? '' : 's'} for this stop`,
        MARGIN,
        y + 2,
        { width: CONTENT_WIDTH },
      );
      y = doc.y + 14;
    });
    y = ensureSpace(doc, y, 30);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(
        `Total: ${bookings.length} stop${bookings.length === 1 ? '' : 's'}, ${units} unit${units === 1 ? '' : 's'}`,
        MARGIN,
        y,
        { width: CONTENT_WIDTH },
      );
  });
}
