/**
 * `npm run soak`: a bounded soak test of the built server (issue #8 item 5). Loopback
 * only, and it stops by itself. For `--minutes` (5) it sends `--rate` requests a second
 * (40) at a steady pace — not waiting for answers, as independent users would — in a
 * fixed mix: of every 20, 14 browse (listings, categories, product pages, searches),
 * 3 sign in and 3 check out on account. It reports every kind's p50/p95/p99, errors
 * (anything but the expected answer, or no answer), and the server's resident memory
 * sampled every 5 s. It fails (exit 1) on any error, or when memory grew more than
 * `--max-growth-mb` (64) from the end of the first minute to the end.
 *
 *   npm run soak -- --minutes 5 --rate 40 --engine pglite --out soak.json
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.mjs';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { checkout, mattressLine, signIn } from '../test/shop-client';
import { freshShopData, startShop } from '../test/shop-process';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '40' },
    engine: { type: 'string', default: 'pglite' },
    'max-growth-mb': { type: 'string', default: '64' },
    out: { type: 'string' },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const maxGrowthMb = Number(args['max-growth-mb']);
const engine = args.engine === 'postgres' ? 'postgres' : 'pglite';

type Kind = 'listing' | 'category' | 'product' | 'search' | 'sign-in' | 'checkout';
/** Which kind each of 20 consecutive requests is. */
const MIX: Kind[] = [
  'listing',
  'product',
  'search',
  'sign-in',
  'category',
  'product',
  'checkout',
  'listing',
  'product',
  'search',
  'sign-in',
  'category',
  'product',
  'checkout',
  'listing',
  'product',
  'search',
  'sign-in',
  'product',
  'checkout',
];
const WORDS = ['oak', 'velvet', 'king', 'ottoman', 'sofa', 'latex', 'storage', 'grey', 'bed'];

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  detail?: string;
}

const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;

await build({ ifStale: true });
const data = await freshShopData(engine);
const shop = await startShop(data, { LOG_LEVEL: 'warn' }, { echo: true });
const base = shop.url; // 127.0.0.1 only
try {
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  // Set-up: a buyer whose credit lasts the whole run, the catalogue's ids, one order line.
  const staff = await signIn(base, DEMO_ACCOUNTS.admin);
  const buyer = await signIn(base, DEMO_ACCOUNTS.trade);
  const limit = await fetch(`${base}/api/admin/customers/${buyer.userId}/credit-limit`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ credit_limit: 10_000_000, note: 'soak test' }),
  });
  if (limit.status !== 200) throw new Error(`credit limit: ${limit.status} ${await limit.text()}`);
  const listing = (await (await fetch(`${base}/api/product/products-listing?limit=48`)).json()) as {
    products: Array<{ id: number }>;
  };
  const productIds = listing.products.map((p) => p.id);
  const line = await mattressLine(base, 'SOAK');
  const categories = ['beds', 'mattresses', 'sofas', 'headboards', 'footstools'];

  let n = 0;
  const send = async (kind: Kind, i: number): Promise<Response> => {
    switch (kind) {
      case 'listing':
        return fetch(`${base}/api/product/products-listing?page=${(i % 5) + 1}`);
      case 'category':
        return fetch(`${base}/api/category/${categories[i % categories.length]}/products`);
      case 'product':
        return fetch(`${base}/api/product/${productIds[i % productIds.length]}`, {
          headers: i % 2 ? { authorization: `Bearer ${buyer.token}` } : {},
        });
      case 'search':
        return post('/api/product/search', { search: WORDS[i % WORDS.length] });
      case 'sign-in':
        return post('/api/auth/user/login', {
          email: DEMO_ACCOUNTS.trade.email,
          password: DEMO_ACCOUNTS.trade.password,
        });
      case 'checkout':
        return checkout(
          base,
          buyer.token,
          [{ ...line, referenceNumber: `SOAK-${i}` }],
          `soak-${i}`,
        );
    }
  };
  const expected = (kind: Kind) => (kind === 'checkout' ? 201 : 200);

  const samples: Sample[] = [];
  const memory: Array<{ second: number; rssMb: number }> = [];
  const pid = shop.child.pid!;
  const started = performance.now();
  const end = started + minutes * 60_000;
  const inFlight = new Set<Promise<void>>();
  const memoryTimer = setInterval(() => {
    void rssMb(pid).then((mb) =>
      memory.push({ second: Math.round((performance.now() - started) / 1000), rssMb: mb }),
    );
  }, 5000);
  memory.push({ second: 0, rssMb: await rssMb(pid) });
  console.log(`soak: ${minutes} min at ${rate} requests/s on ${engine}, ${base}`);

  // A steady pace: request i leaves at started + i / rate, whatever the answers do.
  while (performance.now() < end) {
    const i = n++;
    const kind = MIX[i % MIX.length]!;
    const t0 = performance.now();
    const request = send(kind, i)
      .then(async (response) => {
        await response.arrayBuffer();
        const ok = response.status === expected(kind);
        samples.push({
          kind,
          ms: performance.now() - t0,
          ok,
          ...(ok ? {} : { detail: String(response.status) }),
        });
      })
      .catch((error: unknown) => {
        samples.push({ kind, ms: performance.now() - t0, ok: false, detail: String(error) });
      });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
    const next = started + (n * 1000) / rate;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  clearInterval(memoryTimer);
  memory.push({
    second: Math.round((performance.now() - started) / 1000),
    rssMb: await rssMb(pid),
  });

  const kinds = [...new Set(MIX)];
  const table = kinds.map((kind) => {
    const of = samples.filter((s) => s.kind === kind);
    const times = of.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      requests: of.length,
      errors: of.filter((s) => !s.ok).length,
      p50: Math.round(percentile(times, 0.5)),
      p95: Math.round(percentile(times, 0.95)),
      p99: Math.round(percentile(times, 0.99)),
      max: Math.round(times.at(-1) ?? 0),
    };
  });
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok);
  const afterFirstMinute = memory.find((m) => m.second >= 60) ?? memory[0]!;
  const last = memory.at(-1)!;
  const growthMb = last.rssMb - afterFirstMinute.rssMb;
  const summary = {
    engine,
    minutes,
    rate,
    achievedRate: Math.round((samples.length / ((last.second || 1) * 1000)) * 1000 * 10) / 10,
    requests: samples.length,
    errors: errors.length,
    p99: Math.round(percentile(all, 0.99)),
    byKind: table,
    memory: {
      startMb: memory[0]!.rssMb,
      afterFirstMinuteMb: afterFirstMinute.rssMb,
      maxMb: Math.max(...memory.map((m) => m.rssMb)),
      endMb: last.rssMb,
      growthMb,
      boundMb: maxGrowthMb,
    },
    firstErrors: errors.slice(0, 10),
  };
  console.table(table);
  console.log(JSON.stringify({ ...summary, byKind: undefined }, null, 2));
  if (args.out) await writeFile(args.out, `${JSON.stringify({ ...summary, memory }, null, 2)}\n`);
  const failed = errors.length > 0 || growthMb > maxGrowthMb;
  console.log(
    failed
      ? `soak FAILED: ${errors.length} errors, memory grew ${growthMb} MB (bound ${maxGrowthMb} MB)`
      : `soak passed: no errors, memory grew ${growthMb} MB (bound ${maxGrowthMb} MB), p99 ${summary.p99} ms`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await shop.stop();
  await data.remove();
}
