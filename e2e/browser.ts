import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (browsers cannot be downloaded here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that work offline on this machine; bench/web.ts adds its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** The shop's notices (toasts): the live region that announces them (web/components/ui/toaster). */
export const notices = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
