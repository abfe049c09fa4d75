import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLogs, freshShopData, startShop, type LogLine } from '../test/shop-process';

// Issue 31 item 10: the first start seeds the database and draws the demo artwork in a
// process of its own (what that takes ends with it), saying how far the drawing has got;
// the server then serves the seeded catalogue with its pictures.

const engines: Array<'pglite' | 'postgres'> = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

const progress = /^drawing the demo artwork: (\d+) of (\d+) images$/;

describe.each(engines)('%s: the first start of an empty shop', (engine) => {
  it('seeds and draws in a child process that logs its progress, then serves the catalogue', async () => {
    const storage = await freshShopData(engine);
    try {
      const shop = await startShop(storage);
      const pid = shop.child.pid;
      const by = (msg: string | RegExp) =>
        shop.logs.filter((line: LogLine) =>
          typeof msg === 'string' ? line.msg === msg : msg.test(line.msg),
        );

      const [seeded] = by('seeded a fresh database');
      const [starting] = by(/^drawing the demo artwork: \d+ images/);
      const [drew] = by('drew the demo artwork');
      const [ready] = by(/^shop is ready/);
      expect(seeded?.products).toBe(44);
      const images = drew?.images as number;
      expect(images).toBeGreaterThan(100);
      expect(starting?.images).toBe(images);
      // Every progress line (one each 3 s while drawing) counts up towards the total.
      const counts = by(progress).map((line) => Number(progress.exec(line.msg)![1]));
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      for (const line of by(progress)) expect(line.images).toBe(images);
      for (const count of counts) expect(count).toBeLessThanOrEqual(images);
      // The preparing process is another process, and it has ended.
      for (const line of [seeded, starting, drew]) expect(line?.pid).not.toBe(pid);
      expect(ready?.pid).toBe(pid);
      expect(shop.logs.indexOf(drew!)).toBeLessThan(shop.logs.indexOf(ready!));
      expect(errorLogs(shop)).toEqual([]);
      if (engine === 'pglite') {
        // The server holds the embedded database's directory now: its lock names it.
        const lock = readFileSync(path.join(storage.dataDir, '.lock'), 'utf8');
        expect(lock.split(' ')[0]).toBe(String(pid));
      }

      const listing = (await (
        await fetch(`${shop.url}/api/product/products-listing?page=1&limit=8`)
      ).json()) as {
        pagination: { totalProducts: number };
        products: Array<{ product_image: string }>;
      };
      expect(listing.pagination.totalProducts).toBe(44);
      const picture = await fetch(shop.url + listing.products[0]!.product_image);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      await shop.stop();

      // The next start has nothing to prepare: no seeding, no drawing, the same shop.
      const again = await startShop(storage);
      try {
        expect(again.logs.filter((line) => /seeded|drawing|drew/.test(line.msg))).toEqual([]);
        const total = (await (
          await fetch(`${again.url}/api/product/products-listing?page=1&limit=8`)
        ).json()) as { pagination: { totalProducts: number } };
        expect(total.pagination.totalProducts).toBe(44);
      } finally {
        await again.stop();
      }
    } finally {
      await storage.remove();
    }
  });
});
