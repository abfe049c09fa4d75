import { decimalFromCents } from '#src/shared/domain/money';
import { PAYMENT_METHOD_LABELS } from '#src/shared/schemas/invoices';
import { centsFromDecimal } from '#src/shared/domain/money';
import type {
  creditNoteLinesIssued,
  invoiceLinesIssued,
  paymentsReceived,
  refundsMade,
} from '../invoices/documents.service';
import { csvCell } from './orders-csv';

/**
 * The accountant's exports (docs/business-rules.md "Invoices and payments"): one row per
 * document line, payment allocation or refund, in the columns Xero's and Sage's sales imports take
 * (contact, number, dates as DD/MM/YYYY, description, quantity, unit amount, tax type, tax
 * amount, line amount, currency). UTF-8 with a BOM so spreadsheets read the fadas; cells a
 * spreadsheet would run as formulas are neutralised by csvCell.
 */

const BOM = '\uFEFF';
const irishDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const taxType = (rate: string) => `${Number(rate)}% (VAT on Income)`;
/** An amount we wrote ourselves, in cents: "-300.00" is a number, not a formula to neutralise. */
type Amount = { cents: number };
type Cell = string | number | null | Amount;
const cellText = (value: Cell) =>
  typeof value === 'object' && value !== null ? decimalFromCents(value.cents) : csvCell(value);
const csv = (header: string[], rows: Cell[][]) =>
  BOM + [header, ...rows].map((row) => row.map(cellText).join(',')).join('\r\n') + '\r\n';

type Buyer = { name?: string; invoiceEmail?: string; vatNumber?: string | null };
const contact = (buyer: Buyer) => [
  String(buyer.name ?? ''),
  String(buyer.invoiceEmail ?? ''),
  String(buyer.vatNumber ?? ''),
];

export function invoicesCsv(rows: Awaited<ReturnType<typeof invoiceLinesIssued>>): string {
  return csv(
    [
      'ContactName',
      'EmailAddress',
      'TaxNumber',
      'InvoiceNumber',
      'Reference',
      'InvoiceDate',
      'DueDate',
      'SupplyDate',
      'Description',
      'Quantity',
      'UnitAmount',
      'TaxType',
      'TaxAmount',
      'LineAmount',
      'Total',
      'Currency',
      'TrackingID',
    ],
    rows.map((r) => [
      ...contact(r.buyer as Buyer),
      r.number,
      [r.checkoutNumber, r.poNumber].filter(Boolean).join(' / ') + ` / ${r.line.referenceNumber}`,
      irishDate(r.issueDate),
      irishDate(r.dueDate),
      irishDate(r.supplyDate),
      r.line.description,
      r.line.quantity,
      decimalFromCents(r.line.unitCents),
      taxType(r.line.vatRate),
      decimalFromCents(r.line.vatCents),
      decimalFromCents(r.line.netCents),
      decimalFromCents(r.line.totalCents),
      'EUR',
      r.line.trackingId,
    ]),
  );
}

export function creditNotesCsv(rows: Awaited<ReturnType<typeof creditNoteLinesIssued>>): string {
  return csv(
    [
      'ContactName',
      'EmailAddress',
      'TaxNumber',
      'CreditNoteNumber',
      'InvoiceNumber',
      'Reference',
      'Date',
      'Description',
      'Quantity',
      'UnitAmount',
      'TaxType',
      'TaxAmount',
      'LineAmount',
      'Total',
      'Currency',
      'Reason',
    ],
    rows.map((r) => [
      ...contact(r.buyer as Buyer),
      r.number,
      r.invoiceNumber,
      r.line.referenceNumber,
      irishDate(r.issueDate),
      r.line.description,
      r.line.quantity,
      decimalFromCents(r.line.unitCents),
      taxType(r.line.vatRate),
      decimalFromCents(r.line.vatCents),
      decimalFromCents(r.line.netCents),
      decimalFromCents(r.line.totalCents),
      'EUR',
      r.reason,
    ]),
  );
}

/**
 * Money in and out of the bank in a period, as a bank-transactions import takes it: a
 * payment as a row per invoice it paid (and one for what was not set against an invoice),
 * a refund as its own row with a negative amount on the day it was paid out. So what was
 * received and later refunded reads as both, and the rows of a period add up to the bank's.
 */
export function paymentsCsv(
  rows: Awaited<ReturnType<typeof paymentsReceived>>,
  refunds: Awaited<ReturnType<typeof refundsMade>> = [],
): string {
  const out: Array<{ date: string; cells: Cell[] }> = [];
  for (const p of rows) {
    const allocations = (
      typeof p.allocations === 'string' ? JSON.parse(p.allocations) : p.allocations
    ) as Array<{
      number: string;
      cents: string;
    }>;
    let left = p.amountCents;
    const base = [
      irishDate(p.receivedOn),
      'Payment',
      p.company,
      PAYMENT_METHOD_LABELS[p.method],
      p.bankReference,
      `Payment ${p.id}`,
    ];
    const row = (invoice: string, cents: number) => ({
      date: p.receivedOn,
      cells: [...base, invoice, decimalFromCents(cents), decimalFromCents(p.amountCents), 'EUR'],
    });
    for (const a of allocations) {
      const cents = centsFromDecimal(a.cents);
      left -= cents;
      out.push(row(a.number, cents));
    }
    if (left !== 0) out.push(row('', left));
  }
  for (const r of refunds) {
    out.push({
      date: r.refundedOn,
      cells: [
        irishDate(r.refundedOn),
        'Refund',
        r.company,
        '',
        r.bankReference,
        `Payment ${r.paymentId}`,
        '',
        { cents: -r.amountCents },
        { cents: -r.amountCents },
        'EUR',
      ],
    });
  }
  // By date; a day's payments before its refunds (the sort is stable).
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return csv(
    [
      'Date',
      'Type',
      'ContactName',
      'Method',
      'BankReference',
      'PaymentID',
      'InvoiceNumber',
      'Amount',
      'PaymentTotal',
      'Currency',
    ],
    out.map((r) => r.cells),
  );
}
