import {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  agedTotal,
  type VatRateTotal,
} from '#src/shared/domain/ledger';
import type {
  Buyer,
  CreditNoteDocument,
  DocumentLine,
  InvoiceDocument,
  StatementDocument,
  StatementEntry,
} from './document-types';
import { BODY_SIZE, CONTENT_WIDTH, MARGIN, renderPdf, type Pdf } from './pdf-document';
import {
  amountRows,
  block,
  buyerLines,
  ensureSpace,
  formatDay,
  LEFT_WIDTH,
  letterhead,
  money,
  paragraph,
  percent,
  SIDE_WIDTH,
  SIDE_X,
} from './pdf-layout';
import { drawTable, type Column, type Row } from './pdf-table';

/**
 * The PDFs of an issued invoice, credit note and statement, written from the documents
 * exactly as issued (document-types.ts): what the buyer downloads and receives by mail.
 */

const LINE_COLUMNS: Column[] = [
  { title: 'Description', width: 150 },
  { title: 'Reference', width: 72 },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Unit price\n(excl. VAT)', width: 70, align: 'right' },
  { title: 'VAT\nrate', width: 40, align: 'right' },
  { title: 'VAT', width: 62, align: 'right' },
  { title: 'Line total\n(incl. VAT)', width: 73.28, align: 'right' },
];

const lineRow = (line: DocumentLine): Row => ({
  cells: [
    line.description,
    line.referenceNumber,
    line.quantity.toLocaleString('en-IE'),
    money(line.unitCents),
    percent(line.vatRatePercent),
    money(line.vatCents),
    money(line.totalCents),
  ],
  note: `Tracking ID: ${line.trackingId}`,
});

/** What an Irish VAT invoice shows per rate: the VAT and the net amount it is due on. */
const vatRows = (rates: readonly VatRateTotal[]) =>
  rates.map((rate) => ({
    label: `VAT at ${percent(rate.ratePercent)} on ${money(rate.netCents)}`,
    amount: money(rate.vatCents),
  }));

/** The buyer's block, at the left under the seller's. */
const buyerBlock = (doc: Pdf, caption: string, buyer: Buyer, y: number) =>
  block(doc, caption, buyerLines(buyer), MARGIN, y, LEFT_WIDTH);

function payment(doc: Pdf, y: number, text: string): number {
  y = ensureSpace(doc, y + 6, 40);
  y = block(doc, 'Payment', [], MARGIN, y, CONTENT_WIDTH);
  return paragraph(doc.fontSize(BODY_SIZE), text, MARGIN, y, CONTENT_WIDTH);
}

export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { seller } = invoice;
  const meta = {
    title: invoice.number,
    subject: 'VAT invoice',
    seller,
    issueDate: invoice.issueDate,
  };
  return renderPdf(meta, (doc) => {
    let y = letterhead(doc, seller, 'VAT invoice', [
      ['Invoice number', invoice.number],
      ['Issue date', formatDay(invoice.issueDate)],
      ['Date of supply', formatDay(invoice.supplyDate)],
      ['Due date', formatDay(invoice.dueDate)],
      ['Payment terms', `${invoice.paymentTermsDays} days`],
    ]);
    y += 16;
    const references = [
      `Checkout: ${invoice.checkoutNumber}`,
      ...(invoice.poNumber ? [`Purchase order: ${invoice.poNumber}`] : []),
      ...(invoice.quoteNumber ? [`Quote: ${invoice.quoteNumber}`] : []),
    ];
    const right = block(doc, 'Your references', references, SIDE_X, y, SIDE_WIDTH);
    y = Math.max(buyerBlock(doc, 'Bill to', invoice.buyer, y), right) + 16;

    y = drawTable(doc, LINE_COLUMNS, invoice.lines.map(lineRow), y, {
      fontSize: 8,
      continued: `Invoice ${invoice.number}, continued`,
    });
    y = amountRows(
      doc,
      [
        { label: 'Net total (excl. VAT)', amount: money(invoice.netCents) },
        ...vatRows(invoice.vatByRate),
        { label: 'VAT total', amount: money(invoice.vatCents) },
        { label: 'Total', amount: money(invoice.totalCents), strong: true },
        {
          label: `Amount due by ${formatDay(invoice.dueDate)}`,
          amount: money(invoice.amountDueCents),
          strong: true,
        },
      ],
      y + 6,
    );
    payment(
      doc,
      y,
      // The bank details on a line of their own: an IBAN split over two lines is easy to
      // copy wrong.
      `Pay by bank transfer to ${seller.legalName},\n` +
        `IBAN ${seller.iban}, BIC ${seller.bic}, quoting ${invoice.number}.`,
    );
  });
}

