import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, signIn, type Session } from '#test/customers';
import { formData, pdf } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import { categories } from '#src/db/schema/catalog';
import { dataPaths } from '../../config';
import { projectRoot } from '#src/db/project-root';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  STATUS_DELIVERED_LAST,
  STATUS_FIRST_HAS_A_RULE,
  STATUS_HAS_A_RULE,
  STATUS_IN_USE,
  STATUS_NAME_RESERVED,
  STATUS_NAME_TAKEN,
  STATUS_ORDER_MISMATCH,
  type DeliveryStatus,
} from '#src/shared/schemas/admin-content';

let t: TestApp;
let staff: Session;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asBearer(staff), ...(payload ? { payload } : {}) });

const auditOf = async (entityType: string, id: string | number) =>
  (await send('GET', `/api/admin/audit?entityType=${entityType}&entityId=${id}`)).json<{
    entries: Array<{ action: string; before: unknown; after: unknown; actorEmail: string }>;
  }>().entries;

const publicStatuses = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/order/delivery-statuses' })).json<{
    statuses: DeliveryStatus[];
  }>().statuses;

describe('PUT /api/admin/news', () => {
  it('saves the news sanitised and the storefront reads it at once', async () => {
    const html =
      '<h2>Spring range</h2><p onclick="steal()">New <strong>ottomans</strong> in stock.</p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news',
      headers: asCookie(staff),
      payload: { content: html },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ news: { content: string } }>().news.content;
    expect(saved).toContain('<h2>Spring range</h2>');
    expect(saved).toContain('<strong>ottomans</strong>');
    expect(saved).not.toMatch(/script|onclick|javascript:/);

    // A visitor's next read of the news (no session) is the new text.
    const storefront = await t.app.inject({ method: 'GET', url: '/api/admin/news' });
    expect(storefront.json<{ news: { content: string } }>().news.content).toBe(saved);

    const [entry] = await auditOf('news', res.json<{ news: { id: number } }>().news.id);
    expect(entry).toMatchObject({ action: 'update', after: { content: saved } });
    expect(entry!.actorEmail).toBe(DEMO_ACCOUNTS.admin.email);
  });

  it('keeps one news block: a second save replaces the first', async () => {
    await send('PUT', '/api/admin/news', { content: '<p>First</p>' });
    await send('PUT', '/api/admin/news', { content: '<p>Second</p>' });
    const storefront = await t.app.inject({ method: 'GET', url: '/api/admin/news' });
    expect(storefront.json<{ news: { content: string } }>().news.content).toBe('<p>Second</p>');
  });

  it('refuses unknown fields, a missing text and the wrong sender', async () => {
    expect((await send('PUT', '/api/admin/news', { content: '<p>x</p>', id: 3 })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', '/api/admin/news', {})).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/news',
      payload: { content: '<p>Hacked</p>' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('delivery statuses', () => {
  it('adds at the end but before Order Delivered, renames, and refuses taken or reserved names', async () => {
    const added = await send('POST', '/api/admin/delivery-statuses', {
      deliveryStatus: '  Awaiting   Fabric ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const status = added.json<{ status: DeliveryStatus }>().status;
    expect(status.deliveryStatus).toBe('Awaiting Fabric');
    const list = await publicStatuses();
    expect(list.at(-2)).toEqual(status);
    expect(list.at(-1)!.deliveryStatus).toBe('Order Delivered');
    expect(list.map((s) => s.position)).toEqual(list.map((_, i) => i + 1));

    const taken = await send('POST', '/api/admin/delivery-statuses', {
      deliveryStatus: 'order placed',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: STATUS_NAME_TAKEN });
    const reserved = await send('POST', '/api/admin/delivery-statuses', {
      deliveryStatus: 'Cancelled',
    });
    expect(reserved.json()).toMatchObject({ message: STATUS_NAME_RESERVED });
    const blank = await send('POST', '/api/admin/delivery-statuses', { deliveryStatus: ' ' });
    expect(blank.statusCode).toBe(400);

    const renamed = await send('PUT', `/api/admin/delivery-statuses/${status.id}`, {
      deliveryStatus: 'Awaiting Materials',
    });
    expect(renamed.json<{ status: DeliveryStatus }>().status).toMatchObject({
      id: status.id,
      deliveryStatus: 'Awaiting Materials',
      position: status.position,
    });
    const entries = await auditOf('delivery-status', status.id);
    expect(entries.map((e) => e.action)).toEqual(['rename', 'create']);
  });

  it('keeps the names the ordering rules depend on', async () => {
    const statuses = await publicStatuses();
    const scheduled = statuses.find((s) => s.deliveryStatus === 'Scheduled')!;
    const rename = await send('PUT', `/api/admin/delivery-statuses/${scheduled.id}`, {
      deliveryStatus: 'Booked',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ message: STATUS_HAS_A_RULE });
    const remove = await send('DELETE', `/api/admin/delivery-statuses/${scheduled.id}`);
    expect(remove.statusCode).toBe(409);
  });

  it('reorders with every id exactly once, positions renumbered 1..n', async () => {
    const before = await publicStatuses();
    const ids = before.map((s) => s.id);
    const swapped = [ids[0]!, ids[2]!, ids[1]!, ...ids.slice(3)];
    const res = await send('PUT', '/api/admin/delivery-statuses/order', { ids: swapped });
    expect(res.statusCode, res.body).toBe(200);
    const after = await publicStatuses();
    expect(after.map((s) => s.id)).toEqual(swapped);
    expect(after.map((s) => s.position)).toEqual(swapped.map((_, i) => i + 1));
    const [entry] = await auditOf('delivery-status', 'list');
    expect(entry).toMatchObject({ action: 'reorder' });

    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999], []]) {
      const refused = await send('PUT', '/api/admin/delivery-statuses/order', { ids: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(refused.json<{ message: string }>().message).toBe(STATUS_ORDER_MISMATCH);
    }
    expect((await publicStatuses()).map((s) => s.id)).toEqual(swapped);
    await send('PUT', '/api/admin/delivery-statuses/order', { ids });
  });

  it('keeps Order Delivered last and a status new orders can leave first', async () => {
    const before = await publicStatuses();
    const ids = before.map((s) => s.id);
    const deliveredFirst = [ids.at(-1)!, ...ids.slice(0, -1)];
    const refused = await send('PUT', '/api/admin/delivery-statuses/order', {
      ids: deliveredFirst,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: STATUS_DELIVERED_LAST });

    const scheduled = before.findIndex((s) => s.deliveryStatus === 'Scheduled');
    const scheduledFirst = [ids[scheduled]!, ...ids.filter((_, i) => i !== scheduled)];
    const second = await send('PUT', '/api/admin/delivery-statuses/order', { ids: scheduledFirst });
    expect(second.json()).toMatchObject({ message: STATUS_FIRST_HAS_A_RULE });
    expect((await publicStatuses()).map((s) => s.id)).toEqual(ids);

    // Nor may a deletion leave Scheduled first.
    const extra = (
      await send('POST', '/api/admin/delivery-statuses', { deliveryStatus: 'Awaiting Survey' })
    ).json<{ status: DeliveryStatus }>().status;
    const rest = ids.filter((id) => id !== ids[scheduled]);
    const order = await send('PUT', '/api/admin/delivery-statuses/order', {
      ids: [extra.id, ids[scheduled]!, ...rest],
    });
    expect(order.statusCode, order.body).toBe(200);
    const removed = await send('DELETE', `/api/admin/delivery-statuses/${extra.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ message: STATUS_FIRST_HAS_A_RULE });
    await send('PUT', '/api/admin/delivery-statuses/order', {
      ids: [...ids.slice(0, -1), extra.id, ids.at(-1)!],
    });
    expect((await send('DELETE', `/api/admin/delivery-statuses/${extra.id}`)).statusCode).toBe(200);
    expect((await publicStatuses()).map((s) => s.id)).toEqual(ids);
  });

  it('deletes only a status no order has, and closes the gap', async () => {
    const statuses = await publicStatuses();
    const placed = statuses.find((s) => s.deliveryStatus === 'Order Placed')!;
    const inUse = await send('DELETE', `/api/admin/delivery-statuses/${placed.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ message: STATUS_IN_USE });

    const extra = (
      await send('POST', '/api/admin/delivery-statuses', { deliveryStatus: 'Quality Check' })
    ).json<{ status: DeliveryStatus }>().status;
    const middle = [...statuses.map((s) => s.id)];
    middle.splice(1, 0, extra.id);
    await send('PUT', '/api/admin/delivery-statuses/order', { ids: middle });

    const res = await send('DELETE', `/api/admin/delivery-statuses/${extra.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await publicStatuses();
    expect(left.map((s) => s.id)).toEqual(statuses.map((s) => s.id));
    expect(left.map((s) => s.position)).toEqual(left.map((_, i) => i + 1));
    expect((await auditOf('delivery-status', extra.id))[0]).toMatchObject({ action: 'delete' });
    expect((await send('DELETE', `/api/admin/delivery-statuses/${extra.id}`)).statusCode).toBe(404);
  });
});

describe('site pictures', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a3c' } })
      .png()
      .toBuffer();

  async function upload(url: string, name: string, bytes: Buffer, type = 'image/png') {
    const { payload, headers } = await formData({}, [{ name, bytes, type }]);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...asBearer(staff) },
    });
  }

  it('replaces the hero poster with a WebP at its fixed address', async () => {
    const res = await upload('/api/admin/site-assets/hero-poster', 'poster.png', await png());
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/media/hero-poster.webp' });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // Same address, new picture: browsers check again within minutes, not a day.
    expect(served.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect((await auditOf('site-asset', 'hero-poster'))[0]).toMatchObject({ action: 'replace' });
  });

  it('replaces the hero video with an MP4 at its fixed address', async () => {
    const video = await readFile(path.join(projectRoot, 'src', 'db', 'seed', 'assets', 'hero.mp4'));
    const res = await upload(
      '/api/admin/site-assets/hero-video',
      'new hero.mp4',
      video,
      'video/mp4',
    );
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/media/hero.mp4' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(video)).toBe(true);
    const notVideo = await upload('/api/admin/site-assets/hero-video', 'x.mp4', pdf, 'video/mp4');
    expect(notVideo.statusCode).toBe(400);
    expect((await auditOf('site-asset', 'hero-video'))[0]).toMatchObject({ action: 'replace' });
  });

  it('gives a category a new WebP picture and records it', async () => {
    const [category] = await t.app.db.select().from(categories).limit(1);
    const url = `/api/admin/categories/${category!.id}/image`;
    const res = await upload(url, 'tile.png', await png());
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ category: { imageUrl: string } }>().category;
    expect(imageUrl).toMatch(/^\/category-images\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(categories).where(eq(categories.id, category!.id));
    expect(row!.imageUrl).toBe(imageUrl);

    // A second upload replaces the first, whose file goes.
    const again = await upload(url, 'tile2.png', await png());
    const next = again.json<{ category: { imageUrl: string } }>().category.imageUrl;
    expect(next).not.toBe(imageUrl);
    const publicMedia = dataPaths(t.dataDir).publicMedia;
    expect(existsSync(path.join(publicMedia, imageUrl))).toBe(false);
    expect(await readFile(path.join(publicMedia, next))).toBeTruthy();
    expect((await auditOf('category', category!.id))[0]).toMatchObject({ action: 'image' });
  });

  it('takes a camera-sized photo (over the 1 MB JSON body limit)', async () => {
    const photo = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2_000_000);
    const res = await upload('/api/admin/site-assets/hero-poster', 'camera.png', photo);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses what is not a picture, and an unknown category', async () => {
    const notImage = await upload('/api/admin/site-assets/hero-poster', 'x.png', pdf, 'image/png');
    expect(notImage.statusCode).toBe(400);
    const missing = await upload('/api/admin/categories/999999/image', 'tile.png', await png());
    expect(missing.statusCode).toBe(404);
  });
});
