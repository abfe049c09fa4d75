/**
 * Invoices, statements and the month-end run (issue 35; docs/performance.md "Invoices and
 * statements"), measured in the bench's own process on the stopped shop's database, as the
 * server would run them:
 *
 *   1. the month-end run (`mailMonthlyStatements`) for 10,000 companies with a balance,
 *      each one invoice this month, on the first working day of next month: every
 *      statement's PDF rendered and its mail queued in the outbox. Timed once, whole;
 *   2. one invoice PDF of 10 lines (`invoicePdf`), rendered 200 times after 20 unmeasured;
 *   3. the statement of a company with 5,000 entries over a year (`statementOf`, the JSON
 *      the account screen shows), 50 times after 5 unmeasured; and its PDF (`statementPdf`),
 *      10 times after one.
 *
 * The bench process's memory (RSS) is read every 250 ms and its peak reported per part.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows';
import { addDays, dublinDate, monthStart, type IsoDate } from '../src/shared/domain/calendar-dates';
import { vatByRate } from '../src/shared/domain/ledger';
import { vatCentsOf } from '../src/shared/domain/pricing';
import { workingDayFrom } from '../src/server/lib/working-days';
import { statementOf } from '../src/server/modules/invoices/account.repo';
import type { DocumentLine, InvoiceDocument } from '../src/server/modules/invoices/document-types';
import { invoicePdf, statementPdf } from '../src/server/modules/invoices/documents.pdf';
import { companyBuyer } from '../src/server/modules/invoices/issued-documents.repo';
import { mailMonthlyStatements } from '../src/server/modules/invoices/scheduled.service';
import type { ShopData } from '../test/shop-process';
import { addIndebtedCompanies, addLedgerCompany, BENCH_SELLER } from './invoices-data';
import { openShopDatabase } from './shop-database';
import { percentiles, type InvoicesReport, type Percentiles } from './targets';

export const STATEMENT_ENTRIES = 5_000;
export const MONTH_END_COMPANIES = 10_000;
const INVOICE_LINES = 10;

/** Times `work` `rounds` times in a row, after `warmUp` unmeasured. */
async function timed(work: () => Promise<unknown>, rounds: number, warmUp: number) {
  for (let i = 0; i < warmUp; i++) await work();
  const took: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  return percentiles(took);
}

/** The highest RSS of this process while `work` runs, read every 250 ms, in MB. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<[T, number]> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 250);
  try {
    const result = await work();
    return [result, Math.round(Math.max(peak, process.memoryUsage.rss()) / 2 ** 20)];
  } finally {
    clearInterval(timer);
  }
}

/** An invoice of a hotel's delivery: 10 lines of beds, headboards and mattresses. */
function tenLineInvoice(): InvoiceDocument {
  const products = [
    ['Aria Bed — 4ft6 Double, Linen Oat, Ottoman', 64900],
    ['Brennan Headboard — 5ft King, Velvet Moss', 18900],
    ['Corrib Pocket Sprung Mattress — 4ft6 Double', 32900],
    ['Delphi Bed — 6ft Super King, Bouclé Cream, Non Ottoman', 89900],
    ['Erne Divan Base — 3ft Single, Charcoal Weave, Cloud Storage', 27900],
  ] as const;
  const lines: DocumentLine[] = Array.from({ length: INVOICE_LINES }, (_, i) => {
    const [description, unitCents] = products[i % products.length]!;
    const quantity = 1 + ((i * 7) % 12);
    const vatCents = vatCentsOf(unitCents) * quantity;
    const netCents = unitCents * quantity;
    return {
      description,
      referenceNumber: `Floor ${1 + (i % 4)} room ${101 + i * 3}`,
      trackingId: `TRK${String(48_213 + i).padStart(8, '0')}`,
      quantity,
      unitCents,
      vatRatePercent: 23,
      vatCents,
      netCents,
      totalCents: netCents + vatCents,
    };
  });
  const sum = (key: 'netCents' | 'vatCents' | 'totalCents') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    number: 'INV-2026-000482',
    issueDate: '2026-11-27',
    supplyDate: '2026-11-26',
    dueDate: '2026-12-27',
    paymentTermsDays: 30,
    seller: BENCH_SELLER,
    buyer: {
      name: 'Óstán na Trá Teoranta',
      address: ['Bóthar na Trá, Bearna', 'Co. na Gaillimhe, H91 X2F6'],
      vatNumber: 'IE3344556TH',
      invoiceEmail: 'accounts@ostannatra.ie',
    },
    checkoutNumber: 'CHK-2026-00731',
    poNumber: 'PO 88120',
    lines,
    vatByRate: vatByRate(lines),
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    totalCents: sum('totalCents'),
    amountDueCents: sum('totalCents'),
  };
}

