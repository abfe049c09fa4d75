import { decimalFromCents } from '#src/shared/domain/money';
import { PAYMENT_METHOD_LABELS } from '#src/shared/schemas/invoices';
import { centsFromDecimal } from '#src/shared/domain/money';
import type {
  creditNoteLinesIssued,
  invoiceLinesIssued,
  paymentsReceived,
} from '../invoices/documents.service';
import { csvCell } from './orders-csv';

/**
 * The accountant's exports (docs/business-rules.md "Invoices and payments"): one row per
 * document line or payment allocation, in the columns Xero's and Sage's sales imports take
 * (contact, number, dates as DD/MM/YYYY, description, quantity, unit amount, tax type, tax
 * amount, line amount, currency). UTF-8 with a BOM so spreadsheets read the fadas; cells a
 * spreadsheet would run as formulas are neutralised by csvCell.
 */

const BOM = '\uFEFF';
const irishDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const taxType = (rate: string) => `${Number(rate)}% (VAT on Income)`;
const csv = (header: string[], rows: Array<Array<string | number | null>>) =>
  BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

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

export function paymentsCsv(rows: Awaited<ReturnType<typeof paymentsReceived>>): string {
  const out: Array<Array<string | number | null>> = [];
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
      p.company,
      PAYMENT_METHOD_LABELS[p.method],
      p.bankReference,
      `Payment ${p.id}`,
    ];
    for (const a of allocations) {
      const cents = centsFromDecimal(a.cents);
      left -= cents;
      out.push([
        ...base,
        a.number,
        decimalFromCents(cents),
        decimalFromCents(p.amountCents),
        'EUR',
      ]);
    }
    if (left !== 0)
      out.push([...base, '', decimalFromCents(left), decimalFromCents(p.amountCents), 'EUR']);
  }
  return csv(
    [
      'Date',
      'ContactName',
      'Method',
      'BankReference',
      'PaymentID',
      'InvoiceNumber',
      'Amount',
      'PaymentTotal',
      'Currency',
    ],
    out,
  );
}
