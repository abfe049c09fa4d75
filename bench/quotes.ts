/**
 * The quotes queue at 50,000 quotes (issue 36; docs/performance.md "Quotes queue"),
 * measured in the bench's own process on the stopped shop's database, as the server's
 * routes call the service:
 *
 *   - the console's queue (`listQuotes` as staff): the first page of each queue with the
 *     counts of every queue, a search by company name, page 50 of every quote;
 *   - a company's own list (`listQuotes` as the company's owner);
 *   - a quote's detail (`quoteDetail`), each ask another quote with versions;
 *   - the dashboard's figures (`quoteStats`).
 *
 * Each is asked 30 times in a row after one unmeasured ask (the details: 50 quotes, after
 * 5 unmeasured); the p95 is the figure.
 */
import { dublinDate } from '../src/shared/domain/calendar-dates';
import type { QuoteListQuery } from '../src/shared/schemas/quotes';
import {
  listQuotes,
  quoteDetail,
  quoteStats,
} from '../src/server/modules/quotes/quote-views.service';
import type { QuoteViewer } from '../src/server/modules/quotes/quote-access';
import type { ShopData } from '../test/shop-process';
import { addQuotes, BENCH_QUOTES, QUOTE_COMPANIES } from './quotes-data';
import { openShopDatabase } from './shop-database';
import { percentiles, type Percentiles, type QuotesReport } from './targets';

const ROUNDS = 30;

async function timed(work: (i: number) => Promise<unknown>, rounds: number, warmUp: number) {
  for (let i = 0; i < warmUp; i++) await work(i);
  const took: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work(i);
    took.push(performance.now() - started);
  }
  return percentiles(took);
}

const say = (line: string) => console.log(`  quotes: ${line}`);

/** The quotes added to `data` (its shop stopped), then every read timed. */
export async function measureQuotes(
  data: ShopData,
  count = BENCH_QUOTES,
  companies = QUOTE_COMPANIES,
): Promise<QuotesReport> {
  const database = await openShopDatabase(data);
  const db = database.db;
  try {
    const today = dublinDate();
    const started = performance.now();
    const seeded = await addQuotes(db, today, count, companies);
    const seedSeconds = (performance.now() - started) / 1000;
    say(`${count} quotes of ${companies} companies added in ${seedSeconds.toFixed(1)} s`);

    const staff: QuoteViewer = { kind: 'staff', userId: seeded.ownerId };
    const owner: QuoteViewer = {
      kind: 'buyer',
      userId: seeded.ownerId,
      companyId: seeded.companyId,
      role: 'owner',
    };
    const ask = (viewer: QuoteViewer, query: Partial<QuoteListQuery>) => () =>
      listQuotes(db, viewer, { queue: 'all', page: 1, ...query });
    const asks: Array<[string, () => Promise<unknown>]> = [
      ...(['all', 'new', 'awaiting_staff', 'awaiting_buyer', 'expiring'] as const).map(
        (queue): [string, () => Promise<unknown>] => [
          `queue ${queue}, page 1 and counts`,
          ask(staff, { queue }),
        ],
      ),
      [`search "${seeded.companyName}"`, ask(staff, { q: seeded.companyName })],
      ['queue all, page 50', ask(staff, { page: 50 })],
      ['a company’s own list, page 1', ask(owner, {})],
      ['dashboard stats (90 days)', () => quoteStats(db)],
    ];
    const pages: Array<{ name: string } & Percentiles> = [];
    for (const [name, work] of asks) {
      pages.push({ name, ...(await timed(work, ROUNDS, 1)) });
      say(`${name}: p95 ${pages.at(-1)!.p95.toFixed(1)} ms`);
    }
    const numbers = seeded.detailNumbers;
    pages.push({
      name: `a quote’s detail (${numbers.length} quotes)`,
      ...(await timed(
        (i) => quoteDetail(db, staff, numbers[i % numbers.length]!),
        numbers.length,
        5,
      )),
    });
    say(`${pages.at(-1)!.name}: p95 ${pages.at(-1)!.p95.toFixed(1)} ms`);
    return { quotes: count, companies, seedSeconds, pages };
  } finally {
    await database.close();
  }
}

/** The report as lines to print under the engine's table. */
export function formatQuotes(report: QuotesReport): string {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  return [
    `quotes queue, ${report.quotes} quotes of ${report.companies} companies, one ask at a time (ms):`,
    ...report.pages.map(
      (page) =>
        `  ${page.name.padEnd(44)} p50 ${ms(page.p50)}  p95 ${ms(page.p95)}  max ${ms(page.max)}  (${page.count})`,
    ),
  ].join('\n');
}