/** Pages of a PDF: its page objects, counted. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const say = (line: string) => console.log(`  invoices: ${line}`);

/** The three measurements on `data` (its shop stopped), `companies` for the month-end run. */
export async function measureInvoices(
  data: ShopData,
  companies = MONTH_END_COMPANIES,
): Promise<InvoicesReport> {
  const database = await openShopDatabase(data);
  const db = database.db;
  try {
    // This month is the month-end run's (the shop's own run, at its start, already closed
    // the month before); the year of 5,000 entries ends with it.
    const monthFrom = monthStart(dublinDate());
    const monthAfter = monthStart(addDays(monthFrom, 31));
    const monthTo = addDays(monthAfter, -1);
    const yearFrom: IsoDate = `${Number(monthAfter.slice(0, 4)) - 1}${monthAfter.slice(4)}`;

    // 1. The month-end run, first: its peak memory is its own, not what the 148-page
    // statement below left in the heap.
    let started = performance.now();
    await addIndebtedCompanies(db, companies, monthFrom, monthTo);
    say(`${companies} companies with a balance added in ${seconds(started)} s`);
    const runDay = workingDayFrom(monthAfter);
    const log = {
      info: (details: object, message: string) => say(`${message} ${JSON.stringify(details)}`),
    };
    started = performance.now();
    const [mailed, monthEndRss] = await withPeakRss(() =>
      mailMonthlyStatements(
        { db, seller: BENCH_SELLER, publicUrl: 'https://bench.ie', log },
        runDay,
      ),
    );
    const minutes = (performance.now() - started) / 60_000;

    // 2. One invoice's PDF.
    const invoice = tenLineInvoice();
    const invoiceBytes = (await invoicePdf(invoice)).length;
    const [invoiceTimes, invoiceRss] = await withPeakRss(() =>
      timed(() => invoicePdf(invoice), 200, 20),
    );
    say(`invoice PDF of ${INVOICE_LINES} lines: p50 ${invoiceTimes.p50.toFixed(1)} ms`);

    // 3. A statement of 5,000 entries: its JSON, then its PDF.
    started = performance.now();
    const companyId = await addLedgerCompany(db, STATEMENT_ENTRIES, yearFrom, monthTo);
    say(`ledger of ${STATEMENT_ENTRIES} entries added in ${seconds(started)} s`);
    const buyer = (await companyBuyer(db, companyId))!;
    const party = { seller: BENCH_SELLER, buyer, companyId };
    const statement = await statementOf(db, party, yearFrom, monthTo);
    const [statementTimes, statementRss] = await withPeakRss(() =>
      timed(() => statementOf(db, party, yearFrom, monthTo), 50, 5),
    );
    say(
      `statement of ${statement.entries.length} entries: p95 ${statementTimes.p95.toFixed(1)} ms`,
    );
    const statementFile = await statementPdf(statement);
    const [statementPdfTimes, statementPdfRss] = await withPeakRss(() =>
      timed(() => statementPdf(statement), 10, 0),
    );
    say(`its PDF (${pagesOf(statementFile)} pages): p50 ${statementPdfTimes.p50.toFixed(0)} ms`);

    const [outbox] = await queryRows<{ mails: number; bytes: string }>(
      db,
      sql`select count(*)::int as mails, pg_total_relation_size('outbox_mails')::text as bytes
        from outbox_mails where purpose like 'statement %'`,
    );
    return {
      invoicePdf: { ...invoiceTimes, lines: INVOICE_LINES, bytes: invoiceBytes, rssMb: invoiceRss },
      statement: { ...statementTimes, entries: statement.entries.length, rssMb: statementRss },
      statementPdf: {
        ...statementPdfTimes,
        pages: pagesOf(statementFile),
        bytes: statementFile.length,
        rssMb: statementPdfRss,
      },
      monthEnd: {
        companies,
        runDay,
        mailed,
        queued: outbox?.mails ?? 0,
        minutes,
        outboxMb: Math.round(Number(outbox?.bytes ?? 0) / 2 ** 20),
        rssMb: monthEndRss,
      },
    };
  } finally {
    await database.close();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The report as lines to print under the engine's table. */
export function formatInvoices(report: InvoicesReport): string {
  const { invoicePdf: i, statement: s, statementPdf: p, monthEnd: m } = report;
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const row = (name: string, t: Percentiles & { rssMb: number }) =>
    `  ${name.padEnd(44)} p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  max ${ms(t.max)}  (${t.count}; peak RSS ${t.rssMb} MB)`;
  return [
    'invoices and statements, one at a time (ms):',
    row(`invoice PDF, ${i.lines} lines (${(i.bytes / 1024).toFixed(0)} KB)`, i),
    row(`statement of ${s.entries} entries (JSON)`, s),
    row(`its PDF, ${p.pages} pages (${(p.bytes / 2 ** 20).toFixed(1)} MB)`, p),
    `  month-end run of ${m.runDay}: ${m.mailed} statements mailed (${m.companies} companies added) in ${m.minutes.toFixed(1)} min, ${((m.minutes * 60_000) / Math.max(1, m.mailed)).toFixed(0)} ms each; outbox ${m.queued} mails, ${m.outboxMb} MB; peak RSS ${m.rssMb} MB`,
  ].join('\n');
}
