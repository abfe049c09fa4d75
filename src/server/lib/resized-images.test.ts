import { mkdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { dataPaths } from '../config';

let t: TestApp;
let original: string;
beforeAll(async () => {
  t = await createTestApp();
  original = path.join(dataPaths(t.dataDir).publicMedia, 'media', 'products', 'test', 'oak.webp');
  await mkdir(path.dirname(original), { recursive: true });
  await picture(1200, 900, '#8a5a3c').toFile(original);
});
afterAll(() => t.close());

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).webp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('narrower copies of product pictures', () => {
  it.each([320, 480, 800])('serves a %i px wide WebP copy, made once', async (width) => {
    const first = await get(`/media/w${width}/products/test/oak.webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    expect(first.rawPayload.length).toBeLessThan((await sharp(original).toBuffer()).length * 2);
    const again = await get(`/media/w${width}/products/test/oak.webp`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes the copy again when staff replace the original', async () => {
    const before = await get('/media/w320/products/test/oak.webp');
    await picture(1600, 800, '#203040').toFile(original);
    const later = new Date(Date.now() + 5000);
    await utimes(original, later, later);
    const after = await get('/media/w320/products/test/oak.webp');
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it.each([
    '/media/w320/products/test/missing.webp',
    '/media/w320/products/test/%2e%2e/%2e%2e/%2e%2e/outbox/x.webp',
    '/media/w320/products/test/oak.png',
    '/media/w321/products/test/oak.webp',
  ])('answers 404 for %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});
