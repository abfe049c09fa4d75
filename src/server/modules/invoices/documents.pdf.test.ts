import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditNoteDocument, DocumentLine, InvoiceDocument } from './document-types';
import { creditNotePdf, invoicePdf } from './documents.pdf';
import {
  buyer,
  flat,
  missing,
  pdfPages,
  pdfText,
  embeddedFonts,
  run,
  seller,
  setUpPdfFiles,
} from './documents.pdf.test-setup';

/** Every field of an invoice and a credit note comes out of the PDF, fadas and "€" included. */

const saved = setUpPdfFiles();

const line = (fields: Omit<DocumentLine, 'netCents' | 'totalCents'>): DocumentLine => {
  const netCents = fields.unitCents * fields.quantity;
  return { ...fields, netCents, totalCents: netCents + fields.vatCents };
};

const LINES: DocumentLine[] = [
  line({
    description: 'Aria Bed — 4ft6 Double, Linen Oat, Ottoman',
    referenceNumber: 'Seomra 12',
    trackingId: 'TRK-8F3K2Q',
    quantity: 3,
    unitCents: 123450,
    vatRatePercent: 23,
    vatCents: 85181,
  }),
  line({
    description: 'Séan Mattress — 5ft King, Pocket Sprung 2000, Medium Firm',
    referenceNumber: 'Seomra 14',
    trackingId: 'TRK-8F3K2R',
    quantity: 2,
    unitCents: 98900,
    vatRatePercent: 13.5,
    vatCents: 26703,
  }),
  line({
    description: 'Clár Headboard — 6ft Super King, Velvet Óir',
    referenceNumber: 'Fáilte',
    trackingId: 'TRK-8F3K2S',
    quantity: 1,
    unitCents: 215000,
    vatRatePercent: 23,
    vatCents: 49450,
  }),
];

/** Each line as its row reads: quantity, unit price, VAT rate, VAT, line total. */
const LINE_FIGURES = [
  '3 €1,234.50 23% €851.81 €4,555.31',
  '2 €989.00 13.5% €267.03 €2,245.03',
  '1 €2,150.00 23% €494.50 €2,644.50',
];

const invoice: InvoiceDocument = {
  number: 'INV-2026-000123',
  issueDate: '2026-11-28',
  supplyDate: '2026-11-27',
  dueDate: '2026-12-28',
  paymentTermsDays: 30,
  seller,
  buyer,
  checkoutNumber: 'CHK-2026-004512',
  poNumber: 'PO-7781/ÓC',
  lines: LINES,
  vatByRate: [
    { ratePercent: 13.5, netCents: 197800, vatCents: 26703 },
    { ratePercent: 23, netCents: 585350, vatCents: 134631 },
  ],
  netCents: 783150,
  vatCents: 161334,
  totalCents: 944484,
  amountDueCents: 944484,
};

