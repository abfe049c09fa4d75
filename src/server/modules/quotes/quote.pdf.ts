import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { Seller } from '../invoices/document-types';
import {
  BODY_SIZE,
  BOLD,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  REGULAR,
  renderPdf,
  RIGHT,
  type Pdf,
} from '../invoices/pdf-document';
import {
  amountRows,
  block,
  ensureSpace,
  LEFT_WIDTH,
  letterhead,
  money,
  paragraph,
  SIDE_WIDTH,
  SIDE_X,
  textRight,
} from '../invoices/pdf-layout';
import { drawTable, type Column, type Row } from '../invoices/pdf-table';

/**
 * The PDF of one version of a quote (docs/business-rules.md "Quotes"): what the buyer
 * downloads and receives by mail when staff send a version. Laid out as the invoice is,
 * written from whole cents as the version was priced; nothing here adds or rounds.
 */

export interface QuotePdfInput {
  /** The shop, as its invoices name it (parties.ts sellerOf). */
  seller: Seller;
  quote: {
    /** Q-2026-000001 */
    number: string;
    /** The buyer's project name. */
    title: string | null;
    companyName: string;
    /** The company's address; a line break or a comma starts a new line. */
    companyAddress: string;
    vatNumber: string | null;
    /** The requester's name. */
    requestedBy: string;
    siteAddress: string;
    /** The wanted delivery window, YYYY-MM-DD; either end may be open. */
    deliveryFrom: IsoDate | null;
    deliveryTo: IsoDate | null;
  };
  version: {
    version: number;
    issuedOn: IsoDate;
    validUntil: IsoDate;
    deliveryTerms: string;
    message: string;
    /** The discount off list of the lines staff gave no price of their own: 1250 is 12.5 %. */
    discountBasisPoints: number | null;
    /** A later version replaced this one. */
    superseded: boolean;
    subtotalCents: number;
    vatCents: number;
    totalCents: number;
  };
  lines: QuotePdfLine[];
}

export interface QuotePdfLine {
  /** Contract work: "Standard double × 120", "Floor 3". */
  groupLabel: string | null;
  /** Product, size, fabric, colour, storage. */
  description: string;
  referenceNumber: string | null;
  quantity: number;
  /** List unit price, VAT excluded. */
  listUnitCents: number;
  /** Quoted unit price, VAT excluded. */
  unitCents: number;
  vatRatePercent: number;
  /** VAT of one unit. */
  vatCents: number;
  /** VAT included, for the whole quantity. */
  lineTotalCents: number;
  leadTimeDays: number;
}

export const SUPERSEDED_NOTE = 'Superseded by a later version';
export const QUOTE_PDF_NOTE =
  'Prices in EUR. This quotation can be accepted in your account until its validity date; ' +
  'orders then follow our terms of sale.';

/** The file name a version's PDF is downloaded and mailed as: Q-2026-000001-v2.pdf. */
export const quotePdfFilename = (number: string, version: number) => `${number}-v${version}.pdf`;

/** "2026-11-28" → "28/11/2026", the way Irish documents write a day. */
export const shortDay = (date: IsoDate) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** 1250 basis points → "12.5 %". Integer arithmetic: no binary fraction is printed. */
export function basisPointsPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const hundredths = basisPoints % 100;
  const decimals = hundredths === 0 ? '' : `.${String(hundredths).padStart(2, '0')}`;
  return `${whole}${decimals.replace(/0$/, '')} %`;
}

const rate = (percent: number) => `${percent} %`;

const workingDays = (days: number) => `${days} working ${days === 1 ? 'day' : 'days'}`;

/** The wanted delivery window in words, either end open; the days as `day` writes them. */
export function deliveryWindow(
  from: IsoDate | null,
  to: IsoDate | null,
  day: (date: IsoDate) => string = shortDay,
): string {
  if (from && to) return `${day(from)} – ${day(to)}`;
  if (from) return `From ${day(from)}`;
  if (to) return `By ${day(to)}`;
  return 'No dates given';
}

const COLUMNS: Column[] = [
  { title: 'Description', width: 124 },
  { title: 'Ref', width: 50 },
  { title: 'Qty', width: 24, align: 'right' },
  { title: 'List\nex VAT', width: 54, align: 'right' },
  { title: 'Quoted\nex VAT', width: 54, align: 'right' },
  { title: 'VAT\nper unit', width: 48, align: 'right' },
  { title: 'Total\nincl. VAT', width: 60, align: 'right' },
  // "250 working days" on one line.
  { title: 'Lead time', width: 81.28 },
];

/**
 * The lines by their group, groups in the order they first appear; a heading row before
 * each group's lines. Lines without a group come under "Other items" when other lines have
 * one, and under no heading when none has.
 */
