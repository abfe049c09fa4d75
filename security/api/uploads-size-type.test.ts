import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { IMAGE_UNREADABLE } from '../../src/shared/schemas/admin-products';
import {
  exe,
  gifar,
  html,
  jpeg,
  mp4,
  padded,
  pdfWithScript,
  pixelFlood,
  png,
  SCRIPT,
  svg,
  zip,
} from './upload-samples';
import { setUpUploadsTestApp } from './uploads.test-setup';

// ASVS 5.0 V5.2 for every upload endpoint of the shop: how big a file may be, and its
// type judged by what it holds, not by its name (file names and serving: uploads-names.test.ts).

const shared = setUpUploadsTestApp();
const {
  ENDPOINTS,
  PUBLIC_PICTURES,
  PRIVATE_FILES,
  sendContact,
  uploadedOnDisk,
  publicUrlOf,
  latestPrivateDownload,
  expectAttachment,
} = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

describe('upload size (V5.2.1)', () => {
  it.each(ENDPOINTS)(
    'V5.2.1 the $name refuses a file one byte over its limit with 413, a plain message, and keeps nothing',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      const big = padded(good.bytes, endpoint.maxBytes + 1);
      const res = await endpoint.send([{ ...good, bytes: big }]);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, message: endpoint.tooLarge });
      expect(res.body).not.toMatch(/at \S+ \(|node_modules|stack|<[a-z]/i);
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );
});

describe('upload type judged by content (V5.2.2)', () => {
  it.each(ENDPOINTS)(
    'V5.2.2 the $name refuses HTML and an executable sent under an accepted name and type',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      for (const bytes of [html, exe]) {
        const res = await endpoint.send([{ ...good, bytes }]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: endpoint.wrongType });
      }
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)(
    'V1.3.4 the $name refuses SVG (scriptable) and GIFAR files, whatever they are called',
    async (endpoint) => {
      const before = await uploadedOnDisk();
      const good = await endpoint.good();
      for (const file of [
        { name: 'drawing.svg', bytes: svg, type: 'image/svg+xml' },
        { ...good, bytes: svg },
        { ...good, bytes: gifar },
      ]) {
        const res = await endpoint.send([file]);
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: endpoint.wrongType });
      }
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );

  it('V5.2.2 a file whose name lies about its type is kept under the name its content says', async () => {
    const res = await sendContact([
      { name: 'scan.pdf', bytes: await png(), type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { file, download } = await latestPrivateDownload(ENDPOINTS[0]!);
    expect(file).toMatchObject({ mimeType: 'image/png', originalName: 'scan.png' });
    expectAttachment(download);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it.each(PUBLIC_PICTURES)(
    'V5.2.2 the $name re-encodes a JPEG carrying HTML or a JAR: none of it is served',
    async (endpoint) => {
      for (const tail of [Buffer.from(`<html><body>${SCRIPT}</body></html>`), zip]) {
        const polyglot = Buffer.concat([await jpeg(), tail]);
        const res = await endpoint.send([
          { name: 'photo.jpg', bytes: polyglot, type: 'image/jpeg' },
        ]);
        expect(res.statusCode, res.body).toBeLessThan(300);
        const url = await publicUrlOf(endpoint, res.json());
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const bytes = served.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes('PK\x03\x04')).toBe(false);
      }
    },
  );

  it.each(PRIVATE_FILES)(
    'V3.2.1 the $name keeps a PDF carrying script, but only ever hands it out as a download',
    async (endpoint) => {
      const res = await endpoint.send([
        { name: 'active.pdf', bytes: pdfWithScript, type: 'application/pdf' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { download } = await latestPrivateDownload(endpoint);
      expectAttachment(download);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toMatch(/no-store/);
    },
  );

  it('V3.2.1 a JPEG carrying HTML sent to the shop is downloaded by staff as a JPEG attachment', async () => {
    const polyglot = Buffer.concat([await jpeg(), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const res = await sendContact([{ name: 'photo.html', bytes: polyglot, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { file, download } = await latestPrivateDownload(ENDPOINTS[0]!);
    expect(file.originalName).toBe('photo.jpg');
    expectAttachment(download);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain('filename="photo.jpg"');
  });

  it('V3.2.1 a hero video carrying HTML is served as video/mp4 that no browser sniffs', async () => {
    const video = Buffer.concat([await mp4(), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const res = await ENDPOINTS[6]!.send([{ name: 'hero.mp4', bytes: video, type: 'video/mp4' }]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/media/hero.mp4' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(PUBLIC_PICTURES)(
    'V5.2.6 the $name refuses a pixel flood (a small PNG of 64 million pixels)',
    async (endpoint) => {
      const flood = pixelFlood();
      expect(flood.length).toBeLessThan(100_000);
      const before = await uploadedOnDisk();
      const res = await endpoint.send([{ name: 'flood.png', bytes: flood, type: 'image/png' }]);
      expect(res.statusCode, res.body).toBe(400);
      expect([endpoint.wrongType, IMAGE_UNREADABLE]).toContain(
        res.json<{ message: string }>().message,
      );
      expect(await uploadedOnDisk()).toEqual(before);
    },
  );
});
