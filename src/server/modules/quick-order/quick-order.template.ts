import writeXlsxFile from 'write-excel-file/node';
import { QUICK_ORDER_COLUMNS, QUICK_ORDER_HEADINGS } from '#src/shared/schemas/quick-order';

/**
 * The quick-order template (docs/screens.md "Quick order"): the header and one example row,
 * a bed of the demo catalogue in the columns' order.
 */
const HEADER = QUICK_ORDER_COLUMNS.map((c) => QUICK_ORDER_HEADINGS[c]);
const EXAMPLE = ['BED-ASH-001', '5ft King', 'Linen Weave', 'Natural', '2', 'Room 101', 'Ottoman'];

/** With a byte-order mark, so that Excel opens it as UTF-8 (fadas intact). */
// No cell of the template holds a comma, a quote or a line break: joined as they are.
export const templateCsv = () =>
  `\uFEFF${[HEADER, EXAMPLE].map((row) => row.join(',')).join('\r\n')}\r\n`;

export function templateXlsx(): Promise<Buffer> {
  return writeXlsxFile([
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    EXAMPLE.map((value) => ({ value })),
  ]).toBuffer();
}
