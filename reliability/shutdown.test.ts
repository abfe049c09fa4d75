import http from 'node:http';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import type { PlacedOrder } from '../src/shared/schemas/orders';
import { bearer, mattressLine, myOrders, signIn } from '../test/shop-client';
import {
  arrivedUrls,
  errorLogs,
  freshShopData,
  startShop,
  type ShopProcess,
} from '../test/shop-process';

// Issue #8 item 3: on SIGTERM the server stops taking new requests, finishes the ones in
// flight — here a checkout whose body is still arriving — and then exits cleanly.

const engines: Array<'pglite' | 'postgres'> = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

/** A multipart checkout body in two halves: the request is in flight between them. */
function checkoutBody(line: object) {
  const boundary = 'reliability-boundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body =
    part('items', JSON.stringify([line])) +
    part('shipping_address', '1 Quay Street, Galway') +
    `--${boundary}--\r\n`;
  const half = Math.floor(body.length / 2);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    first: body.slice(0, half),
    rest: body.slice(half),
    length: Buffer.byteLength(body),
  };
}

/**
 * Listing pages (each another page: no two share a read) asked on connections of their
 * own, which are dropped once the server has them: their clients gone, their handlers
 * still at work.
 */
async function abandonedListings(shop: ShopProcess, count: number) {
  const { port } = new URL(shop.url);
  const path = (page: number) => `/api/product/products-listing?page=${page}&limit=8`;
  const seen = () =>
    arrivedUrls(shop).filter((url) => url.startsWith('/api/product/products-listing')).length;
  const before = seen();
  const requests = Array.from({ length: count }, (_, i) => {
    const request = http.get({ host: '127.0.0.1', port, path: path(i + 1), agent: false });
    request.on('error', () => {}); // dropped by us
    return request;
  });
  await vi.waitFor(() => expect(seen() - before).toBe(count), { timeout: 10_000 });
  for (const request of requests) request.destroy();
}

describe.each(engines)('%s: SIGTERM', (engine) => {
  // PostgreSQL only: the test holds the handlers up by locking a table from outside.
  it.runIf(engine === 'postgres')(
    'lets the handlers of clients that left finish before closing the database',
    async () => {
      const storage = await freshShopData(engine, { template: inject('shopTemplate') });
      const locker = new pg.Client({ connectionString: storage.databaseUrl });
      try {
        // The response cache off: each listing reads the database, where it waits.
        const shop = await startShop(storage, { RESPONSE_CACHE: 'false' });
        await locker.connect();
        await locker.query('begin');
        await locker.query('lock table products in access exclusive mode');
        await abandonedListings(shop, 12);

        shop.child.kill('SIGTERM');
        await vi.waitFor(() =>
          expect(shop.logs.map((l) => l.msg)).toContain('closing: finishing in-flight requests'),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        await locker.query('commit'); // the listings read on, their clients long gone

        expect(await shop.exited).toEqual({ code: 0, signal: null });
        expect(shop.logs.map((l) => l.msg)).toContain('closed');
        expect(errorLogs(shop)).toEqual([]);
      } finally {
        await locker.end().catch(() => {});
        await storage.remove();
      }
    },
  );

  it('finishes the request in flight, refuses new ones, and exits 0 without errors', async () => {
    const storage = await freshShopData(engine, { template: inject('shopTemplate') });
    try {
      const shop = await startShop(storage);
      const { token } = await signIn(shop.url);
      const body = checkoutBody(await mattressLine(shop.url, 'SHUTDOWN'));
      const before = (await myOrders(shop.url, token)).length;

      // Half of a checkout's body is sent; the rest comes after the signal.
      const { port } = new URL(shop.url);
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/order/product',
        headers: {
          ...bearer(token),
          'content-type': body.contentType,
          'content-length': body.length,
          'idempotency-key': 'in-flight-at-sigterm',
        },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.write(body.first);
      // The server has the request (its head logged) before the signal.
      await vi.waitFor(() => expect(arrivedUrls(shop)).toContain('/api/order/product'), {
        timeout: 10_000,
      });

      shop.child.kill('SIGTERM');
      await vi.waitFor(() =>
        expect(shop.logs.map((l) => l.msg)).toContain('closing: finishing in-flight requests'),
      );
      // A new request now finds the door shut: refused, or answered 503.
      const late = await fetch(`${shop.url}/api/health`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      request.end(body.rest);
      const { status, text } = await answer;
      expect(status, text).toBe(201);
      const placed = JSON.parse(text) as PlacedOrder;
      expect(placed.orders).toHaveLength(1);

      expect(await shop.exited).toEqual({ code: 0, signal: null });
      expect(shop.logs.map((l) => l.msg)).toContain('closed');
      expect(errorLogs(shop)).toEqual([]);

      // The order is there after a restart.
      const again = await startShop(storage);
      try {
        const orders = await myOrders(again.url, token);
        expect(orders).toHaveLength(before + 1);
        expect(orders.map((o) => o.trackingId)).toContain(placed.orders[0]!.trackingId);
      } finally {
        await again.stop();
      }
    } finally {
      await storage.remove();
    }
  });
});
