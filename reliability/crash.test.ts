import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { dataPaths } from '../src/server/config';
import { availableCredit } from '../test/prices';
import type { PlacedOrder } from '../src/shared/schemas/orders';
import { checkout, credit, mattressLine, myOrders, signIn } from '../test/shop-client';
import { errorLogs, freshShopData, startShop } from '../test/shop-process';

// Issue #8 item 3: the server killed with SIGKILL in the middle of a stream of
// checkouts, then started again on the same data: every answered order is there exactly
// once, no checkout is there in part, and the credit ledger equals the open orders.

const engines: Array<'pglite' | 'postgres'> = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];
const WORKERS = 4;
const KILL_AFTER = 12; // answered checkouts before the kill

describe.each(engines)('%s: SIGKILL during a stream of checkouts', (engine) => {
  it('keeps every answered order exactly once, no partial checkout, credit less exactly what was spent', async () => {
    const storage = await freshShopData(engine, { template: inject('shopTemplate') });
    try {
      let shop = await startShop(storage);
      const { token } = await signIn(shop.url);
      const lines = [
        await mattressLine(shop.url, 'CRASH-A'),
        await mattressLine(shop.url, 'CRASH-B'),
      ];
      const ordersBefore = (await myOrders(shop.url, token)).length;
      const creditBefore = await credit(shop.url, token);

      // Checkouts one after another on each of four connections, each with its own key,
      // until the kill; a request whose answer did not arrive whole counts as unanswered.
      const answered = new Map<string, PlacedOrder>();
      const unanswered: string[] = [];
      let killed = false;
      const url = shop.url;
      const worker = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const key = `crash-${w}-${i}`;
          try {
            const response = await checkout(url, token, lines, key);
            const body = (await response.json()) as PlacedOrder;
            expect(response.status, JSON.stringify([body, errorLogs(shop)])).toBe(201);
            answered.set(key, body);
          } catch (error) {
            if (!killed) throw error;
            unanswered.push(key);
          }
        }
      };
      const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      await vi.waitFor(() => expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER), {
        timeout: 60_000,
        interval: 5,
      });
      killed = true;
      shop.child.kill('SIGKILL');
      expect((await shop.exited).signal).toBe('SIGKILL');
      await stream;
      expect(unanswered.length).toBeGreaterThan(0); // the kill did cut requests short

      let placed: PlacedOrder[] = [];
      shop = await startShop(storage);
      try {
        // Retrying what got no answer, with the same keys, is safe: each checkout
        // happens once, whether or not it had been committed before the kill.
        for (const key of unanswered) {
          const retry = await checkout(shop.url, token, lines, key);
          expect(retry.status, await retry.clone().text()).toBe(201);
          answered.set(key, (await retry.json()) as PlacedOrder);
        }

        placed = [...answered.values()];
        const orders = await myOrders(shop.url, token);
        const byId = new Map(orders.map((o) => [o.id, o]));
        for (const body of placed) {
          expect(body.orders).toHaveLength(2);
          for (const order of body.orders) {
            expect(byId.get(order.id), `order ${order.id}`).toMatchObject({
              trackingId: order.trackingId,
              checkoutId: body.checkoutId,
              total_price: order.total_price,
            });
          }
        }
        // Nothing but the answered checkouts was added: no order without an answer.
        expect(orders.length - ordersBefore).toBe(placed.length * 2);

        // The ledger: what was available before, less what the answers said was spent.
        const spent = placed.reduce((sum, body) => sum + body.total, 0);
        const { available_credit } = await credit(shop.url, token);
        expect(available_credit).toBe(availableCredit(creditBefore.available_credit, spent));
      } finally {
        await shop.stop();
      }
      expect(errorLogs(shop)).toEqual([]);

      // In the database itself: no checkout without all of its lines, none without its
      // key, no order outside a checkout.
      const database = await openDatabase(
        storage.databaseUrl
          ? { databaseUrl: storage.databaseUrl }
          : { pgliteDir: dataPaths(storage.dataDir).pglite },
      );
      try {
        const partial = await queryRows<{ id: string; lines: number }>(
          database.db,
          sql`select c.id, count(o.id)::int as lines from checkouts c
              left join orders o on o.checkout_id = c.id
              where c.shipping_address = '1 Quay Street, Galway'
              group by c.id having count(o.id) <> 2`,
        );
        expect(partial).toEqual([]);
        const checkouts = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from checkouts where shipping_address = '1 Quay Street, Galway'`,
        );
        expect(checkouts[0]?.n).toBe(placed.length);
      } finally {
        await database.close();
      }
    } finally {
      await storage.remove();
    }
  });
});