describe('invoicePdf', () => {
  let file = '';
  let text = '';

  beforeAll(async () => {
    file = await saved(await invoicePdf(invoice));
    text = flat(await pdfText(file));
  });

  it('shows every field of the invoice', () => {
    expect(
      missing(text, [
        'VAT invoice',
        'Invoice number INV-2026-000123',
        'Issue date 28 November 2026',
        'Date of supply 27 November 2026',
        'Due date 28 December 2026',
        'Payment terms 30 days',
        'Cruinn Furniture Manufacturing Limited',
        'Unit 4, Ballymount Industrial Estate',
        'Dublin 12, D12 X2Y4',
        'VAT number: IE6388047V',
        'Company number: 512345',
        'accounts@cruinn.ie',
        '+353 1 555 0123',
        'Bill to',
        'Óstán an Chláir Teoranta',
        'Sráid an Mhuilinn, Inis',
        'Co. an Chláir, V95 T2X8',
        'VAT number: IE3456789OH',
        'Checkout: CHK-2026-004512',
        'Purchase order: PO-7781/ÓC',
        ...LINES.map((l) => l.referenceNumber),
        ...LINES.map((l) => `Tracking ID: ${l.trackingId}`),
        ...LINE_FIGURES,
        'Net total (excl. VAT) €7,831.50',
        'VAT at 13.5% on €1,978.00 €267.03',
        'VAT at 23% on €5,853.50 €1,346.31',
        'VAT total €1,613.34',
        'Total €9,444.84',
        'Amount due by 28 December 2026 €9,444.84',
        'Pay by bank transfer to Cruinn Furniture Manufacturing Limited, ' +
          'IBAN IE29 AIBK 9311 5212 3456 78, BIC AIBKIE2D, quoting INV-2026-000123.',
        'Page 1 of 1',
      ]),
    ).toEqual([]);
  });

  it('wraps each description whole in its column', async () => {
    // The description column alone (x 50–200 pt): its wrapped lines follow each other.
    const column = flat(await pdfText(file, '-x', '50', '-y', '0', '-W', '148', '-H', '842'));
    expect(
      missing(
        column,
        LINES.map((l) => l.description),
      ),
    ).toEqual([]);
  });

  it('embeds DejaVu Sans and DejaVu Sans Bold', async () => {
    expect(await embeddedFonts(file)).toEqual([
      { name: 'DejaVuSans', embedded: 'yes' },
      { name: 'DejaVuSans-Bold', embedded: 'yes' },
    ]);
  });

  it('is titled with its number, authored by the seller, dated its issue date', async () => {
    const { stdout } = await run('pdfinfo', ['-isodates', file]);
    expect(stdout).toMatch(/^Title: +INV-2026-000123$/m);
    expect(stdout).toMatch(/^Author: +Cruinn Furniture Manufacturing Limited$/m);
    expect(stdout).toMatch(/^CreationDate: +2026-11-28T00:00:00/m);
    expect(stdout).toMatch(/^Page size: +595\.\d+ x 841\.\d+ pts \(A4\)$/m);
  });

  it('gives the same bytes every time', async () => {
    const [first, second] = await Promise.all([invoicePdf(invoice), invoicePdf(invoice)]);
    expect(first.equals(second)).toBe(true);
  });

  it('leaves out the purchase order and the buyer’s VAT number when there are none', async () => {
    const bare = { ...invoice, poNumber: null, buyer: { ...buyer, vatNumber: null } };
    const bareText = flat(await pdfText(await saved(await invoicePdf(bare))));
    expect(bareText).not.toContain('Purchase order');
    expect(bareText).not.toContain('IE3456789OH');
    expect(bareText).toContain('Checkout: CHK-2026-004512');
  });

  it('repeats the table header on every page of a long invoice', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...LINES[i % 3]!,
      referenceNumber: `Line ${i + 1}`,
    }));
    const pages = await pdfPages(await saved(await invoicePdf({ ...invoice, lines })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      // The totals may have a page of their own, without the table.
      if (/Line \d+/.test(page)) {
        expect(flat(page)).toContain('Description Reference Qty Unit price VAT VAT Line total');
      }
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = flat(pages.join(' '));
    expect(
      missing(
        all,
        lines.map((l) => `${l.referenceNumber} `),
      ),
    ).toEqual([]);
    expect(flat(pages.at(-1)!)).toContain('Amount due by 28 December 2026');
  });
});

describe('creditNotePdf', () => {
  const note: CreditNoteDocument = {
    number: 'CN-2026-000004',
    issueDate: '2026-12-03',
    kind: 'return',
    reason: 'Two mattresses returned unopened: Seomra 14 was refitted.',
    invoiceNumber: 'INV-2026-000123',
    invoiceIssueDate: '2026-11-28',
    seller,
    buyer,
    lines: [LINES[1]!],
    vatByRate: [{ ratePercent: 13.5, netCents: 197800, vatCents: 26703 }],
    netCents: 197800,
    vatCents: 26703,
    totalCents: 224503,
  };

  it('shows the invoice it corrects, why, and what it credits', async () => {
    const text = flat(await pdfText(await saved(await creditNotePdf(note))));
    expect(
      missing(text, [
        'Credit note',
        'Credit note number CN-2026-000004',
        'Issue date 3 December 2026',
        'Kind Return',
        'Corrects invoice INV-2026-000123 of 28 November 2026.',
        'Reason: Two mattresses returned unopened: Seomra 14 was refitted.',
        'Cruinn Furniture Manufacturing Limited',
        'VAT number: IE6388047V',
        'Óstán an Chláir Teoranta',
        'Sráid an Mhuilinn, Inis',
        'VAT number: IE3456789OH',
        'Seomra 14',
        LINE_FIGURES[1]!,
        'Net credited (excl. VAT) €1,978.00',
        'VAT at 13.5% on €1,978.00 €267.03',
        'VAT credited €267.03',
        'Total credited €2,245.03',
        'Page 1 of 1',
      ]),
    ).toEqual([]);
  });
});
