import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { serveBuiltApp } from './serve';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { TestApp } from '../test/test-app';

type Viewport = { width: number; height: number };

export interface Shop {
  /** http://127.0.0.1:port of the built shop on its own freshly seeded database. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The server's DATA_DIR: its outbox holds the mails it sent. */
  readonly dataDir: string;
  /** The app and its database, for the helpers that make customers and orders (test/customers.ts). */
  readonly testApp: TestApp;
  /** A page in a browser context of its own, signed in through the sign-in page. */
  signedInPage(email: string, password: string, viewport?: Viewport): Promise<Page>;
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
    async signedInPage(email, password, viewport = { width: 1280, height: 900 }) {
      const context = await browser!.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server!.baseUrl}/signin`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${server!.baseUrl}/`);
      return page;
    },
    async signedInBrowser(viewport = { width: 1400, height: 900 }) {
      const { email, password } = DEMO_ACCOUNTS.trade;
      const page = await this.signedInPage(email, password, viewport);
      return { context: page.context(), page };
    },
  };
}
