import {
  BOLD,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  REGULAR,
  RULE,
  SMALL_SIZE,
  type Pdf,
} from './pdf-document';
import { textRight } from './pdf-layout';

/**
 * A table that runs over as many pages as it needs, its header repeated at the top of
 * each. Text columns wrap, amount columns hold one line aligned on the right. Wrapping is
 * what costs (pdfkit breaks the text into lines to measure it), so a cell is wrapped only
 * when it may not fit on one line: a statement of 5,000 short entries is written as plain
 * lines at fixed positions.
 */

export interface Column {
  /** "\n" splits a heading over two lines. */
  title: string;
  width: number;
  /** Right: an amount, on one line. Left (the default): text that wraps if it must. */
  align?: 'left' | 'right';
}

export interface Row {
  cells: string[];
  /** Small grey text under the first cell (a line's tracking ID). */
  note?: string;
  strong?: boolean;
  /** The first cell alone, across the whole table and shaded: a group's heading. */
  span?: boolean;
}

export interface TableOptions {
  fontSize: number;
  /** Written above the repeated header on the pages after the first. */
  continued: string;
}

const PAD = 3;
const ROW_GAP = 3;
const HEADER_FILL = '#eeeeee';
const SPAN_FILL = '#f6f6f6';

function drawHeader(doc: Pdf, columns: readonly Column[], y: number, fontSize: number): number {
  const lines = Math.max(...columns.map((c) => c.title.split('\n').length));
  const height = lines * (fontSize + 2) + 2 * PAD;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(HEADER_FILL).fill();
  doc.font(BOLD).fontSize(fontSize).fillColor(INK);
  let x = MARGIN;
  for (const column of columns) {
    column.title.split('\n').forEach((part, i) => {
      const lineY = y + PAD + i * (fontSize + 2);
      if (column.align === 'right') textRight(doc, part, x + column.width - PAD, lineY);
      else doc.text(part, x + PAD, lineY, { lineBreak: false });
    });
    x += column.width;
  }
  doc.font(REGULAR);
  return y + height + ROW_GAP;
}

/**
 * Whether `text` fits on one line `width` wide. No glyph of DejaVu Sans is wider than
 * 1.1 em, so a text that short passes unmeasured; a longer one is measured (its words'
 * widths are cached by pdfkit) before anything is wrapped.
 */
const fitsOnOneLine = (doc: Pdf, text: string, width: number, fontSize: number) =>
  !text.includes('\n') &&
  (text.length * fontSize * 1.1 <= width || doc.widthOfString(text) <= width);

/** Writes the rows from `y` on; returns the y below the table. */
export function drawTable(
  doc: Pdf,
  columns: readonly Column[],
  rows: Iterable<Row>,
  y: number,
  options: TableOptions,
): number {
  const { fontSize } = options;
  const lineHeight = fontSize + 2.5;
  const noteSize = Math.max(SMALL_SIZE - 0.5, fontSize - 1.5);
  const header = () => drawHeader(doc, columns, y, fontSize);
  y = header();
  const wraps: boolean[] = columns.map(() => false);

  for (const row of rows) {
    const font = row.strong ? BOLD : REGULAR;
    doc.font(font).fontSize(fontSize);
    let textHeight = lineHeight;
    // A spanning row is one cell as wide as the table.
    const cells: readonly Column[] = row.span ? [{ title: '', width: CONTENT_WIDTH }] : columns;
    cells.forEach((column, i) => {
      const text = row.cells[i] ?? '';
      const width = column.width - 2 * PAD;
      wraps[i] = column.align !== 'right' && !fitsOnOneLine(doc, text, width, fontSize);
      if (wraps[i]) textHeight = Math.max(textHeight, doc.heightOfString(text, { width }));
    });
    const noteHeight = row.note ? noteSize + 2 : 0;
    const height = textHeight + noteHeight + ROW_GAP;

    if (y + height > doc.page.maxY()) {
      doc.addPage();
      y = doc.page.margins.top;
      doc.font(REGULAR).fontSize(SMALL_SIZE).fillColor(MUTED);
      doc.text(options.continued, MARGIN, y, { lineBreak: false });
      y += SMALL_SIZE + 6;
      y = header();
      doc.font(font).fontSize(fontSize);
    }

    if (row.span) {
      doc
        .rect(MARGIN, y - ROW_GAP / 2, CONTENT_WIDTH, height)
        .fillColor(SPAN_FILL)
        .fill();
    }
    doc.fillColor(INK);
    let x = MARGIN;
    cells.forEach((column, i) => {
      const text = row.cells[i] ?? '';
      if (column.align === 'right') textRight(doc, text, x + column.width - PAD, y);
      else if (wraps[i]) doc.text(text, x + PAD, y, { width: column.width - 2 * PAD });
      else doc.text(text, x + PAD, y, { lineBreak: false });
      x += column.width;
    });
    if (row.note) {
      doc.font(REGULAR).fontSize(noteSize).fillColor(MUTED);
      doc.text(row.note, MARGIN + PAD, y + textHeight, { lineBreak: false });
    }
    y += height;
    doc.moveTo(MARGIN, y - ROW_GAP / 2).lineTo(MARGIN + CONTENT_WIDTH, y - ROW_GAP / 2);
    doc.lineWidth(0.3).strokeColor(RULE).stroke();
  }
  doc.font(REGULAR).fillColor(INK);
  return y + 4;
}
