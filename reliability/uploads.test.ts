import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { dataPaths } from '../src/server/config';
import { freshShopData, startShop } from '../test/shop-process';

// Issue #31 item 6: uploads a kill cuts short leave their half-received `.part` files in
// uploads/private/.incoming; the next start sweeps them (and housekeeping, hourly, any
// that a running shop leaves).

const UPLOADS = 4;

/** Starts a contact message whose attachment never finishes arriving. */
function halfUpload(url: string, n: number) {
  const boundary = `----half${n}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const req = request(`${url}/api/user/contact-us`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  req.on('error', () => {}); // the kill ends it
  req.write(
    field('fullName', 'Half Upload') +
      field('email', `half.${n}@example.ie`) +
      field('phoneNumber', '087 123 4567') +
      field('message', `An attachment that never ends (${n}).`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  req.write(Buffer.alloc(256 * 1024, 0x20));
  return req;
}

describe('pglite: SIGKILL while files are arriving', () => {
  it('leaves half-received uploads that the next start removes', async () => {
    const storage = await freshShopData('pglite', { template: inject('shopTemplate') });
    const incoming = path.join(dataPaths(storage.dataDir).uploads, 'private', '.incoming');
    const parts = async () =>
      (await readdir(incoming).catch(() => [] as string[])).filter((n) => n.endsWith('.part'));
    try {
      const shop = await startShop(storage);
      const uploads = Array.from({ length: UPLOADS }, (_, n) => halfUpload(shop.url, n));
      await expect.poll(async () => (await parts()).length, { timeout: 20_000 }).toBe(UPLOADS);
      shop.child.kill('SIGKILL');
      expect((await shop.exited).signal).toBe('SIGKILL');
      for (const upload of uploads) upload.destroy();
      expect(await parts()).toHaveLength(UPLOADS);

      const again = await startShop(storage);
      try {
        await expect.poll(parts, { timeout: 20_000 }).toEqual([]);
        // The log line follows the removal through the child's output: wait for it too.
        await expect
          .poll(() => again.logs.some((line) => line.msg === 'removed half-received uploads'))
          .toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      await storage.remove();
    }
  });
});
