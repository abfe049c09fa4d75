import { beforeAll, describe, expect, it } from 'vitest';
import {
  flat,
  missing,
  pdfPages,
  pdfText,
  embeddedFonts,
  run,
  seller,
  setUpPdfFiles,
} from '../invoices/documents.pdf.test-setup';
import {
  basisPointsPercent,
  deliveryWindow,
  quotePdfFilename,
  renderQuotePdf,
  type QuotePdfInput,
  type QuotePdfLine,
} from './quote.pdf';

/** Every field of a quote version comes out of its PDF, fadas and "€" included. */

const saved = setUpPdfFiles();

const LINES: QuotePdfLine[] = [
  {
    groupLabel: 'Standard double × 120',
    description: 'Aria Bed — 4ft6 Double, Linen Oat, Ottoman',
    referenceNumber: 'Seomra 12',
    quantity: 120,
    listUnitCents: 123450,
    unitCents: 108000,
    vatRatePercent: 23,
    vatCents: 24840,
    lineTotalCents: 15940800,
    leadTimeDays: 25,
  },
  {
    groupLabel: 'Suites, floor 3',
    description: 'Clár Headboard — 6ft Super King, Velvet Óir',
    referenceNumber: 'Fáilte',
    quantity: 4,
    listUnitCents: 215000,
    unitCents: 199950,
    vatRatePercent: 23,
    vatCents: 45989,
    lineTotalCents: 983756,
    leadTimeDays: 1,
  },
  {
    groupLabel: 'Standard double × 120',
    description: 'Séan Mattress — 4ft6 Double, Pocket Sprung 2000, Medium Firm',
    referenceNumber: null,
    quantity: 120,
    listUnitCents: 98900,
    unitCents: 86538,
    vatRatePercent: 23,
    vatCents: 19904,
    lineTotalCents: 12773040,
    leadTimeDays: 30,
  },
];

/** Each line as its row reads: reference, quantity, list, quoted, VAT per unit, total. */
const LINE_FIGURES = [
  'Seomra 12 120 €1,234.50 €1,080.00 €248.40 €159,408.00 25 working days',
  'Fáilte 4 €2,150.00 €1,999.50 €459.89 €9,837.56 1 working day',
  '120 €989.00 €865.38 €199.04 €127,730.40 30 working days',
];

const input: QuotePdfInput = {
  seller,
  quote: {
    number: 'Q-2026-000001',
    title: 'Óstán refit, phase 2',
    companyName: 'Óstán Ní Bhriain Teo',
    companyAddress: 'Sráid na Trá, Gaillimh\nH91 X2K3',
    vatNumber: 'IE3456789OH',
    requestedBy: 'Siobhán Ó Súilleabháin',
    siteAddress: 'Óstán Ní Bhriain, Bóthar na Céibhe, Gaillimh',
    deliveryFrom: '2027-02-01',
    deliveryTo: '2027-02-15',
  },
  version: {
    version: 2,
    issuedOn: '2026-11-28',
    validUntil: '2026-12-28',
    deliveryTerms: 'Delivered to site in two drops, unloaded to ground floor. Pallets removed.',
    message: 'Prices held for the full 244 units; the headboards are a special finish.',
    discountBasisPoints: 1250,
    superseded: false,
    subtotalCents: 24144360,
    vatCents: 5553236,
    totalCents: 29697596,
  },
  lines: LINES,
};

