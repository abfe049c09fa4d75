import path from 'node:path';
import { openDatabase } from '../src/db/client';
import type { ShopData } from '../test/shop-process';

/**
 * The stopped shop's database, opened by the bench to write what a measurement needs
 * (My Orders' history, the checkouts' buyers): never while the shop runs on PGlite, which
 * one process at a time may open.
 */
export const openShopDatabase = (data: ShopData) =>
  openDatabase(
    data.databaseUrl
      ? { databaseUrl: data.databaseUrl }
      : { pgliteDir: path.join(data.dataDir, 'pglite') },
  );
