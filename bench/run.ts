/**
 * `npm run bench`: the API benchmark of docs/performance.md. Builds if stale, then per
 * engine (PostgreSQL and PGlite) starts the built server on a generated catalogue
 * (10,000 products by default) and measures with autocannon (-c 100 -p 10 for the
 * throughput, after a discarded warm-up; -c 10 without pipelining for the latency a user
 * waits; -c 100 without pipelining for the latency of a hundred clients at once), against
 * the in-process hello-world route H of the same server:
 *
 *   - catalogue reads with the response cache on, signed in and not (anonymous, signed
 *     in, signed in, anonymous: each the mean of its two, so that drift cancels out);
 *     and the listing asked as a browser asks, its answer compressed ("br");
 *   - the same with RESPONSE_CACHE=false (same data, server restarted);
 *   - search: every request a different term; the p95 of first-time terms, one at a time;
 *     with both engines, search under load is measured last, the engines in turn;
 *   - answer sizes on the wire (gzip, Brotli) for a page of 8;
 *   - listing latency while 100 wrong-password sign-ins a second hit the server;
 *   - My Orders of a buyer with 20,000 orders: any page, tab or search, one at a time;
 *     and its company view, of a company with 200 members and 100,000 orders, any page,
 *     tab, buyer, site or search;
 *   - the write path: checkouts of 3-line carts by 100 buyers at once and by one buyer,
 *     against H measured on the same server (bench/checkouts.ts);
 *   - the server's memory (RSS): the demo shop after its first start and at rest, and the
 *     peak of each load above (bench/memory.ts);
 *   - invoices: an invoice's PDF, a statement of 5,000 entries and its PDF, and the
 *     month-end run for 10,000 companies (`--companies`), in this process on the stopped
 *     shop's database (bench/invoices.ts);
 *   - the quotes queue at 50,000 quotes: the console's queues with their counts, search,
 *     page 50, a company's list, a detail and the dashboard, the same way (bench/quotes.ts);
 *   - delivery days: the days a 10-line cart can be delivered on, of a calendar of 20,000
 *     bookings, the same way (bench/deliveries.ts).
 *
 *   npm run bench -- --products 100000 --duration 10 --engines postgres,pglite --out bench.json
 *   npm run bench -- --only write   (some parts only: reads, my-orders, memory, write, invoices, quotes, deliveries)
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (maintenance database to create one in)
 */
import { request as httpRequest } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from '../scripts/build.mjs';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { adminQuery } from '../test/db-engines';
import { freshShopData, startShop, type ShopData, type ShopProcess } from '../test/shop-process';
import { addBuyers, BENCH_BUYERS, bedCart, measureCheckouts, signInBuyers } from './checkouts';
import { demoShopMemory, peakWatch } from './memory';
import {
  addCompanyOrders,
  COMPANY_MEMBERS,
  COMPANY_ORDERS,
  COMPANY_OWNER_EMAIL,
  measureCompanyOrders,
} from './company-orders';
import { formatInvoices, MONTH_END_COMPANIES, measureInvoices } from './invoices';
import { formatQuotes, measureQuotes } from './quotes';
import { formatDeliveries, measureDeliveries } from './deliveries';
import { addOrderHistory, HISTORY_ORDERS, measureMyOrders } from './order-history';
import { formatQuickOrder, measureQuickOrder } from './quick-order';
import {
  CHECKOUT_LOADS,
  checkTargets,
  type CheckoutsMeasured,
  formatChecks,
  helloIfMeasured,
  pct,
  type Engine,
  type EngineReport,
  type Measured,
  percentiles,
  type Percentiles,
} from './targets';

/**
 * The parts of a run `--only` may name (docs/performance.md "Method"): the catalogue reads
 * with search, page sizes and the attack; My Orders; the demo shop's memory; checkouts;
 * invoices and statements; the quotes queue; delivery days.
 */
