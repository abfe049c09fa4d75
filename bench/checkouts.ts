/**
 * The write path of `npm run bench` (docs/performance.md "Checkouts (the write path)"): trade buyers placing
 * 3-line carts of made-to-order beds through POST /api/order/product as the checkout screen
 * sends it (multipart, an Idempotency-Key, a reference per line, a PO number), a hundred
 * buyers at once and one buyer with as many checkouts in flight, which queue on that
 * buyer's credit lock (docs/business-rules.md "Credit").
 */
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { createCompanyFor } from '../src/db/company-accounts';
import { queryRows } from '../src/db/query-rows';
import { users } from '../src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { signIn } from '../test/shop-client';
import type { ShopData } from '../test/shop-process';
import { openShopDatabase } from './shop-database';
import { percentiles, type CheckoutsMeasured } from './targets';

export const BENCH_BUYERS = 100;
const buyerEmail = (n: number) => `bench.buyer${n}@example.com`;
/** More than any run spends: numeric(12, 2) holds up to ten thousand million euro. */
const CREDIT_LIMIT_EURO = 1_000_000_000;

/**
 * Adds `count` approved trade buyers to the stopped shop, each a copy of the demo trade
 * buyer (its password too) with a credit limit no run can use up.
 */
export async function addBuyers(data: ShopData, count = BENCH_BUYERS) {
  const database = await openShopDatabase(data);
  try {
    const added = await queryRows<{ id: number }>(
      database.db,
      sql`
      insert into users (email, full_name, invoice_email, phone_number, country, company_name,
        office_address, office_city, office_eir_code, delivery_address, delivery_city,
        delivery_eir_code, password_hash, role, status)
      select 'bench.buyer' || g || '@example.com', 'Bench Buyer ' || g,
        'bench.buyer' || g || '@example.com', t.phone_number, t.country,
        'Bench Hotels ' || g, t.office_address, t.office_city, t.office_eir_code,
        t.delivery_address, t.delivery_city, t.delivery_eir_code, t.password_hash, 'trade',
        'approved'
      from generate_series(1, ${count}) g
      cross join (select * from users where email = ${DEMO_ACCOUNTS.trade.email}) t
      on conflict do nothing
      returning id`,
    );
    // Each its own company, as an approval makes.
    for (const { id } of added) {
      const [buyer] = await database.db.select().from(users).where(eq(users.id, id));
      await createCompanyFor(database.db, buyer!, CREDIT_LIMIT_EURO * 100);
    }
  } finally {
    await database.close();
  }
}

/** Bearer tokens of the buyers addBuyers made, each signed in from its own address. */
export async function signInBuyers(url: string, count = BENCH_BUYERS): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 1; n <= count; n++) {
    const { token } = await signIn(
      url,
      { email: buyerEmail(n), password: DEMO_ACCOUNTS.trade.password },
      // The sign-in throttle per address (TRUST_PROXY=true) never joins in.
      { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
    );
    tokens.push(token);
  }
  return tokens;
}

interface ProductPage {
  product: {
    id: number;
    status: string;
    Sizes: Array<{ id: number }>;
    Fabrics: Array<{ id: number; fabricColors: Array<{ id: number }> }>;
  };
}

/**
 * A 3-line cart: three orderable beds of the catalogue in a size, fabric and colour they
 * are sold in. Beds are made to order, so no run empties their stock.
 */
export async function bedCart(url: string) {
  const listing = (await (await fetch(`${url}/api/category/beds/products?limit=48`)).json()) as {
    products: Array<{ id: number }>;
  };
  const lines = [];
  for (const card of listing.products) {
    const { product } = (await (
      await fetch(`${url}/api/product/${card.id}`)
    ).json()) as ProductPage;
    const fabric = product.Fabrics.find((f) => f.fabricColors.length > 0);
    if (product.status !== 'available' || !fabric || product.Sizes.length === 0) continue;
    lines.push({
      productId: product.id,
      sizeId: product.Sizes[0]!.id,
      fabricId: fabric.id,
      fabricColorId: fabric.fabricColors[0]!.id,
      quantity: lines.length + 1,
      storageType: lines.length === 0 ? 'Ottoman' : 'Non Ottoman',
    });
    if (lines.length === 3) return lines;
  }
  throw new Error('The catalogue has fewer than three orderable beds');
}

const BOUNDARY = 'bench-checkout-7c1f3a';

/** The multipart body a browser sends for these text fields. */
const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('') + `--${BOUNDARY}--\r\n`;

export interface CheckoutLoad {
  name: string;
  /** One token per buyer: connection i checks out as buyer i % tokens.length. */
  tokens: string[];
  connections: number;
}

/** A checkout still unanswered after this long counts as an error (a timeout). */
const TIMEOUT_SECONDS = 30;

/**
 * `amount` checkouts of `cart` on `connections` connections without pipelining, each
 * connection one buyer's: every request a new checkout (its own Idempotency-Key, references
 * and PO number). A count, not a duration: autocannon stops waiting for answers at a
 * deadline and the server does not, so what it still had would run into the next load;
 * here every checkout sent is answered (or timed out) before the figure is taken. Counts
 * the answers by status; the p95 is read from every answer's time.
 */
export function measureCheckouts(
  url: string,
  load: CheckoutLoad,
  cart: object[],
  amount: number,
  run: string,
): Promise<CheckoutsMeasured> {
  let connection = 0;
  let n = 0;
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/order/product`,
        connections: load.connections,
        pipelining: 1,
        amount,
        timeout: TIMEOUT_SECONDS,
        setupClient: (client) => {
          const buyer = connection++ % load.tokens.length;
          client.setRequests([
            {
              method: 'POST',
              setupRequest: (request) => {
                const checkout = `${run}-${buyer}-${n++}`;
                const items = cart.map((line, i) => ({
                  ...line,
                  referenceNumber: `Room ${101 + i} ${checkout}`,
                }));
                return {
                  ...request,
                  headers: {
                    authorization: `Bearer ${load.tokens[buyer]}`,
                    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
                    'idempotency-key': checkout,
                  },
                  body: multipart({
                    items: JSON.stringify(items),
                    shipping_address: '1 Quay Street, Galway',
                    po_number: `PO-${checkout}`.slice(0, 35),
                  }),
                };
              },
            },
          ]);
        },
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const placed = statuses['201'] ?? 0;
        const { p50, p95, max } = percentiles(times.length ? times : [0]);
        const ms = (value: number) => Math.round(value * 10) / 10;
        resolve({
          name: load.name,
          buyers: load.tokens.length,
          connections: load.connections,
          rps: placed / result.duration,
          seconds: result.duration,
          p50: ms(p50),
          p95: ms(p95),
          p99: result.latency.p99,
          max: ms(max),
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      times.push(responseTime);
    });
  });
}
