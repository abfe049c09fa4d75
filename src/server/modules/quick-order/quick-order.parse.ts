import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import {
  NO_LINES,
  QUICK_ORDER_CELL_MAX,
  QUICK_ORDER_COLUMNS,
  QUICK_ORDER_FILE_WRONG_TYPE,
  QUICK_ORDER_HEADINGS,
  QUICK_ORDER_MAX_LINES,
  TOO_MANY_LINES,
  UNREADABLE_WORKBOOK,
  type QuickOrderColumn,
  type QuickOrderLineText,
} from '#src/shared/schemas/quick-order';
import { FormError } from '../../lib/form-validation';
import { fold } from './quick-order.service';

/**
 * The one reader of quick-order lines (docs/business-rules.md "Quick order"): text pasted
 * from a spreadsheet (tab-separated) or typed with commas, a CSV file, or the first sheet
 * of an XLSX workbook. A first row naming the columns (SKU, Size…) sets their order;
 * without one the template's order is used. Blank rows are skipped.
 */

/** The names a heading may have, folded (no case, no fadas). */
const HEADING_NAMES = new Map<string, QuickOrderColumn>([
  ...QUICK_ORDER_COLUMNS.map((c) => [c, c] as const),
  ['product code', 'sku'],
  ['code', 'sku'],
  ['color', 'colour'],
  ['fabric colour', 'colour'],
  ['fabric color', 'colour'],
  ['qty', 'quantity'],
  ['ref', 'reference'],
  ['ref no', 'reference'],
  ['reference number', 'reference'],
  ['storage type', 'storage'],
]);

export const unknownColumn = (name: string) =>
  `Unknown column “${name}”: the columns are ${QUICK_ORDER_COLUMNS.map((c) => QUICK_ORDER_HEADINGS[c]).join(', ')}.`;
export const tooManyColumns = (row: number) =>
  `Row ${row} has more than ${QUICK_ORDER_COLUMNS.length} columns (${QUICK_ORDER_COLUMNS.map((c) => QUICK_ORDER_HEADINGS[c]).join(', ')}).`;
const cellTooLong = (row: number) =>
  `Row ${row} has a cell longer than ${QUICK_ORDER_CELL_MAX} characters.`;

/** Rows of cells (as text) to lines, reading a header when the first row is one. */
export function linesOfRows(rows: string[][]): QuickOrderLineText[] {
  const filled = rows
    .map((cells, index) => ({ cells: cells.map((c) => c.trim()), row: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  if (filled.length === 0) throw new FormError(400, [{ field: 'lines', message: NO_LINES }]);

  let columns: QuickOrderColumn[] = [...QUICK_ORDER_COLUMNS];
  const first = filled[0]!.cells.map(fold);
  if (first.some((c) => HEADING_NAMES.get(c) === 'sku')) {
    columns = first.map((name, i) => {
      const column = HEADING_NAMES.get(name);
      if (!column && name !== '') {
        throw new FormError(400, [
          { field: 'lines', message: unknownColumn(filled[0]!.cells[i]!) },
        ]);
      }
      return column!;
    });
    filled.shift();
    if (filled.length === 0) throw new FormError(400, [{ field: 'lines', message: NO_LINES }]);
  }
  if (filled.length > QUICK_ORDER_MAX_LINES) {
    throw new FormError(400, [{ field: 'lines', message: TOO_MANY_LINES }]);
  }
  return filled.map(({ cells, row }) => {
    const line = Object.fromEntries(QUICK_ORDER_COLUMNS.map((c) => [c, ''])) as QuickOrderLineText;
    cells.forEach((value, i) => {
      if (value === '') return;
      const column = columns[i];
      if (!column) throw new FormError(400, [{ field: 'lines', message: tooManyColumns(row) }]);
      if (value.length > QUICK_ORDER_CELL_MAX) {
        throw new FormError(400, [{ field: 'lines', message: cellTooLong(row) }]);
      }
      line[column] = value;
    });
    return line;
  });
}

/** Pasted or CSV text: tab-separated when any line has a tab, else comma-separated. */
export function linesOfText(text: string): QuickOrderLineText[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = body.includes('\t')
    ? '\t'
    : body.includes(';') && !body.includes(',')
      ? ';'
      : ',';
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      // "a, \"b, c\"" as typed: spaces around a quoted cell.
      trim: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new FormError(400, [
      { field: 'lines', message: `These lines could not be read: ${message}` },
    ]);
  }
  return linesOfRows(rows);
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A spreadsheet cell as the buyer sees it: numbers without float noise, dates as days. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(+value.toFixed(6));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return '';
}

/** An uploaded file, told apart by its content: an XLSX workbook, or UTF-8 text. */
export async function linesOfFile(bytes: Buffer): Promise<QuickOrderLineText[]> {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) {
    let rows: unknown[][];
    try {
      const sheets = await readXlsxFile(bytes);
      rows = sheets[0]?.data ?? [];
    } catch {
      throw new FormError(400, [{ field: 'file', message: UNREADABLE_WORKBOOK }]);
    }
    return linesOfRows(rows.map((row) => row.map(cellText)));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FormError(415, [{ field: 'file', message: QUICK_ORDER_FILE_WRONG_TYPE }]);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0e-\x1f]/.test(text)) {
    throw new FormError(415, [{ field: 'file', message: QUICK_ORDER_FILE_WRONG_TYPE }]);
  }
  return linesOfText(text);
}
