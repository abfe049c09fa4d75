import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, type Session } from '../../test/customers';
import { pdf } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { png } from './upload-samples';
import { setUpUploadsTestApp } from './uploads.test-setup';

// ASVS 5.0 V5.3 and V5.4 for every upload endpoint of the shop: what the file names an
// attacker writes can and cannot do, and V3.2.1, how stored uploads are handed out
// (sizes and types: uploads-size-type.test.ts).

const shared = setUpUploadsTestApp();
const {
  ENDPOINTS,
  PUBLIC_PICTURES,
  PRIVATE_FILES,
  sendQuote,
  uploadedOnDisk,
  publicUrlOf,
  latestPrivateDownload,
  expectAttachment,
} = shared;
let t: TestApp;
let staff: Session;
beforeAll(() => {
  t = shared.testApp();
  staff = shared.staff();
});

describe('file names (V5.3.2, V5.4.1, V5.4.2)', () => {
  const tag = randomBytes(4).toString('hex');
  const hostile = [
    `../../../../evil-${tag}.pdf`,
    `..\\..\\..\\..\\evil-${tag}.pdf`,
    `/tmp/evil-${tag}.pdf`,
    `C:\\Windows\\evil-${tag}.pdf`,
    `evil-${tag}.pdf\0.html`,
    `....//....//evil-${tag}.pdf`,
    `%2e%2e%2f%2e%2e%2fevil-${tag}.pdf`,
  ];

  /** Nowhere a traversal could have put the file, outside the private folder. */
  function escapedCopies(): string[] {
    const uploads = path.join(t.dataDir, 'uploads');
    const places = [
      t.dataDir,
      uploads,
      path.join(uploads, 'private'),
      path.dirname(t.dataDir),
      os.tmpdir(),
      '/tmp',
      '/',
    ];
    return places
      .flatMap((dir) => [`evil-${tag}.pdf`, `evil-${tag}.pdf.html`].map((n) => path.join(dir, n)))
      .filter((file) => existsSync(file));
  }

  it.each(PRIVATE_FILES)(
    'V5.3.2 the $name never writes outside the private uploads folder, whatever the file is called',
    async (endpoint) => {
      for (const name of hostile) {
        const res = await endpoint.send([{ name, bytes: pdf, type: 'application/pdf' }]);
        expect(res.statusCode, `${JSON.stringify(name)}: ${res.body}`).toBe(201);
        const { file, download } = await latestPrivateDownload(endpoint);
        expect(file.storageKey).toMatch(/^private\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
        expect(existsSync(path.join(t.dataDir, 'uploads', file.storageKey))).toBe(true);
        // The kept name is a plain file name: no folders, no control characters.
        expect(file.originalName, JSON.stringify(name)).toMatch(/^[^/\\]+\.pdf$/);
        expect([...file.originalName].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
        expect(file.originalName.startsWith('.')).toBe(false);
        expectAttachment(download);
      }
      expect(escapedCopies()).toEqual([]);
      for (const stored of await uploadedOnDisk()) {
        expect(stored).toMatch(/^(private\/\d{4}\/\d{2}\/[0-9a-f-]{36}|public\/.+\.(webp|mp4))$/);
      }
    },
  );

  it('V5.3.2 a picture’s file name never reaches the disk: the server names public files', async () => {
    const res = await ENDPOINTS[2]!.send([
      { name: `../../../../evil-${tag}.pdf`, bytes: await png(), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const url = await publicUrlOf(ENDPOINTS[2]!, res.json());
    expect(url).toMatch(/^\/media\/products\/uploads\/p\d+-[0-9a-f-]{36}\.webp$/);
    expect(escapedCopies()).toEqual([]);
  });

  it('V5.4.2 a download’s file name is encoded (RFC 6266): quotes, semicolons and non-ASCII cannot break the header', async () => {
    const name = 'Plán "a"; filename=evil.html; x=.pdf';
    const res = await sendQuote([{ name, bytes: pdf, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { download, orderId } = await latestPrivateDownload(ENDPOINTS[1]!);
    for (const answer of [
      download,
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/quote-file`,
        headers: asBearer(staff),
      }),
    ]) {
      expectAttachment(answer);
      const disposition = String(answer.headers['content-disposition']);
      const match =
        /^attachment; filename="([^"\\\r\n]*)"; filename\*=UTF-8''([A-Za-z0-9%!#$&+.^_`|~-]+)$/.exec(
          disposition,
        );
      expect(match, disposition).not.toBeNull();
      expect(match![1]!.endsWith('.pdf')).toBe(true);
      expect(decodeURIComponent(match![2]!).endsWith('.pdf')).toBe(true);
    }
  });
});

describe('serving uploads (V3.2.1)', () => {
  it('V3.2.1 public pictures are served with nosniff and their own image type', async () => {
    for (const endpoint of PUBLIC_PICTURES) {
      const res = await endpoint.send([await endpoint.good()]);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const url = await publicUrlOf(endpoint, res.json());
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['x-content-type-options'], url).toBe('nosniff');
      expect(served.headers['content-type'], url).toBe('image/webp');
    }
  });

  it('V3.2.1 private files are attachments with nosniff, to their owner and staff only', async () => {
    const res = await sendQuote([{ name: 'drawing.pdf', bytes: pdf, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { download, orderId } = await latestPrivateDownload(ENDPOINTS[1]!);
    expectAttachment(download);
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/quote-file`,
      headers: asBearer(staff),
    });
    expectAttachment(asStaff);
    expect(asStaff.rawPayload.equals(pdf)).toBe(true);
  });
});
