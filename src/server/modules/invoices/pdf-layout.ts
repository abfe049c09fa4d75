import type { IsoDate } from '#src/shared/domain/calendar-dates';
import { formatCents } from '#src/shared/domain/money';
import type { Buyer, Seller } from './document-types';
import {
  BODY_SIZE,
  BOLD,
  INK,
  MARGIN,
  MUTED,
  REGULAR,
  RIGHT,
  RULE,
  type Pdf,
} from './pdf-document';

/**
 * The blocks the invoice, credit note and statement PDFs are made of: the letterhead,
 * address blocks, label and value lists, totals. Every figure is written from whole cents
 * by `formatCents`; nothing here adds or rounds an amount.
 */

/** The right-hand column of the first page: the document's title and facts. */
export const SIDE_X = 330;
export const SIDE_WIDTH = RIGHT - SIDE_X;
/** The left-hand column beside it: the seller, the buyer. */
export const LEFT_WIDTH = SIDE_X - MARGIN - 20;
export const TITLE_SIZE = 16;

// Documents are days in Ireland (calendar-dates.ts): read in UTC, no day shifts.
const dayFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-28" → "28 November 2026". */
export const formatDay = (date: IsoDate) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * An amount in euro; below zero (money the shop owes the company) as "€12.00 CR", the
 * way Irish statements mark a credit balance, rather than a minus sign that is easy to
 * miss in a column. Math.abs also turns −0 into 0, which Intl would print as "-€0.00".
 */
export const money = (cents: number) =>
  cents < 0 ? `${formatCents(-cents)} CR` : formatCents(Math.abs(cents));

export const percent = (rate: number) => `${rate}%`;

/** One line ending at `right`: amounts line up on their last digit. */
export function textRight(doc: Pdf, text: string, right: number, y: number) {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function ensureSpace(doc: Pdf, y: number, height: number): number {
  if (y + height <= doc.page.maxY()) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** Wrapped lines at `x`, `width` wide; returns the y below them. */
export function paragraph(doc: Pdf, text: string, x: number, y: number, width: number): number {
  doc.text(text, x, y, { width });
  return doc.y;
}

/** A bold caption over lines of text (an address block); returns the y below it. */
export function block(
  doc: Pdf,
  caption: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED).text(caption, x, y, { width });
  doc.fillColor(INK).font(REGULAR);
  let below = doc.y + 2;
  for (const line of lines) below = paragraph(doc, line, x, below, width);
  return below;
}

export function sellerLines(seller: Seller): string[] {
  return [
    ...seller.address,
    `VAT number: ${seller.vatNumber}`,
    `Company number: ${seller.companyNumber}`,
    seller.email,
    seller.phone,
  ];
}

export function buyerLines(buyer: Buyer): string[] {
  return [
    buyer.name,
    ...buyer.address,
    ...(buyer.vatNumber ? [`VAT number: ${buyer.vatNumber}`] : []),
  ];
}

/**
 * The seller at the top left under its name, the document's title and facts (label,
 * value) at the top right; returns the y below both.
 */
export function letterhead(
  doc: Pdf,
  seller: Seller,
  title: string,
  facts: ReadonlyArray<readonly [string, string]>,
  subtitle?: string,
): number {
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(seller.legalName, MARGIN, MARGIN, { width: LEFT_WIDTH });
  doc.font(REGULAR).fontSize(BODY_SIZE);
  let left = doc.y + 3;
  for (const line of sellerLines(seller)) left = paragraph(doc, line, MARGIN, left, LEFT_WIDTH);

  doc.font(BOLD).fontSize(TITLE_SIZE).text(title, SIDE_X, MARGIN, { width: SIDE_WIDTH });
  let right = doc.y + 4;
  if (subtitle) {
    doc.font(REGULAR).fontSize(10);
    right = paragraph(doc, subtitle, SIDE_X, right, SIDE_WIDTH) + 4;
  }
  right = factList(doc, facts, SIDE_X, right, SIDE_WIDTH);
  return Math.max(left, right);
}

/** Labels in grey, values beside them; a long value wraps in its own column. */
export function factList(
  doc: Pdf,
  facts: ReadonlyArray<readonly [string, string]>,
  x: number,
  y: number,
  width: number,
): number {
  const labelWidth = 90;
  doc.fontSize(BODY_SIZE);
  for (const [label, value] of facts) {
    doc.font(REGULAR).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(BOLD)
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: width - labelWidth });
    y = Math.max(labelBottom, doc.y) + 2;
  }
  doc.font(REGULAR);
  return y;
}

/** Label and amount rows ending at the right margin: totals, the aged balance. */
export function amountRows(
  doc: Pdf,
  rows: ReadonlyArray<{ label: string; amount: string; strong?: boolean }>,
  y: number,
  caption?: string,
): number {
  const height = (rows.length + (caption ? 1 : 0)) * 14 + 6;
  y = ensureSpace(doc, y, height);
  const labelX = RIGHT - 280;
  if (caption) {
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED).text(caption, labelX, y, {
      lineBreak: false,
    });
    y += 14;
  }
  for (const row of rows) {
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(BODY_SIZE)
      .fillColor(INK);
    if (row.strong) {
      doc
        .moveTo(labelX, y - 3)
        .lineTo(RIGHT, y - 3)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    doc.text(row.label, labelX, y, { lineBreak: false });
    textRight(doc, row.amount, RIGHT, y);
    y += 14;
  }
  doc.font(REGULAR);
  return y + 6;
}
