import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { serveBuiltApp } from './serve';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { TestApp } from '../test/test-app';

export interface Shop {
  /** http://127.0.0.1:port of the built shop on its own freshly seeded database. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The server's DATA_DIR: its outbox holds the mails it sent. */
  readonly dataDir: string;
  /** The app and its database, for the helpers that make customers and orders (test/customers.ts). */
  readonly testApp: TestApp;
  /** A browser of its own, signed in through the sign-in page as the demo trade buyer. */
  signedInBrowser(viewport?: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
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
    get testApp() {
      return server!;
    },
    async signedInBrowser(viewport = { width: 1400, height: 900 }) {
      const context = await browser!.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server!.baseUrl}/signin`);
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.trade.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.trade.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(`${server!.baseUrl}/`);
      return { context, page };
    },
  };
}
