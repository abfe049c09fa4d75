import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { products } from '../src/db/schema/catalog';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { ProductBody, ProductFormOptions } from '../src/shared/schemas/admin-products';
import { bearer, signIn } from '../test/shop-client';
import {
  errorLogs,
  freshShopData,
  startShop,
  type ShopData,
  type ShopProcess,
} from '../test/shop-process';

// Issue #8 item 4: two instances on different ports, one PostgreSQL database, one Redis
// and one shared DATA_DIR (uploads) behave as one shop.

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(postgresUrl !== undefined && redisUrl !== undefined)(
  'two instances behind one load balancer',
  () => {
    let storage: ShopData;
    let a: ShopProcess;
    let b: ShopProcess;
    const admin = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password };
    /** A client address of its own per test: the limits count per IP, in a shared Redis. */
    const clientIp = () => `10.${randomBytes(3).join('.')}`;

    beforeAll(async () => {
      // An empty database (the start-up race is the point), with the pictures already
      // drawn: both instances drawing them at once would only slow the test down.
      storage = await freshShopData('postgres', {
        template: { dataDir: inject('shopTemplate').dataDir },
      });
      // Started together on an empty database: the migrations and the seed race.
      const env = { REDIS_URL: redisUrl!, TRUST_PROXY: 'true' };
      [a, b] = await Promise.all([startShop(storage, env), startShop(storage, env)]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await storage?.remove();
    });

    it('migrate and seed the database once (advisory lock), both serving', async () => {
      const seeded = [a, b].filter((shop) =>
        shop.logs.some((line) => line.msg === 'seeded a fresh database'),
      );
      expect(seeded).toHaveLength(1);
      const database = await openDatabase({ databaseUrl: storage.databaseUrl, poolSize: 1 });
      try {
        const applied = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied[0]?.n).toBe(readMigrationFiles({ migrationsFolder }).length);
        const [row] = await database.db.select({ n: count() }).from(products);
        expect(row?.n).toBe(44);
      } finally {
        await database.close();
      }
      for (const shop of [a, b]) expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    });

    it('share sessions: signed in on one, signed in on the other; signed out on one, out on both', async () => {
      const { token } = await signIn(a.url, admin, { 'x-forwarded-for': clientIp() });
      const details = (shop: ShopProcess) =>
        fetch(`${shop.url}/api/user/details`, { headers: bearer(token) }).then((r) => r.status);
      expect(await details(b)).toBe(200);
      expect(await details(a)).toBe(200); // now held in a's session cache too
      const out = await fetch(`${b.url}/api/auth/user/logout`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(out.status).toBe(200);
      expect(await details(b)).toBe(401);
      await vi.waitFor(async () => expect(await details(a)).toBe(401), { timeout: 3000 });
    });

    it('share rate limits: 60 tracking look-ups a minute per address across both, not each', async () => {
      const ip = clientIp();
      const track = (shop: ShopProcess) =>
        fetch(`${shop.url}/api/auth/user/track-orders/NO-SUCH-ORDER`, {
          headers: { 'x-forwarded-for': ip },
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push(await track(i % 2 === 0 ? a : b));
      expect(statuses.every((s) => s === 404)).toBe(true);
      expect(await track(a)).toBe(429);
      expect(await track(b)).toBe(429);
    });

    it('share the sign-in throttle: failures on one lock the account on the other', async () => {
      const email = `shared.${randomBytes(4).toString('hex')}@example.ie`;
      const attempt = (shop: ShopProcess) =>
        fetch(`${shop.url}/api/auth/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
          body: JSON.stringify({ email, password: 'Wrong#Pass1' }),
        }).then((r) => r.status);
      for (let i = 0; i < 5; i++) expect(await attempt(a)).toBe(401);
      expect(await attempt(b)).toBe(429);
    });

    it('share the catalogue: a staff change on one shows on the other’s cached pages; uploads on one are served by the other', async () => {
      const { token } = await signIn(a.url, admin, { 'x-forwarded-for': clientIp() });
      const staff = (shop: ShopProcess, method: string, path: string, body?: object) =>
        fetch(`${shop.url}${path}`, {
          method,
          headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const options = (await (
        await staff(a, 'GET', '/api/admin/products/form-options')
      ).json()) as ProductFormOptions;
      const body: ProductBody = {
        product_name: 'Scale Out Footstool',
        sku: `SCALE-${randomBytes(3).toString('hex')}`,
        description: '<p>Oak legs.</p>',
        special_instructions: '',
        price_euro: 100,
        stock: -1,
        status: 'available',
        categoryIds: [options.categories.find((c) => c.name === 'Footstools')!.id],
        sizeIds: [],
        fabricIds: [],
      };
      const created = await staff(a, 'POST', '/api/admin/products', body);
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = ((await created.json()) as { product: { id: number } }).product;

      const nameOn = async (shop: ShopProcess) =>
        (
          (await (await fetch(`${shop.url}/api/product/${id}`)).json()) as {
            product: { product_name: string };
          }
        ).product.product_name;
      await vi.waitFor(async () => expect(await nameOn(b)).toBe('Scale Out Footstool'));
      expect(await nameOn(b)).toBe('Scale Out Footstool'); // answered from b's cache now
      const renamed = await staff(a, 'PUT', `/api/admin/products/${id}`, {
        ...body,
        product_name: 'Scale Out Stool',
      });
      expect(renamed.status).toBe(200);
      await vi.waitFor(async () => expect(await nameOn(b)).toBe('Scale Out Stool'), {
        timeout: 3000,
      });

      // An image uploaded through a is served by b (one shared uploads directory).
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#b08d57' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stool.png');
      const uploaded = await fetch(`${a.url}/api/admin/products/${id}/images`, {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { images } = (await uploaded.json()) as { images: Array<{ image_url: string }> };
      const url = images.at(-1)!.image_url;
      const fromA = await fetch(`${a.url}${url}`);
      const fromB = await fetch(`${b.url}${url}`);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
      expect(errorLogs(a)).toEqual([]);
      expect(errorLogs(b)).toEqual([]);
    });
  },
);
