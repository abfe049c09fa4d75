import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { Seller } from './document-types';

/**
 * The page every document PDF is written on: A4, DejaVu Sans embedded, the seller and
 * "Page N of M" in the footer of each page, the bytes the same for the same document.
 */

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;

export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const RULE = '#c8c8c8';

export const BODY_SIZE = 9;
export const SMALL_SIZE = 7;

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Fonts | undefined;

/**
 * DejaVu Sans is embedded: it has every letter with a fada, "€" and "–", and the PDF
 * looks the same in every viewer (the standard fonts are the viewer's own). Found through
 * the package's own path, not the working directory, so the tests, `tsx` and the bundled
 * server in dist/ all find it. Read once per process.
 */
async function loadFonts(): Promise<Fonts> {
  if (fonts) return fonts;
  const pkg = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
  const dir = path.join(path.dirname(pkg), 'ttf');
  const [regular, bold] = await Promise.all([
    readFile(path.join(dir, 'DejaVuSans.ttf')),
    readFile(path.join(dir, 'DejaVuSans-Bold.ttf')),
  ]);
  fonts = { regular: withoutShaping(regular), bold: withoutShaping(bold) };
  return fonts;
}

/**
 * The font as pdfkit needs it to lay out our documents, quicker to read: without the
 * OpenType shaping tables (GSUB, GPOS) and without the glyph names of its `post` table.
 * pdfkit shapes every word it has not met yet with GSUB and GPOS, and most words of a
 * long statement are new (amounts, document numbers); and it decodes the 62 KB of glyph
 * names in each document only to read one flag. The documents need neither: letters with
 * fadas are glyphs of their own, the font's older `kern` table still kerns, and the subset
 * pdfkit embeds never holds these tables. Lost: the "fi" and "fl" ligatures and the
 * placing of combining accents (names arrive precomposed). An invoice without "fi" or
 * "fl" comes out byte for byte the same as with the whole font, in about half the CPU
 * time; a 5,000-entry statement takes about a third less. Only the table directory and
 * the post table's version change: every table stays where it was.
 */
function withoutShaping(font: Buffer): Buffer {
  const lean = Buffer.from(font);
  const entries: Buffer[] = [];
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const entry = Buffer.from(font.subarray(12 + 16 * i, 28 + 16 * i));
    const tag = entry.toString('latin1', 0, 4);
    if (tag === 'GSUB' || tag === 'GPOS') continue;
    if (tag === 'post') {
      // Version 3 is the 32-byte header alone: no glyph names.
      lean.writeUInt32BE(0x00030000, entry.readUInt32BE(8));
      entry.writeUInt32BE(32, 12);
    }
    entries.push(entry);
  }
  // numTables, then the binary-search hints that follow from it.
  const searchRange = 16 * 2 ** Math.floor(Math.log2(entries.length));
  lean.writeUInt16BE(entries.length, 4);
  lean.writeUInt16BE(searchRange, 6);
  lean.writeUInt16BE(Math.log2(searchRange / 16), 8);
  lean.writeUInt16BE(entries.length * 16 - searchRange, 10);
  entries.forEach((entry, i) => entry.copy(lean, 12 + 16 * i));
  return lean;
}

export interface PdfMeta {
  /** The document number (or the statement's name): what a viewer shows as the title. */
  title: string;
  subject: string;
  seller: Seller;
  /** Also the PDF's creation date, so one document always gives the same bytes. */
  issueDate: IsoDate;
}

/**
 * An A4 document with the fonts registered; `draw` writes the pages, then every page
 * gets its footer and the bytes come back. Pages stay buffered: "Page N of M" needs M.
 */
export async function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const date = new Date(`${meta.issueDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IE',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.seller.legalName,
      Subject: meta.subject,
      Creator: meta.seller.legalName,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  draw(doc);
  drawFooters(doc, meta.seller);
  doc.end();
  return done;
}

function drawFooters(doc: Pdf, seller: Seller) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 14;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(RIGHT, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(REGULAR).fontSize(SMALL_SIZE).fillColor(MUTED);
    // lineBreak: false: text below the bottom margin would otherwise start a new page.
    doc.text(`${seller.legalName} · VAT number: ${seller.vatNumber}`, MARGIN, y, {
      lineBreak: false,
    });
    const page = `Page ${i - start + 1} of ${count}`;
    doc.text(page, RIGHT - doc.widthOfString(page), y, { lineBreak: false });
  }
  doc.fillColor(INK);
}
