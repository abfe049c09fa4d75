import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCookie, type Session } from '#test/customers';
import { formData } from '#test/multipart';
import type { TestApp } from '#test/test-app';
import {
  COLOR_NAME_TAKEN,
  FABRIC_NAME_TAKEN,
  SWATCH_WRONG_TYPE,
} from '#src/shared/schemas/admin-catalogue-setup';
import { setUpCatalogueSetupTestApp } from './catalogue-setup.test-setup';

const shared = setUpCatalogueSetupTestApp();
const { call, listFabrics, auditOf } = shared;
let t: TestApp;
let staff: Session;
beforeAll(() => {
  t = shared.testApp();
  staff = shared.staff();
});

describe('fabrics and colours', () => {
  it('adds a fabric and colours, renames and deletes them, all in the fabric’s history', async () => {
    const created = await call('POST', '/api/admin/fabrics', { fabric_name: 'Test Boucle' });
    expect(created.statusCode, created.body).toBe(201);
    const fabricId = created.json<{ id: number }>().id;
    const color = await call('POST', `/api/admin/fabrics/${fabricId}/colors`, {
      color_name: 'Cream',
    });
    expect(color.statusCode, color.body).toBe(201);
    const colorId = color.json<{ id: number }>().id;

    const duplicate = await call('POST', `/api/admin/fabrics/${fabricId}/colors`, {
      color_name: 'cream',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      errors: [{ field: 'color_name', message: COLOR_NAME_TAKEN }],
    });

    expect(
      (
        await call('PUT', `/api/admin/fabrics/${fabricId}/colors/${colorId}`, {
          color_name: 'Ivory',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/fabrics/${fabricId}`, { fabric_name: 'Test Bouclé' }))
        .statusCode,
    ).toBe(200);
    expect((await listFabrics()).find((f) => f.id === fabricId)).toMatchObject({
      fabric_name: 'Test Bouclé',
      colors: [{ id: colorId, color_name: 'Ivory', image_url: null }],
    });

    // A colour of another fabric is not this fabric's to change.
    const [other] = (await listFabrics()).filter((f) => f.id !== fabricId && f.colors.length);
    expect(
      (
        await call('PUT', `/api/admin/fabrics/${fabricId}/colors/${other!.colors[0]!.id}`, {
          color_name: 'X',
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/admin/fabrics/${fabricId}/colors/${colorId}`)).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/fabrics/${fabricId}`)).statusCode).toBe(200);
    expect((await auditOf('fabric', fabricId)).map((e) => e.action)).toEqual([
      'deleted',
      'color-deleted',
      'renamed',
      'color-renamed',
      'color-added',
      'created',
    ]);
  });

  it('refuses a fabric name that is taken', async () => {
    const [first] = await listFabrics();
    const response = await call('POST', '/api/admin/fabrics', {
      fabric_name: first!.fabric_name.toLowerCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: FABRIC_NAME_TAKEN });
  });

  it('refuses to delete a fabric or colour that variations use', async () => {
    const used = (await listFabrics()).find(
      (f) => f.variation_count > 0 && f.colors.some((c) => c.variation_count > 0),
    )!;
    const fabric = await call('DELETE', `/api/admin/fabrics/${used.id}`);
    expect(fabric.statusCode).toBe(409);
    expect(fabric.json<{ message: string }>().message).toMatch(/cannot be deleted: it is used by/);
    const color = used.colors.find((c) => c.variation_count > 0)!;
    const refused = await call('DELETE', `/api/admin/fabrics/${used.id}/colors/${color.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/variation/);
  });
});

describe('swatch pictures', () => {
  async function upload(
    fabricId: number,
    colorId: number,
    bytes: Buffer,
    name: string,
    type: string,
  ) {
    const { payload, headers } = await formData({}, [{ name, bytes, type }], 'file');
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/fabrics/${fabricId}/colors/${colorId}/swatch`,
      payload,
      headers: { ...headers, ...asCookie(staff) },
    });
  }

  it('stores an uploaded PNG as a small WebP under the public media folder', async () => {
    const fabricId = (
      await call('POST', '/api/admin/fabrics', { fabric_name: 'Test Swatch Fabric' })
    ).json<{ id: number }>().id;
    const colorId = (
      await call('POST', `/api/admin/fabrics/${fabricId}/colors`, { color_name: 'Rust' })
    ).json<{ id: number }>().id;
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#b7410e' },
    })
      .png()
      .toBuffer();

    const response = await upload(fabricId, colorId, png, 'rust.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ image_url: string }>().image_url;
    expect(url).toMatch(/^\/media\/swatches\/[0-9a-f-]+\.webp$/);

    const file = path.join(t.dataDir, 'uploads', 'public', url);
    const meta = await sharp(await readFile(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const color = (await listFabrics())
      .find((f) => f.id === fabricId)!
      .colors.find((c) => c.id === colorId);
    expect(color?.image_url).toBe(url);
    expect((await auditOf('fabric', fabricId))[0]).toMatchObject({
      action: 'swatch-replaced',
      after: { id: colorId, image_url: url },
    });
  });

  it('refuses a file that only claims to be a picture, and keeps nothing of it', async () => {
    const [fabric] = (await listFabrics()).filter((f) => f.colors.length);
    const color = fabric!.colors[0]!;
    const before = await readdir(path.join(t.dataDir, 'uploads', 'public', 'media', 'swatches'));
    const response = await upload(
      fabric!.id,
      color.id,
      Buffer.from('not a picture at all'),
      'fake.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'file', message: SWATCH_WRONG_TYPE }],
    });
    const after = await readdir(path.join(t.dataDir, 'uploads', 'public', 'media', 'swatches'));
    expect(after).toEqual(before);
    expect((await listFabrics()).find((f) => f.id === fabric!.id)!.colors[0]!.image_url).toBe(
      color.image_url,
    );
  });

  it('answers 404 for a colour that is not there', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(1, 999_999, png, 'x.png', 'image/png')).statusCode).toBe(404);
  });
});
