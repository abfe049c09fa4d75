import { decimalFromCents } from '#src/shared/domain/money';
import type { ExportRow } from './orders.repo';

// RFC 4180 CSV for spreadsheets. Cells that a spreadsheet would read as a formula are
// neutralised with a leading apostrophe (OWASP "CSV injection"): customers type their
// own references and addresses. A spreadsheet may split on other separators than the
// comma (the semicolon in much of Europe, the tab), so a cell holding any of them is
// quoted, and a formula start after one of them is neutralised too: "x;=1+2" must not
// become a cell "=1+2" in any locale.

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)([=+\-@])/g;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(
    FORMULA_AFTER_SEPARATOR,
    "$1'$2",
  );
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = [
  'Order ID',
  'Tracking ID',
  'Order date',
  'Customer',
  'Company',
  'Email',
  'Product',
  'Size',
  'Fabric',
  'Colour',
  'Storage',
  'Quantity',
  'Unit price',
  'VAT',
  'Total',
  'Reference',
  'Delivery status',
  'Status',
  'Paid at',
  'Shipping address',
];

const statusOf = (row: ExportRow) =>
  row.status === 'cancelled' ? 'Cancelled' : row.paidAt ? 'Paid' : 'Active';

export function ordersCsv(rows: ExportRow[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.trackingId,
        row.orderDate,
        row.customer.fullName,
        row.customer.companyName,
        row.customer.email,
        row.productName,
        row.sizeName,
        row.fabricName,
        row.fabricColorName,
        row.storageType,
        row.quantity,
        decimalFromCents(row.cents.unitPrice),
        decimalFromCents(row.cents.vat),
        decimalFromCents(row.cents.totalPrice),
        row.referenceNumber,
        row.deliveryStatus,
        statusOf(row),
        row.paidAt,
        row.shippingAddress,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // A byte-order mark so Excel reads the file as UTF-8 (names such as "Ó Briain").
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