const KIND_LABELS = { return: 'Return', cancellation: 'Cancellation' } as const;

export async function creditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { seller } = note;
  const meta = { title: note.number, subject: 'Credit note', seller, issueDate: note.issueDate };
  return renderPdf(meta, (doc) => {
    let y = letterhead(doc, seller, 'Credit note', [
      ['Credit note number', note.number],
      ['Issue date', formatDay(note.issueDate)],
      ['Kind', KIND_LABELS[note.kind]],
    ]);
    y = buyerBlock(doc, 'Credit to', note.buyer, y + 16) + 10;
    const corrects = `Corrects invoice ${note.invoiceNumber} of ${formatDay(note.invoiceIssueDate)}.`;
    y = paragraph(doc, corrects, MARGIN, y, CONTENT_WIDTH) + 2;
    y = paragraph(doc, `Reason: ${note.reason}`, MARGIN, y, CONTENT_WIDTH) + 12;

    y = drawTable(doc, LINE_COLUMNS, note.lines.map(lineRow), y, {
      fontSize: 8,
      continued: `Credit note ${note.number}, continued`,
    });
    amountRows(
      doc,
      [
        { label: 'Net credited (excl. VAT)', amount: money(note.netCents) },
        ...vatRows(note.vatByRate),
        { label: 'VAT credited', amount: money(note.vatCents) },
        { label: 'Total credited', amount: money(note.totalCents), strong: true },
      ],
      y + 6,
    );
  });
}

const STATEMENT_COLUMNS: Column[] = [
  { title: 'Date', width: 90 },
  { title: 'Document', width: 80 },
  { title: 'Description', width: 129.28 },
  { title: 'Debit', width: 62, align: 'right' },
  { title: 'Credit', width: 62, align: 'right' },
  { title: 'Balance', width: 72, align: 'right' },
];

const amountOrBlank = (cents: number) => (cents === 0 ? '' : money(cents));

function* statementRows(statement: StatementDocument): Generator<Row> {
  // Thousands of entries share a few dozen days: each day is formatted once.
  const days = new Map<string, string>();
  const day = (date: string) => {
    let text = days.get(date);
    if (text === undefined) days.set(date, (text = formatDay(date)));
    return text;
  };
  const balanceRow = (date: string, label: string, cents: number): Row => ({
    cells: [day(date), '', label, '', '', money(cents)],
    strong: true,
  });
  yield balanceRow(statement.from, 'Opening balance', statement.openingCents);
  for (const entry of statement.entries) yield entryRow(entry, day);
  yield balanceRow(statement.to, 'Closing balance', statement.closingCents);
}

const entryRow = (entry: StatementEntry, day: (date: string) => string): Row => ({
  cells: [
    day(entry.date),
    entry.number,
    entry.description,
    amountOrBlank(entry.debitCents),
    amountOrBlank(entry.creditCents),
    money(entry.balanceCents),
  ],
});

export async function statementPdf(statement: StatementDocument): Promise<Buffer> {
  const { seller } = statement;
  const period = `${formatDay(statement.from)} – ${formatDay(statement.to)}`;
  const { issueDate } = statement;
  const meta = {
    title: `Statement of account, ${period}`,
    subject: 'Statement',
    seller,
    issueDate,
  };
  return renderPdf(meta, (doc) => {
    let y = letterhead(
      doc,
      seller,
      'Statement of account',
      [['Statement date', formatDay(statement.issueDate)]],
      period,
    );
    y = buyerBlock(doc, 'Statement for', statement.buyer, y + 16) + 16;

    y = drawTable(doc, STATEMENT_COLUMNS, statementRows(statement), y, {
      fontSize: 7.5,
      continued: `Statement of account for ${statement.buyer.name}, ${period}, continued`,
    });
    y = amountRows(
      doc,
      [
        ...AGE_BUCKETS.map((bucket) => ({
          label: AGE_BUCKET_LABELS[bucket],
          amount: money(statement.aged[bucket]),
        })),
        { label: 'Total', amount: money(agedTotal(statement.aged)), strong: true },
      ],
      y + 6,
      `Aged balance on ${formatDay(statement.to)}`,
    );
    const account = `IBAN ${seller.iban}, BIC ${seller.bic}.\nAccount name: ${seller.legalName}.`;
    payment(
      doc,
      y,
      statement.closingCents > 0
        ? // The balance, not all of it due yet: the aged balance above says what is.
          `Balance: ${money(statement.closingCents)}.\nPlease pay to ${account}`
        : `Nothing is due.\nPayments to ${account}`,
    );
  });
}
