/**
 * Quick order at a hotel's volume (docs/performance.md): 500 lines of SKU, size, fabric,
 * colour, quantity and reference, as a buyer pastes them, checked and priced by
 * POST /api/quick-order/validate, one request at a time. The lines are taken from the
 * catalogue the shop serves: 50 products of the listing, ten configurations each (names,
 * in varied case), one line in twenty wrong (an unknown SKU or a size not sold).
 *
 * Also runs by itself against a shop of its own (PGlite unless told otherwise):
 *   node --import tsx bench/quick-order.ts --engine pglite --products 10000
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { ProductDetail } from '../src/shared/schemas/catalog';
import type { QuickOrderReport } from '../src/shared/schemas/quick-order';
import { freshShopData, startShop } from '../test/shop-process';
import { percentiles, type Percentiles } from './targets';

export const QUICK_ORDER_LINES = 500;

export interface QuickOrderBench extends Percentiles {
  lines: number;
  valid: number;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** 500 tab-separated lines made of the catalogue's own products and options. */
export async function quickOrderText(base: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const { products } = await getJson<{ products: Array<{ id: number }> }>(
    `${base}/api/product/products-listing?page=1&limit=48`,
    { headers },
  );
  const more = await getJson<{ products: Array<{ id: number }> }>(
    `${base}/api/product/products-listing?page=2&limit=48`,
    { headers },
  );
  const details: ProductDetail[] = [];
  for (const { id } of [...products, ...more.products].slice(0, 50)) {
    details.push((await getJson<{ product: ProductDetail }>(`${base}/api/product/${id}`)).product);
  }
  const lines: string[] = [];
  for (let n = 0; lines.length < QUICK_ORDER_LINES; n++) {
    const product = details[n % details.length]!;
    const size = product.Sizes[n % product.Sizes.length]!;
    const fabric = product.Fabrics.length ? product.Fabrics[n % product.Fabrics.length]! : null;
    const colour = fabric?.fabricColors.length
      ? fabric.fabricColors[n % fabric.fabricColors.length]!
      : null;
    const wrong = n % 20 === 19;
    lines.push(
      [
        n % 40 === 39 ? `NO-SUCH-${n}` : n % 2 ? product.sku.toLowerCase() : product.sku,
        wrong && n % 40 !== 39 ? 'Emperor' : n % 3 ? size.size : size.size.toUpperCase(),
        fabric?.fabric_name ?? '',
        colour?.color_name ?? '',
        String(1 + (n % 4)),
        `Floor ${Math.floor(n / 40) + 1} room ${n + 100}`,
        '',
      ].join('\t'),
    );
  }
  return lines.join('\n');
}

/** The check of 500 lines, `rounds` times in a row after one unmeasured. */
export async function measureQuickOrder(
  base: string,
  token: string,
  rounds = 20,
): Promise<QuickOrderBench> {
  const text = await quickOrderText(base, token);
  const check = () =>
    getJson<QuickOrderReport>(`${base}/api/quick-order/validate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
  const first = await check();
  const took: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await check();
    took.push(performance.now() - started);
  }
  return { ...percentiles(took), lines: first.lines.length, valid: first.valid };
}

export async function signedInToken(base: string): Promise<string> {
  const { token } = await getJson<{ token: string }>(`${base}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.trade.email,
      password: DEMO_ACCOUNTS.trade.password,
    }),
  });
  return token;
}

export const formatQuickOrder = (q: QuickOrderBench) =>
  `quick order, ${q.lines} lines (${q.valid} valid) checked one request at a time: p50 ${q.p50.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms, max ${q.max.toFixed(1)} ms (${q.count})`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'pglite' },
      products: { type: 'string', default: '10000' },
    },
  });
  const data = await freshShopData(values.engine as 'pglite' | 'postgres');
  const shop = await startShop(data, { SEED_PRODUCTS: values.products, LOG_LEVEL: 'warn' });
  try {
    const result = await measureQuickOrder(shop.url, await signedInToken(shop.url));
    console.log(`${values.engine}, ${values.products} products: ${formatQuickOrder(result)}`);
  } finally {
    await shop.stop();
    await data.remove();
  }
}
