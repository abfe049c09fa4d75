import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../src/db/project-root';
import { dataPaths } from '../src/server/config';
import { bearer, checkout, mattressLine, myOrders, signIn } from '../test/shop-client';
import { freshShopData, startShop } from '../test/shop-process';

// Issue #8 item 4: `npm run backup` and `npm run restore` for the embedded default
// (PGlite under DATA_DIR): the database and the uploads, with the shop stopped.

const run = promisify(execFile);
const npm = (script: string, dataDir: string, ...args: string[]) =>
  run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('npm run backup / npm run restore (embedded database)', () => {
  it('brings back the orders and files of the moment of the backup, and refuses while the shop runs', async () => {
    const storage = await freshShopData('pglite', { template: inject('shopTemplate') });
    cleanups.push(() => storage.remove());
    const backups = await mkdtemp(path.join(os.tmpdir(), 'shop-backups-'));
    cleanups.push(() => rm(backups, { recursive: true, force: true }));
    const uploads = dataPaths(storage.dataDir).privateFiles;

    // The shop with one order placed, and a file among the uploads.
    let shop = await startShop(storage);
    const { token } = await signIn(shop.url);
    const line = await mattressLine(shop.url, 'BEFORE-BACKUP');
    expect((await checkout(shop.url, token, [line], 'before-backup')).status).toBe(201);
    const ordersAtBackup = await myOrders(shop.url, token);
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, 'kept.txt'), 'at the backup');

    // While it runs, a backup is refused: PGlite allows one process per directory.
    const refused = await npm('backup', storage.dataDir, '--out', backups).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/in use by another shop process/);
    await shop.stop();

    const { stdout } = await npm('backup', storage.dataDir, '--out', backups);
    const [folder] = await readdir(backups);
    expect(stdout).toContain(path.join(backups, folder!));
    expect((await readdir(path.join(backups, folder!))).sort()).toEqual([
      'backup.json',
      'database.tar.gz',
      'uploads',
    ]);

    // Later: another order, the file changed and a new one.
    shop = await startShop(storage);
    const after = await checkout(shop.url, token, [{ ...line, referenceNumber: 'AFTER' }], 'after');
    expect(after.status).toBe(201);
    expect(await myOrders(shop.url, token)).toHaveLength(ordersAtBackup.length + 1);
    await writeFile(path.join(uploads, 'kept.txt'), 'changed later');
    await writeFile(path.join(uploads, 'later.txt'), 'made later');

    // Restore refuses while the shop runs, then works on the stopped shop.
    await expect(
      npm('restore', storage.dataDir, path.join(backups, folder!)),
    ).rejects.toMatchObject({ code: 1 });
    await shop.stop();
    const restored = await npm('restore', storage.dataDir, path.join(backups, folder!));
    expect(restored.stdout).toMatch(/Restored .*\nWhat was there is kept at .*pglite\.replaced-/);

    shop = await startShop(storage);
    try {
      const orders = await myOrders(shop.url, token); // the session was in the backup too
      expect(orders.map((o) => o.trackingId)).toEqual(ordersAtBackup.map((o) => o.trackingId));
      const details = await fetch(`${shop.url}/api/user/details`, { headers: bearer(token) });
      expect(details.status).toBe(200);
    } finally {
      await shop.stop();
    }
    expect(await readFile(path.join(uploads, 'kept.txt'), 'utf8')).toBe('at the backup');
    expect(existsSync(path.join(uploads, 'later.txt'))).toBe(false);
  });

  it('leaves the shop as it was when a backup cannot be restored', async () => {
    const storage = await freshShopData('pglite', { template: inject('shopTemplate') });
    cleanups.push(() => storage.remove());
    const broken = await mkdtemp(path.join(os.tmpdir(), 'shop-broken-backup-'));
    cleanups.push(() => rm(broken, { recursive: true, force: true }));
    await writeFile(
      path.join(broken, 'backup.json'),
      JSON.stringify({
        kind: 'shop-embedded-backup',
        createdAt: new Date().toISOString(),
        uploads: false,
      }),
    );
    await writeFile(path.join(broken, 'database.tar.gz'), 'not a database');
    const before = (await readdir(storage.dataDir)).sort();

    await expect(npm('restore', storage.dataDir, broken)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/its database could not be restored/) as unknown,
    });
    expect((await readdir(storage.dataDir)).sort()).toEqual(before);
    const shop = await startShop(storage);
    try {
      const { token } = await signIn(shop.url);
      expect((await myOrders(shop.url, token)).length).toBeGreaterThan(0); // the demo orders
    } finally {
      await shop.stop();
    }
  });

  it('refuses a folder that is not a backup, and changes nothing', async () => {
    const storage = await freshShopData('pglite');
    cleanups.push(() => storage.remove());
    const notABackup = await mkdtemp(path.join(os.tmpdir(), 'shop-not-backup-'));
    cleanups.push(() => rm(notABackup, { recursive: true, force: true }));
    await expect(npm('restore', storage.dataDir, notABackup)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is not a backup made by npm run backup/) as unknown,
    });
    expect(await readdir(storage.dataDir)).toEqual([]);
  });
});
