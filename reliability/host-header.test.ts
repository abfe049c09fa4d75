import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { freshShopData, startShop } from '../test/shop-process';

// Issue 31 item 1: with no PUBLIC_URL, answers that hold the shop's address (the sitemap,
// robots.txt, page heads) used the request's Host, and the sitemap kept one copy per Host
// until the catalogue changed: invented hosts grew the memory without bound, and the
// copies went out publicly cached with the invented host inside.

const REQUESTS = 10_000;
const AT_ONCE = 20;
const PATHS = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/robots.txt'];

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function get(url: string, path: string, host: string, agent: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, { headers: { host }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pglite: 10,000 requests with invented Host headers', () => {
  it('leave the memory where it was, and no invented host in any answer', async () => {
    const storage = await freshShopData('pglite', { template: inject('shopTemplate') });
    const agent = new Agent({ keepAlive: true, maxSockets: AT_ONCE });
    try {
      const shop = await startShop(storage);
      const pid = shop.child.pid!;
      const own = new URL(shop.url).host;
      // Warm: every file built and kept once, for the shop's own address.
      for (let round = 0; round < 50; round += 1) {
        for (const path of PATHS) expect((await get(shop.url, path, own, agent)).status).toBe(200);
      }
      const before = await rssMb(pid);

      let sent = 0;
      let leaked = 0;
      const worker = async () => {
        while (sent < REQUESTS) {
          const n = sent++;
          const host = `${randomBytes(6).toString('hex')}.example`;
          const answer = await get(shop.url, PATHS[n % PATHS.length]!, host, agent);
          expect(answer.status).toBe(200);
          if (answer.body.includes(host)) leaked += 1;
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      const after = await rssMb(pid);

      expect(leaked).toBe(0);
      expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(20);
      await shop.stop();
    } finally {
      agent.destroy();
      await storage.remove();
    }
  });
});
