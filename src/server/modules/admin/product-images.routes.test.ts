import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '#test/multipart';
import type { TestApp } from '#test/test-app';
import { IMAGE_ORDER_MISMATCH, IMAGE_WRONG_TYPE } from '#src/shared/schemas/admin-products';
import { dataPaths } from '../../config';
import { setUpAdminProductsTestApp } from './products.test-setup';

const shared = setUpAdminProductsTestApp();
const { call, create, png, upload } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('images', () => {
  it('takes a camera-sized photo (well over the 1 MB JSON body limit) and stores it 1200 px wide', async () => {
    const product = await create();
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: '#777777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1_500_000);
    const answer = await upload(product.id, [
      { name: 'big.jpg', bytes: photo, type: 'image/jpeg' },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const [image] = answer.json<{ images: Array<{ image_url: string }> }>().images;
    const file = path.join(dataPaths(t.dataDir).publicMedia, image!.image_url);
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
  });

  it('reorders and deletes images; refuses files that are not pictures', async () => {
    const product = await create();
    const first = await upload(product.id, [
      { name: 'a.png', bytes: await png(400, 300) },
      { name: 'b.png', bytes: await png(300, 300) },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const [a, b] = first.json<{ images: Array<{ id: number; image_url: string }> }>().images;
    expect(a!.image_url).not.toBe(b!.image_url);

    const wrongSet = await call('PUT', `/api/admin/products/${product.id}/images/order`, {
      ids: [b!.id],
    });
    expect(wrongSet.statusCode).toBe(400);
    expect(wrongSet.json()).toMatchObject({ message: IMAGE_ORDER_MISMATCH });
    const reordered = await call('PUT', `/api/admin/products/${product.id}/images/order`, {
      ids: [b!.id, a!.id],
    });
    expect(reordered.json<{ images: Array<{ id: number }> }>().images.map((i) => i.id)).toEqual([
      b!.id,
      a!.id,
    ]);

    const removed = await call('DELETE', `/api/admin/products/${product.id}/images/${b!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ images: Array<{ id: number }> }>().images.map((i) => i.id)).toEqual([
      a!.id,
    ]);
    expect(existsSync(path.join(dataPaths(t.dataDir).publicMedia, b!.image_url))).toBe(false);
    expect(
      (await call('DELETE', `/api/admin/products/${product.id}/images/${b!.id}`)).statusCode,
    ).toBe(404);

    const notImage = await upload(product.id, [{ name: 'fake.png', bytes: pdf }]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      errors: [{ field: 'images', message: IMAGE_WRONG_TYPE }],
    });
  });
});