function* lineRows(lines: readonly QuotePdfLine[]): Generator<Row> {
  const groups = new Map<string | null, QuotePdfLine[]>();
  for (const line of lines) {
    const group = groups.get(line.groupLabel);
    if (group) group.push(line);
    else groups.set(line.groupLabel, [line]);
  }
  const headed = [...groups.keys()].some((label) => label !== null);
  const rates = new Set(lines.map((line) => line.vatRatePercent));
  for (const [label, group] of groups) {
    if (headed) yield { cells: [label ?? 'Other items'], strong: true, span: true };
    for (const line of group) {
      yield {
        cells: [
          line.description,
          line.referenceNumber ?? '',
          line.quantity.toLocaleString('en-IE'),
          money(line.listUnitCents),
          money(line.unitCents),
          money(line.vatCents),
          money(line.lineTotalCents),
          workingDays(line.leadTimeDays),
        ],
        // One rate for every line is said once, in the totals.
        ...(rates.size > 1 ? { note: `VAT ${rate(line.vatRatePercent)}` } : {}),
      };
    }
  }
}

/** "VAT 23 %", or "VAT 13.5 % and 23 %" when the lines have different rates. */
function vatLabel(lines: readonly QuotePdfLine[]): string {
  const rates = [...new Set(lines.map((line) => line.vatRatePercent))].sort((a, b) => a - b);
  if (rates.length === 0) return 'VAT';
  const last = rates.pop()!;
  const list = rates.length ? `${rates.map((r) => `${r}`).join(', ')} % and ${last}` : `${last}`;
  return `VAT ${list} %`;
}

const SUPERSEDED_RED = '#b00020';

/** The superseded version says so at the top, in a red frame no reader can miss. */
function supersededBanner(doc: Pdf, y: number): number {
  const height = 24;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).lineWidth(1.5).strokeColor(SUPERSEDED_RED).stroke();
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(SUPERSEDED_RED)
    .text(SUPERSEDED_NOTE, MARGIN, y + 6, { width: CONTENT_WIDTH, align: 'center' });
  doc.fillColor(INK).fontSize(BODY_SIZE);
  return y + height + 12;
}

/** The pages after the first say it too, above their top margin: a page may be read alone. */
function markFollowingPages(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(SUPERSEDED_RED);
    textRight(doc, SUPERSEDED_NOTE, RIGHT, MARGIN - 22);
  }
  doc.font(REGULAR).fillColor(INK);
}

/** A captioned paragraph after the table (terms, message), on a new page if need be. */
function section(doc: Pdf, caption: string, text: string, y: number): number {
  y = ensureSpace(doc, y + 6, 40);
  y = block(doc, caption, [], MARGIN, y, CONTENT_WIDTH);
  return paragraph(doc.fontSize(BODY_SIZE), text, MARGIN, y, CONTENT_WIDTH) + 4;
}

const addressLines = (address: string) =>
  address
    .split(/\n|,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { seller, quote, version, lines } = input;
  const name = `${quote.number} version ${version.version}`;
  const meta = {
    title: name,
    subject: version.superseded ? `Quotation (${SUPERSEDED_NOTE.toLowerCase()})` : 'Quotation',
    seller,
    issueDate: version.issuedOn,
  };
  return renderPdf(meta, (doc) => {
    let y = letterhead(
      doc,
      seller,
      'Quotation',
      [
        ['Quote number', quote.number],
        ...(quote.title ? [['Project', quote.title] as const] : []),
        ['Issue date', shortDay(version.issuedOn)],
        ['Valid until', shortDay(version.validUntil)],
        ...(version.discountBasisPoints !== null && version.discountBasisPoints > 0
          ? [['Discount', `${basisPointsPercent(version.discountBasisPoints)} off list`] as const]
          : []),
      ],
      `Version ${version.version}`,
    );
    y += 14;
    if (version.superseded) y = supersededBanner(doc, y);

    const customer = [
      quote.companyName,
      ...addressLines(quote.companyAddress),
      ...(quote.vatNumber ? [`VAT number: ${quote.vatNumber}`] : []),
      `Requested by: ${quote.requestedBy}`,
    ];
    const left = block(doc, 'Quotation for', customer, MARGIN, y, LEFT_WIDTH);
    const site = [
      ...addressLines(quote.siteAddress),
      `Wanted delivery: ${deliveryWindow(quote.deliveryFrom, quote.deliveryTo)}`,
    ];
    const right = block(doc, 'Delivery site', site, SIDE_X, y, SIDE_WIDTH);
    y = Math.max(left, right) + 16;

    y = drawTable(doc, COLUMNS, lineRows(lines), y, {
      fontSize: 7.5,
      continued: `Quotation ${name}, continued`,
    });
    y = amountRows(
      doc,
      [
        { label: 'Subtotal (excl. VAT)', amount: money(version.subtotalCents) },
        { label: vatLabel(lines), amount: money(version.vatCents) },
        { label: 'Total (incl. VAT)', amount: money(version.totalCents), strong: true },
      ],
      y + 6,
    );
    if (version.deliveryTerms.trim()) y = section(doc, 'Delivery terms', version.deliveryTerms, y);
    if (version.message.trim()) y = section(doc, 'Message', version.message, y);
    section(doc, 'Terms', QUOTE_PDF_NOTE, y);
    if (version.superseded) markFollowingPages(doc);
  });
}
