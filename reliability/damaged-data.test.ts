import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { dataPaths } from '../src/server/config';
import { freshShopData, startShop } from '../test/shop-process';

// Issue 31 item 5: a data directory that holds a damaged embedded database must stop the
// start with a message that names it and says to restore from a backup — not become an
// empty shop with a green health check, nor end in a WebAssembly stack trace.

describe.each([
  ['PG_VERSION removed', (dir: string) => rm(path.join(dir, 'PG_VERSION'))],
  [
    'a control file of zeros',
    (dir: string) => writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192)),
  ],
])('pglite: a data directory with %s', (_what, damage) => {
  it('refuses to start, naming the directory and the way back', async () => {
    const storage = await freshShopData('pglite', { template: inject('shopTemplate') });
    const pglite = dataPaths(storage.dataDir).pglite;
    try {
      const shop = await startShop(storage);
      await shop.stop();
      await damage(pglite);
      const failed = await startShop(storage).then(
        async (running) => {
          await running.stop();
          return 'it started';
        },
        (error: unknown) => String(error),
      );
      expect(failed).toContain(`The embedded database in ${pglite} cannot be opened`);
      expect(failed).toContain('Restore the data directory from a backup');
      expect(failed).not.toContain('RuntimeError');
    } finally {
      await storage.remove();
    }
  });
});
