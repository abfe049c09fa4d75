/**
 * `npm run bench`: starts the built server on a generated catalogue (10,000 products by
 * default), on PGlite and on PostgreSQL, and measures catalogue routes with autocannon
 * (-c 100 -p 10, a discarded warm-up first) against an in-process hello-world route H.
 *
 *   npm run bench -- --products 100000 --duration 10 --engines pglite,postgres
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (maintenance database to create one in)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { projectRoot } from '../src/db/project-root';
import { adminQuery, serverUrl, uniqueName } from '../test/db-engines';
import { build } from '../scripts/build.mjs';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'postgres,pglite' },
  },
});
const products = Number(args.products);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
}

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** p99 at a moderate load (-c 10, no pipelining), where latency means what a user waits. */
  p99Moderate?: number;
  detail?: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in 5 minutes');
}

function run(
  base: string,
  target: Target,
  seconds: number,
  load = { connections: 100, pipelining: 10 },
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base + target.path,
        method: target.method ?? 'GET',
        ...load,
        duration: seconds,
        ...(target.body
          ? { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          name: target.name,
          rps: result.requests.average,
          p99: result.latency.p99,
          // autocannon counts timeouts among its errors.
          errors: result.errors + result.non2xx,
          detail: `${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`,
        });
      },
    );
  });
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<Measured[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const database = engine === 'postgres' ? uniqueName('shop_bench') : undefined;
  if (database) await adminQuery(adminUrl, `create database ${database}`);
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'server', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
      BENCH_HELLO: 'true',
      DATABASE_URL: database ? serverUrl(adminUrl, database) : '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    console.log(
      `\n${engine}: ${products} products seeded and serving after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const listing = (await (await fetch(`${base}/api/product/products-listing?page=3`)).json()) as {
      products: Array<{ id: number }>;
    };
    const id = listing.products[0]!.id;
    const targets: Target[] = [
      { name: 'H (hello world)', path: '/api/bench/hello' },
      { name: 'products-listing', path: '/api/product/products-listing?page=1&limit=8' },
      {
        name: 'products/filter',
        path: '/api/product/products/filter',
        method: 'POST',
        body: { categories: ['Beds'], sizes: ['5ft King'], page: 1, limit: 8 },
      },
      { name: 'product/{id}', path: `/api/product/${id}` },
      {
        name: 'product/search',
        path: '/api/product/search',
        method: 'POST',
        body: { search: 'ottoman', page: 1, limit: 8 },
      },
    ];
    const results: Measured[] = [];
    for (const target of targets) {
      await run(base, target, warmup);
      const measured = await run(base, target, duration);
      const moderate = await run(base, target, Math.max(2, duration / 2), {
        connections: 10,
        pipelining: 1,
      });
      results.push({
        ...measured,
        p99Moderate: moderate.p99,
        errors: measured.errors + moderate.errors,
      });
      if (measured.errors + moderate.errors > 0) {
        console.log(`  ${target.name}: under load ${measured.detail}; moderate ${moderate.detail}`);
      }
    }
    return results;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  }
}

function printTable(engine: string, results: Measured[], postgres?: Measured[]): void {
  const hello = results[0]!.rps;
  console.log(`\n${engine} — ${products} products, autocannon -c 100 -p 10, ${duration} s`);
  console.log(
    'route                 req/s    p99 ms   % of H   errors   p99 ms @c10' +
      (postgres ? '   % of PostgreSQL' : ''),
  );
  for (const [i, r] of results.entries()) {
    const vsPg = postgres?.[i]
      ? `   ${((r.rps / postgres[i].rps) * 100).toFixed(0).padStart(6)}%`
      : '';
    console.log(
      `${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(8)} ${((r.rps / hello) * 100).toFixed(1).padStart(7)}% ${String(r.errors).padStart(8)} ${String(r.p99Moderate ?? '').padStart(13)}${vsPg}`,
    );
  }
}

await build({ ifStale: true });
const engines = args.engines.split(',') as Array<'pglite' | 'postgres'>;
const all = new Map<string, Measured[]>();
for (const engine of engines) all.set(engine, await benchEngine(engine));
for (const engine of engines)
  printTable(engine, all.get(engine)!, engine === 'pglite' ? all.get('postgres') : undefined);
