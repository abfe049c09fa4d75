import { describe, expect, it } from 'vitest';
import { formatCents } from '#src/shared/domain/money';
import type { StatementDocument, StatementEntry } from './document-types';
import { statementPdf } from './documents.pdf';
import {
  buyer,
  flat,
  missing,
  pdfPages,
  pdfText,
  seller,
  setUpPdfFiles,
} from './documents.pdf.test-setup';

/** A statement's entries, balances and aged balance come out of the PDF, over many pages. */

const saved = setUpPdfFiles();

describe('statementPdf', () => {
  const entry = (fields: Partial<StatementEntry> & Pick<StatementEntry, 'balanceCents'>) => ({
    date: '2026-11-05',
    kind: 'invoice' as const,
    number: 'INV-2026-000101',
    description: 'Invoice',
    debitCents: 0,
    creditCents: 0,
    ...fields,
  });

  const statement: StatementDocument = {
    seller,
    buyer,
    from: '2026-11-01',
    to: '2026-11-30',
    issueDate: '2026-12-01',
    openingCents: 125000,
    entries: [
      entry({
        date: '2026-11-05',
        number: 'INV-2026-000101',
        description: 'Checkout CHK-2026-004401',
        debitCents: 944484,
        balanceCents: 1069484,
      }),
      entry({
        date: '2026-11-12',
        kind: 'payment',
        number: 'AIB 0042 7781',
        description: 'Payment, thank you',
        creditCents: 1100000,
        balanceCents: -30516,
      }),
      entry({
        date: '2026-11-28',
        kind: 'invoice',
        number: 'INV-2026-000123',
        description: 'Checkout CHK-2026-004512',
        debitCents: 224503,
        balanceCents: 193987,
      }),
    ],
    closingCents: 193987,
    aged: { notDue: 224503, days1to30: 0, days31to60: -30516, days61to90: 0, over90: 0 },
  };

  it('shows the period, every entry, the balances and the aged balance', async () => {
    const text = flat(await pdfText(await saved(await statementPdf(statement))));
    expect(
      missing(text, [
        'Statement of account',
        '1 November 2026 – 30 November 2026',
        'Statement date 1 December 2026',
        'Cruinn Furniture Manufacturing Limited',
        'VAT number: IE6388047V',
        'Statement for',
        'Óstán an Chláir Teoranta',
        'Sráid an Mhuilinn, Inis',
        'Date Document Description Debit Credit Balance',
        '1 November 2026 Opening balance €1,250.00',
        '5 November 2026 INV-2026-000101 Checkout CHK-2026-004401 €9,444.84 €10,694.84',
        '12 November 2026 AIB 0042 7781 Payment, thank you €11,000.00 €305.16 CR',
        '28 November 2026 INV-2026-000123 Checkout CHK-2026-004512 €2,245.03 €1,939.87',
        '30 November 2026 Closing balance €1,939.87',
        'Aged balance on 30 November 2026',
        'Not yet due €2,245.03',
        '1–30 days overdue €0.00',
        '31–60 days overdue €305.16 CR',
        '61–90 days overdue €0.00',
        'Over 90 days overdue €0.00',
        'Total €1,939.87',
        // Part of it is not yet due: it is the balance, not an amount due.
        'Balance: €1,939.87.',
        'Please pay to IBAN IE29 AIBK 9311 5212 3456 78, BIC AIBKIE2D.',
        'Page 1 of 1',
      ]),
    ).toEqual([]);
  });

  it('runs 5,000 entries over numbered pages, each with the table header', async () => {
    let balance = statement.openingCents;
    const entries = Array.from({ length: 5000 }, (_, i) => {
      const cents = 10000 + ((i * 7919) % 300000);
      balance += cents;
      return entry({
        date: `2026-11-${String(1 + Math.floor(i / 200)).padStart(2, '0')}`,
        number: `INV-2026-${String(i + 1).padStart(6, '0')}`,
        debitCents: cents,
        balanceCents: balance,
      });
    });
    const long = { ...statement, entries, closingCents: balance };
    const pages = await pdfPages(await saved(await statementPdf(long)));
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.length;
    expect(pages.at(-1)).toContain(`Page ${last} of ${last}`);
    const withEntries = pages.filter((page) => page.includes('INV-2026-'));
    expect(withEntries.length).toBeGreaterThan(1);
    for (const page of withEntries) {
      expect(flat(page)).toContain('Date Document Description Debit Credit Balance');
    }
    const all = flat(pages.join(' '));
    expect(all).toContain('INV-2026-005000');
    expect(all).toContain(`Closing balance ${formatCents(balance)}`);
  }, 30_000);
});
