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
  fonts = { regular, bold };
  return fonts;
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