describe('renderQuotePdf', () => {
  let file = '';
  let text = '';

  beforeAll(async () => {
    file = await saved(await renderQuotePdf(input));
    text = flat(await pdfText(file));
  });

  it('shows every field of the version', () => {
    expect(
      missing(text, [
        'Quotation',
        'Version 2',
        'Quote number Q-2026-000001',
        'Project Óstán refit, phase 2',
        'Issue date 28/11/2026',
        'Valid until 28/12/2026',
        'Discount 12.5 % off list',
        'Cruinn Furniture Manufacturing Limited',
        'Unit 4, Ballymount Industrial Estate',
        'VAT number: IE6388047V',
        'Company number: 512345',
        'accounts@cruinn.ie',
        'Quotation for',
        'Óstán Ní Bhriain Teo',
        'Sráid na Trá',
        'Gaillimh',
        'H91 X2K3',
        'VAT number: IE3456789OH',
        'Requested by: Siobhán Ó Súilleabháin',
        'Delivery site',
        'Bóthar na Céibhe',
        'Wanted delivery: 01/02/2027 – 15/02/2027',
        'Description Ref Qty List Quoted VAT Total Lead time',
        ...LINE_FIGURES,
        'Subtotal (excl. VAT) €241,443.60',
        'VAT 23 % €55,532.36',
        'Total (incl. VAT) €296,975.96',
        'Delivery terms Delivered to site in two drops, unloaded to ground floor. Pallets removed.',
        'Message Prices held for the full 244 units; the headboards are a special finish.',
        'Prices in EUR. This quotation can be accepted in your account until its validity ' +
          'date; orders then follow our terms of sale.',
        'Page 1 of 1',
      ]),
    ).toEqual([]);
    expect(text).not.toContain('Superseded');
    expect(text).not.toContain('Other items');
  });

  it('puts each group’s heading before its lines, groups in order of appearance', () => {
    const first = text.indexOf('Standard double × 120');
    const second = text.indexOf('Suites, floor 3');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    // Both lines of the first group come between its heading and the next one.
    expect(text.indexOf('Seomra 12 120')).toBeGreaterThan(first);
    expect(text.indexOf('Seomra 12 120')).toBeLessThan(second);
    expect(text.indexOf('€127,730.40')).toBeLessThan(second);
    expect(text.indexOf('Fáilte 4')).toBeGreaterThan(second);
  });

  it('wraps each description whole in its column', async () => {
    // The description column alone (x 50–174 pt): its wrapped lines follow each other.
    const column = flat(await pdfText(file, '-x', '50', '-y', '0', '-W', '122', '-H', '842'));
    expect(
      missing(
        column,
        LINES.map((l) => l.description),
      ),
    ).toEqual([]);
  });

  it('says prominently that a superseded version is superseded', async () => {
    const old = { ...input, version: { ...input.version, version: 1, superseded: true } };
    const oldFile = await saved(await renderQuotePdf(old));
    const [firstPage] = await pdfPages(oldFile);
    // Under the letterhead, before the customer and the lines.
    const page = flat(firstPage!);
    expect(page).toContain('Superseded by a later version');
    expect(page.indexOf('Superseded by a later version')).toBeLessThan(
      page.indexOf('Quotation for'),
    );
    const { stdout } = await run('pdfinfo', [oldFile]);
    expect(stdout).toMatch(/^Subject: +Quotation \(superseded by a later version\)$/m);
  });

  it('leaves out what the quote does not have', async () => {
    const bare: QuotePdfInput = {
      ...input,
      quote: { ...input.quote, title: null, vatNumber: null, deliveryFrom: null },
      version: { ...input.version, discountBasisPoints: null, deliveryTerms: '', message: '' },
      lines: LINES.map((l) => ({ ...l, groupLabel: null })),
    };
    const bareText = flat(await pdfText(await saved(await renderQuotePdf(bare))));
    expect(missing(bareText, ['Wanted delivery: By 15/02/2027', 'Valid until 28/12/2026'])).toEqual(
      [],
    );
    for (const absent of [
      'Project',
      'IE3456789OH',
      'Discount',
      'Delivery terms',
      'Message',
      'Standard double',
      'Other items',
    ]) {
      expect(bareText).not.toContain(absent);
    }
  });

  it('puts lines without a group under "Other items" when others have one', async () => {
    const mixed = { ...input, lines: [...LINES, { ...LINES[0]!, groupLabel: null }] };
    const mixedText = flat(await pdfText(await saved(await renderQuotePdf(mixed))));
    expect(mixedText).toContain('Other items');
  });

  it('gives each line its VAT rate when the rates differ', async () => {
    const lines = [LINES[0]!, { ...LINES[2]!, vatRatePercent: 13.5, vatCents: 11683 }];
    const ratesText = flat(await pdfText(await saved(await renderQuotePdf({ ...input, lines }))));
    expect(
      missing(ratesText, ['VAT 13.5 %', 'VAT 23 %', 'VAT 13.5 % and 23 % €55,532.36']),
    ).toEqual([]);
  });

  it('embeds DejaVu Sans and DejaVu Sans Bold', async () => {
    expect(await embeddedFonts(file)).toEqual([
      { name: 'DejaVuSans', embedded: 'yes' },
      { name: 'DejaVuSans-Bold', embedded: 'yes' },
    ]);
  });

  it('is titled with its number and version, dated its issue date', async () => {
    const { stdout } = await run('pdfinfo', ['-isodates', file]);
    expect(stdout).toMatch(/^Title: +Q-2026-000001 version 2$/m);
    expect(stdout).toMatch(/^Author: +Cruinn Furniture Manufacturing Limited$/m);
    expect(stdout).toMatch(/^CreationDate: +2026-11-28T00:00:00/m);
  });

  it('gives the same bytes every time', async () => {
    const [first, second] = await Promise.all([renderQuotePdf(input), renderQuotePdf(input)]);
    expect(first.equals(second)).toBe(true);
  });

  it('runs 200 lines over several pages, the table header on each', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      ...LINES[i % 3]!,
      groupLabel: `Floor ${Math.floor(i / 40) + 1}`,
      referenceNumber: `Line ${i + 1}`,
    }));
    const pages = await pdfPages(await saved(await renderQuotePdf({ ...input, lines })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      if (/Line \d+/.test(page)) {
        expect(flat(page)).toContain('Description Ref Qty List Quoted VAT Total Lead time');
      }
      if (i > 0 && /Line \d+/.test(page)) {
        expect(flat(page)).toContain('Quotation Q-2026-000001 version 2, continued');
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
    expect(missing(all, ['Floor 1', 'Floor 5'])).toEqual([]);
    expect(flat(pages.at(-1)!)).toContain('Prices in EUR.');
    expect(all).not.toContain('Superseded');
  }, 30_000);

  it('marks every page of a superseded version', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...LINES[i % 3]!, groupLabel: null }));
    const old = { ...input, version: { ...input.version, superseded: true }, lines };
    const pages = await pdfPages(await saved(await renderQuotePdf(old)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Superseded by a later version');
  });
});

describe('quote PDF helpers', () => {
  it('names the file by number and version', () => {
    expect(quotePdfFilename('Q-2026-000001', 2)).toBe('Q-2026-000001-v2.pdf');
  });

  it('writes a discount from basis points without a float', () => {
    expect(basisPointsPercent(1250)).toBe('12.5 %');
    expect(basisPointsPercent(1205)).toBe('12.05 %');
    expect(basisPointsPercent(1000)).toBe('10 %');
    expect(basisPointsPercent(5)).toBe('0.05 %');
  });

  it('writes the delivery window with open ends', () => {
    expect(deliveryWindow('2027-02-01', null)).toBe('From 01/02/2027');
    expect(deliveryWindow(null, null)).toBe('No dates given');
  });
});
