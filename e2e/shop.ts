import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { serveBuiltApp } from './serve';

export interface Shop {
  /** http://127.0.0.1:port of the built shop on its own freshly seeded database. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The server's DATA_DIR: its outbox holds the mails it sent. */
  readonly dataDir: string;
}

/**
 * For a test file: the built shop and Chromium, started before its tests and closed
 * after them. Read the fields inside tests (they are set in beforeAll).
 */
export function setUpShop(): Shop {
  let server: Awaited<ReturnType<typeof serveBuiltApp>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveBuiltApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get baseUrl() {
      return server!.baseUrl;
    },
    get browser() {
      return browser!;
    },
    get dataDir() {
      return server!.dataDir;
    },
  };
}