const PARTS = [
  'reads',
  'my-orders',
  'memory',
  'write',
  'invoices',
  'quotes',
  'deliveries',
] as const;

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'postgres,pglite' },
    only: { type: 'string', default: PARTS.join(',') },
    companies: { type: 'string', default: String(MONTH_END_COMPANIES) },
    out: { type: 'string' },
  },
});
const products = Number(args.products);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const parts = new Set(args.only.split(','));
for (const part of parts) {
  if (!(PARTS as readonly string[]).includes(part)) {
    throw new Error(`--only ${part}: the parts are ${PARTS.join(', ')}`);
  }
}

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
  headers?: Record<string, string>;
  /** A different body for every request (search terms). */
  bodies?: object[];
}

function cannon(
  base: string,
  target: Target,
  seconds: number,
  load: { connections: number; pipelining: number; overallRate?: number },
): Promise<autocannon.Result> {
  const headers = {
    ...(target.body || target.bodies ? { 'content-type': 'application/json' } : {}),
    ...target.headers,
  };
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base + target.path,
        method: target.method ?? 'GET',
        ...load,
        duration: seconds,
        headers,
        ...(target.body ? { body: JSON.stringify(target.body) } : {}),
        ...(target.bodies
          ? {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    body: JSON.stringify(target.bodies![next++ % target.bodies!.length]),
                  }),
                },
              ],
            }
          : {}),
      },
      (error, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

async function measure(base: string, target: Target): Promise<Measured> {
  await cannon(base, target, warmup, { connections: 100, pipelining: 10 });
  const loaded = await cannon(base, target, duration, { connections: 100, pipelining: 10 });
  const moderate = await cannon(base, target, Math.max(2, duration / 2), {
    connections: 10,
    pipelining: 1,
  });
  const concurrent = await cannon(base, target, Math.max(2, duration / 2), {
    connections: 100,
    pipelining: 1,
  });
  const failed = (r: autocannon.Result) => r.errors + r.non2xx;
  const errors = failed(loaded) + failed(moderate) + failed(concurrent);
  if (errors) {
    console.log(
      `  ${target.name}: ${loaded.errors} errors (${loaded.timeouts} timeouts), ${loaded.non2xx} non-2xx under load; ${failed(moderate)} at -c 10; ${failed(concurrent)} at -c 100 -p 1`,
    );
  }
  return {
    name: target.name,
    rps: loaded.requests.average,
    p99Loaded: loaded.latency.p99,
    p99: moderate.latency.p99,
    p99Concurrent: concurrent.latency.p99,
    p975: moderate.latency.p97_5,
    errors,
  };
}

/** Two measurements of one route as one: the mean throughput, the worse latencies. */
const meanOf = (a: Measured, b: Measured): Measured => ({
  name: a.name,
  rps: (a.rps + b.rps) / 2,
  p99Loaded: Math.max(a.p99Loaded, b.p99Loaded),
  p99: Math.max(a.p99, b.p99),
  p99Concurrent: Math.max(a.p99Concurrent, b.p99Concurrent),
  p975: Math.max(a.p975, b.p975),
  errors: a.errors + b.errors,
});

async function json<T>(base: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = (body: object, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Bytes on the wire for one request with this Accept-Encoding. */
function wireBytes(base: string, target: Target, encoding: string): Promise<number> {
  const url = new URL(base + target.path);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: target.method ?? 'GET',
        headers: {
          'accept-encoding': encoding,
          ...(target.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(target.body ? JSON.stringify(target.body) : undefined);
  });
}

/** Each term searched once, one after another: no cache has seen any of them. */
async function coldSearch(base: string, bodies: object[]): Promise<Percentiles> {
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    await json(base, '/api/product/search', postJson(body));
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** Search terms from the catalogue itself: words of names and descriptions, and SKU parts. */
async function searchTerms(base: string): Promise<{ words: string[]; skus: string[] }> {
  const words = new Set<string>();
  const skus = new Set<string>();
  const pages = Math.min(60, Math.ceil(products / 48));
  for (let page = 1; page <= pages; page++) {
    const listing = await json<{
      products: Array<{ product_name: string; description: string; sku: string }>;
    }>(
      base,
      `/api/product/products-listing?limit=48&page=${1 + Math.floor(((page - 1) * products) / 48 / pages)}`,
    );
    for (const p of listing.products) {
      const text = `${p.product_name} ${p.description.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
      for (const word of text.match(/\p{L}{4,}/gu) ?? []) words.add(word);
      // A distinctive piece of the SKU: its middle, or its generated suffix.
      const sku = p.sku.toLowerCase();
      skus.add(sku.slice(Math.max(0, sku.length - 6)));
      skus.add(sku.slice(4, 11));
    }
  }
  const wordList = [...words];
  // Single words, their prefixes, and pairs: several hundred different questions.
  const questions = new Set<string>(wordList);
  for (const word of wordList) questions.add(word.slice(0, 5));
  for (let i = 0; i + 1 < wordList.length; i += 2)
    questions.add(`${wordList[i]} ${wordList[i + 1]}`);
  return { words: [...questions], skus: [...skus] };
}

async function signedInToken(
  base: string,
  email: string = DEMO_ACCOUNTS.trade.email,
): Promise<string> {
  const { token } = await json<{ token: string }>(
    base,
    '/api/auth/user/login',
    postJson({ email, password: DEMO_ACCOUNTS.trade.password }),
  );
  return token;
}

/** Listing latency (-c 10) alone, then while wrong-password sign-ins arrive at `rate`/s. */
async function underAttack(base: string, listing: Target, rate = 100) {
  const seconds = Math.max(5, duration);
  const quiet = await cannon(base, listing, seconds, { connections: 10, pipelining: 1 });
  let n = 0;
  const signIns: Record<string, number> = {};
  const attack = new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/auth/user/login`,
        method: 'POST',
        // Enough connections that the rate holds even while sign-ins queue for hashing.
        connections: 100,
        overallRate: rate,
        duration: seconds,
        requests: [
          {
            // A botnet: every attempt from another address, at another account.
            setupRequest: (request) => {
              n++;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: JSON.stringify({ email: `guess${n}@example.com`, password: `Wrong#${n}` }),
              };
            },
          },
        ],
      },
      (error) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    instance.on('response', (_client, statusCode) => {
      signIns[statusCode] = (signIns[statusCode] ?? 0) + 1;
    });
  });
  const attacked = await cannon(base, listing, seconds, { connections: 10, pipelining: 1 });
  await attack;
  return { quietP99: quiet.latency.p99, attackedP99: attacked.latency.p99, signIns };
}

/**
 * One engine's run on `data` (the caller's to remove), of the parts `--only` names. Without
 * `searchUnderLoad` that measurement is left for `searchPaired`.
 */
async function benchEngine(
  engine: Engine,
  data: ShopData,
  searchUnderLoad: boolean,
): Promise<EngineReport> {
  const env = {
    SEED_PRODUCTS: String(products),
    BENCH_HELLO: 'true',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  const demoMemory = parts.has('memory') ? await demoShopMemory(engine) : {};
  let shop: ShopProcess | undefined;
  const memory = peakWatch(() => shop?.child.pid);
  const started = Date.now();
  shop = await startShop(data, env, { echo: true });
  const startSeconds = (Date.now() - started) / 1000;
  // The seeding left work for autovacuum: done now, so that it does not run during the
  // measurements and take a core from them.
  if (data.databaseUrl) await adminQuery(data.databaseUrl, 'vacuum analyze');
  console.log(
    `\n${engine}: ${products} products seeded and serving after ${startSeconds.toFixed(1)} s`,
  );
  const report: EngineReport = {
    engine,
    products,
    startSeconds,
    routes: [],
    sizes: [],
    memory: { ...demoMemory, peaks: memory.peaks },
  };
  const routes = report.routes;
  const add = async (target: Target, suffix = '') => {
    const measured = await memory.during(target.name + suffix, () => measure(shop!.url, target));
    routes.push({ ...measured, name: measured.name + suffix });
  };
  const hello: Target = { name: 'H (hello world)', path: '/api/bench/hello' };

  if (parts.has('reads')) {
    const base = () => shop!.url;

    const listing = await json<{ products: Array<{ id: number }> }>(
      base(),
      '/api/product/products-listing?page=3',
    );
    const id = listing.products[0]!.id;
    const token = await signedInToken(base());
    const bearer = { authorization: `Bearer ${token}` };
    const terms = await searchTerms(base());
    const filterBody = { categories: ['Beds'], sizes: ['5ft King'], page: 1, limit: 8 };

    // Fastify reading and parsing a JSON body costs about as much as a whole GET: the
    // filter (a POST) is also compared with the same hello world posted its body.
    const helloPost: Target = {
      name: 'H, POST (hello world, filter body)',
      path: '/api/bench/hello',
      method: 'POST',
      body: filterBody,
    };
    const listingT: Target = {
      name: 'products-listing',
      path: '/api/product/products-listing?page=1&limit=8',
    };
    const filterT: Target = {
      name: 'products/filter',
      path: '/api/product/products/filter',
      method: 'POST',
      body: filterBody,
    };
    const productT: Target = { name: 'product/{id}', path: `/api/product/${id}` };
    // As a browser asks (Chromium's Accept-Encoding): the answer goes out compressed.
    const listingBrowser: Target = {
      ...listingT,
      name: 'products-listing, br',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    };
    const signedIn = (t: Target): Target => ({
      ...t,
      name: `${t.name} signed in`,
      headers: bearer,
    });
    const [searchWords, searchSku] = searchTargets(terms);

    // First-time search terms, one at a time, before anything has seen them.
    const coldWords = await memory.during('first-time searches, words', () =>
      coldSearch(base(), searchWords.bodies!.slice(0, 300)),
    );
    const coldSku = await memory.during('first-time searches, SKU pieces', () =>
      coldSearch(base(), searchSku.bodies!.slice(0, 300)),
    );

    // A read anonymous and signed in, compared: measured anonymous, signed in, signed in,
    // anonymous, each the mean of its two. This machine's speed drifts by up to a third
    // within a minute; a steady drift over the four cancels out of the comparison.
    const addSignedInPair = async (target: Target, suffix: string) => {
      const [first, signedFirst, signedSecond, second] = await memory.during(
        `${target.name}, anonymous and signed in${suffix}`,
        async () => [
          await measure(base(), target),
          await measure(base(), signedIn(target)),
          await measure(base(), signedIn(target)),
          await measure(base(), target),
        ],
      );
      routes.push({ ...meanOf(first, second), name: target.name + suffix });
      routes.push({ ...meanOf(signedFirst, signedSecond), name: signedIn(target).name + suffix });
    };
    await add(hello);
    for (const target of [listingT, filterT, productT]) await addSignedInPair(target, ', cache on');
    await add(listingBrowser, ', cache on');
    // H once more, the server now warm: the higher of the two is the ceiling.
    await add(hello, ' (again)');
    await add(helloPost);

    const sizes = [];
    for (const target of [
      listingT,
      filterT,
      { ...searchWords, body: { search: 'bed', page: 1, limit: 8 } },
    ]) {
      sizes.push({
        name: target.name,
        identity: await wireBytes(base(), target, 'identity'),
        gzip: await wireBytes(base(), target, 'gzip'),
        br: await wireBytes(base(), target, 'br'),
      });
    }
    const attack = await memory.during('listing during wrong sign-ins', () =>
      underAttack(base(), listingT),
    );

    // The same data, the response cache off.
    await shop.stop();
    shop = await startShop(data, { ...env, RESPONSE_CACHE: 'false' }, { echo: true });
    await add(hello, ' (cache-off server)');
    for (const target of [listingT, filterT, productT])
      await addSignedInPair(target, ', cache off');
    await add(listingBrowser, ', cache off');
    if (searchUnderLoad) {
      await add(searchWords, ', cache off');
      await add(searchSku, ', cache off');
    }
    const quickOrder = await memory.during('quick order, 500 lines', () =>
      measureQuickOrder(base(), token),
    );
    Object.assign(report, {
      searchCold: { words: coldWords, sku: coldSku },
      sizes,
      attack,
      quickOrder,
    });
  }
  await shop.stop();

  if (parts.has('my-orders')) {
    // The trade buyer's My Orders with 20,000 orders more, written while the shop is down.
    console.log(`${engine}: adding ${HISTORY_ORDERS.toLocaleString('en-IE')} orders to My Orders`);
    await addOrderHistory(data, DEMO_ACCOUNTS.trade.email);
    shop = await startShop(data, env, { echo: true });
    const url = shop.url;
    report.myOrders = await memory.during('My Orders of 20,000 orders', async () =>
      measureMyOrders(url, await signedInToken(url)),
    );
    await shop.stop();
    // Its company view: a company of 200 members and 100,000 orders more, its owner asking.
    console.log(
      `${engine}: adding a company of ${COMPANY_MEMBERS} members and ${COMPANY_ORDERS.toLocaleString('en-IE')} orders`,
    );
    await addCompanyOrders(data);
    shop = await startShop(data, env, { echo: true });
    const companyUrl = shop.url;
    report.companyOrders = await memory.during('company orders, 100,000 orders', async () =>
      measureCompanyOrders(companyUrl, await signedInToken(companyUrl, COMPANY_OWNER_EMAIL)),
    );
    await shop.stop();
  }

  if (parts.has('write')) {
    // A hundred buyers more, written while the shop is down; then H and the checkouts on
    // one server, H first.
    console.log(`${engine}: adding ${BENCH_BUYERS} buyers for the checkouts`);
    await addBuyers(data);
    shop = await startShop(data, env, { echo: true });
    await add(hello, ' (write-path server)');
    report.checkouts = await benchCheckouts(engine, shop.url, memory);
    await shop.stop();
  }

  if (parts.has('invoices')) {
    // Written and measured in this process, the shop stopped: what they cost is rendering
    // and the database, not HTTP.
    console.log(`${engine}: invoices, statements and the month-end run`);
    report.invoices = await measureInvoices(data, Number(args.companies));
  }

  if (parts.has('quotes')) {
    // The same way: 50,000 quotes written, then the console's reads timed in this process.
    console.log(`${engine}: the quotes queue at 50,000 quotes`);
    report.quotes = await measureQuotes(data);
  }

  if (parts.has('deliveries')) {
    // The same way: a calendar of 20,000 bookings written, then a cart's days timed.
    console.log(`${engine}: delivery days of a calendar of 20,000 bookings`);
    report.deliveries = await measureDeliveries(data);
  }
  return report;
}

/**
 * The write path (bench/checkouts.ts): 3-line carts checked out at -c 100 by a hundred
 * buyers, one a connection, then by one buyer on every connection. Each load is first
 * warmed up with one checkout a connection, which also says how many make a load of about
 * `--duration` seconds.
 */
async function benchCheckouts(
  engine: Engine,
  url: string,
  memory: ReturnType<typeof peakWatch>,
): Promise<CheckoutsMeasured[]> {
  const tokens = await signInBuyers(url);
  const cart = await bedCart(url);
  const loads = [
    { name: CHECKOUT_LOADS.manyBuyers, tokens, connections: BENCH_BUYERS },
    { name: CHECKOUT_LOADS.oneBuyer, tokens: tokens.slice(0, 1), connections: BENCH_BUYERS },
  ];
  const measured: CheckoutsMeasured[] = [];
  for (const [i, load] of loads.entries()) {
    const run = `${engine}-${i}`;
    const warm = await measureCheckouts(url, load, cart, load.connections, `${run}-warm-up`);
    const rounds = Math.max(2, Math.round((warm.rps * duration) / load.connections));
    const result = await memory.during(load.name, () =>
      measureCheckouts(url, load, cart, rounds * load.connections, run),
    );
    if (result.errors) {
      console.log(
        `  ${load.name}: ${result.errors} errors (${result.timeouts} timeouts); answers ${JSON.stringify(result.statuses)}`,
      );
    }
    measured.push(result);
  }
  return measured;
}

/** The search targets: every request another term. */
function searchTargets(terms: { words: string[]; skus: string[] }): [Target, Target] {
  const target = (name: string, list: string[]): Target => ({
    name,
    path: '/api/product/search',
    method: 'POST',
    bodies: list.map((search) => ({ search, page: 1, limit: 8 })),
  });
  return [target('search, words', terms.words), target('search, SKU part', terms.skus)];
}

/**
 * Search under load on both engines, cache off, measured PostgreSQL, PGlite, PGlite,
 * PostgreSQL, each figure the mean of its pair: search is where PGlite is furthest behind
 * PostgreSQL, and measured in runs minutes apart the comparison took this machine's
 * drift in speed (a third within minutes) as a difference between the engines.
 */
async function searchPaired(
  data: Map<Engine, ShopData>,
  reports: Map<Engine, EngineReport>,
): Promise<void> {
  const engines: Engine[] = ['postgres', 'pglite'];
  const env = {
    BENCH_HELLO: 'true',
    TRUST_PROXY: 'true',
    RESPONSE_CACHE: 'false',
    LOG_LEVEL: 'warn',
  };
  const shops = new Map<Engine, ShopProcess>();
  const watches = new Map(
    engines.map((engine) => [engine, peakWatch(() => shops.get(engine)?.child.pid)]),
  );
  try {
    for (const engine of engines)
      shops.set(engine, await startShop(data.get(engine)!, env, { echo: true }));
    const base = (engine: Engine) => shops.get(engine)!.url;
    console.log('\nsearch under load, both engines in turn');
    for (const target of searchTargets(await searchTerms(base('postgres')))) {
      const name = `${target.name}, cache off`;
      const measureOn = (engine: Engine) =>
        watches.get(engine)!.during(name, () => measure(base(engine), target));
      const first = await measureOn('postgres');
      const pgliteFirst = await measureOn('pglite');
      const pgliteSecond = await measureOn('pglite');
      const second = await measureOn('postgres');
      reports.get('postgres')!.routes.push({ ...meanOf(first, second), name });
      reports.get('pglite')!.routes.push({ ...meanOf(pgliteFirst, pgliteSecond), name });
    }
  } finally {
    for (const shop of shops.values()) await shop.stop();
  }
  for (const [engine, watch] of watches) reports.get(engine)!.memory?.peaks.push(...watch.peaks);
}

function printReport(report: EngineReport, postgres?: EngineReport): void {
  const hello = helloIfMeasured(report, 'on') ?? NaN;
  const helloOff = helloIfMeasured(report, 'off') ?? NaN;
  const onCacheOff = Number.isNaN(helloOff)
    ? ''
    : ` (${helloOff.toFixed(0)} on the cache-off server)`;
  console.log(
    `\n${report.engine} — ${report.products} products, autocannon -c 100 -p 10, ${duration} s; H = ${hello.toFixed(0)} req/s${onCacheOff}`,
  );
  console.log(
    'route                                  req/s  % of H   p99 ms @c10  p99 ms @c100  p99 ms @c100p10  errors' +
      (postgres ? '  % of PostgreSQL' : ''),
  );
  for (const r of report.routes) {
    const h = r.name.includes('cache off') || r.name.includes('cache-off') ? helloOff : hello;
    const vsPg = postgres?.routes.find((p) => p.name === r.name);
    console.log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${pct(r.rps, h).padStart(7)} ${String(r.p99).padStart(12)} ${String(r.p99Concurrent).padStart(13)} ${String(r.p99Loaded).padStart(16)} ${String(r.errors).padStart(7)}${vsPg ? pct(r.rps, vsPg.rps).padStart(17) : ''}`,
    );
  }
  const helloPost = report.routes.find((r) => r.name.startsWith('H, POST'));
  for (const r of report.routes.filter((r) => r.name.startsWith('products/filter'))) {
    if (helloPost && !r.name.includes('cache off')) {
      console.log(`${r.name}: ${pct(r.rps, helloPost.rps)} of H, POST`);
    }
  }
  if (report.searchCold) {
    const { words, sku } = report.searchCold;
    console.log(
      `search, first-time terms one at a time: words p50 ${words.p50.toFixed(1)} ms, p95 ${words.p95.toFixed(1)} ms, max ${words.max.toFixed(1)} ms (${words.count}); SKU parts p50 ${sku.p50.toFixed(1)} ms, p95 ${sku.p95.toFixed(1)} ms, max ${sku.max.toFixed(1)} ms (${sku.count})`,
    );
  }
  for (const s of report.sizes) {
    console.log(
      `page of 8, ${s.name}: ${(s.identity / 1024).toFixed(1)} KB, gzip ${(s.gzip / 1024).toFixed(1)} KB, br ${(s.br / 1024).toFixed(1)} KB`,
    );
  }
  const a = report.attack;
  if (a) {
    console.log(
      `listing p99 @c10: quiet ${a.quietP99} ms, during 100 wrong sign-ins/s ${a.attackedP99} ms (${(a.attackedP99 / Math.max(1, a.quietP99)).toFixed(2)}×); sign-in answers ${JSON.stringify(a.signIns)}`,
    );
  }
  if (report.checkouts) {
    console.log(
      'checkouts of 3-line carts, -c 100      checkouts/s  % of H  p50 ms  p95 ms  p99 ms  errors  answers',
    );
    for (const c of report.checkouts) {
      console.log(
        `${c.name.padEnd(38)} ${c.rps.toFixed(1).padStart(11)} ${pct(c.rps, hello).padStart(7)} ${String(c.p50).padStart(7)} ${String(c.p95).padStart(7)} ${String(c.p99).padStart(7)} ${String(c.errors).padStart(7)}  ${JSON.stringify(c.statuses)}`,
      );
    }
  }
  if (report.memory) {
    const { firstStartMb, restMb, peaks } = report.memory;
    console.log(
      firstStartMb === undefined
        ? 'memory (RSS), peak of each load:'
        : `memory (RSS): demo shop ${firstStartMb} MB after its first start, ${restMb} MB at rest; peak of each load:`,
    );
    for (const peak of peaks)
      console.log(`  ${peak.load.padEnd(52)} ${String(peak.mb).padStart(5)} MB`);
  }
  if (report.quickOrder) console.log(formatQuickOrder(report.quickOrder));
  if (report.invoices) console.log(formatInvoices(report.invoices));
  if (report.quotes) console.log(formatQuotes(report.quotes));
  if (report.deliveries) console.log(formatDeliveries(report.deliveries));
  const printPages = (pages: NonNullable<EngineReport['myOrders']>['pages']) => {
    for (const page of pages) {
      console.log(
        `  ${page.name.padEnd(40)} p50 ${page.p50.toFixed(1).padStart(6)}  p95 ${page.p95.toFixed(1).padStart(6)}  max ${page.max.toFixed(1).padStart(6)}`,
      );
    }
  };
  if (report.myOrders) {
    console.log(`My Orders of ${report.myOrders.orders} orders, one ask at a time (ms):`);
    printPages(report.myOrders.pages);
  }
  if (report.companyOrders) {
    const { members, orders, pages } = report.companyOrders;
    console.log(`company orders, ${members} members and ${orders} orders, one ask at a time (ms):`);
    printPages(pages);
  }
}

await build({ ifStale: true });
const engines = args.engines.split(',') as Engine[];
const paired = parts.has('reads') && engines.includes('postgres') && engines.includes('pglite');
const data = new Map<Engine, ShopData>();
const reports = new Map<Engine, EngineReport>();
try {
  for (const engine of engines) {
    data.set(engine, await freshShopData(engine));
    reports.set(engine, await benchEngine(engine, data.get(engine)!, !paired));
  }
  if (paired) await searchPaired(data, reports);
} finally {
  for (const shopData of data.values()) await shopData.remove();
}
for (const engine of engines)
  printReport(reports.get(engine)!, engine === 'pglite' ? reports.get('postgres') : undefined);
console.log(
  `\nThe issue's targets (docs/performance.md)\n${formatChecks(checkTargets([...reports.values()]))}`,
);
if (args.out) await writeFile(args.out, JSON.stringify([...reports.values()], null, 2));
