import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Bundle budgets (issues #3 and #7), checked on the build the browser tests run
// against, so CI fails when one is exceeded. Sizes are gzip level 9, in KB of 1000 B.
const WEB = path.resolve('dist/web');
const SHELL_BUDGET_KB = 110;
const ROUTE_CHUNK_BUDGET_KB = 30;
const CSS_BUDGET_KB = 20;

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
};
const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(WEB, file)), { level: 9 }).length / 1000;

/**
 * What every storefront page downloads before its own chunk: the entry, React and the
 * app it imports once the page's first picture is on screen (web/main.tsx), and their
 * imports.
 */
function firstLoadFiles(): string[] {
  const files = importedFiles('index.html');
  for (const app of manifest['index.html']?.dynamicImports ?? []) importedFiles(app, files);
  return [...files];
}

/** A chunk and everything it imports statically: what its page loads with it. */
function importedFiles(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) importedFiles(imported, files);
  return files;
}
const shellFiles = firstLoadFiles();

describe('bundle budgets', () => {
  it(`keeps the storefront's first-load JavaScript within ${SHELL_BUDGET_KB} KB gzip`, () => {
    // The entry imports React and then the app, and nothing else, later (web/main.tsx).
    expect(manifest['index.html']?.dynamicImports).toHaveLength(2);
    expect(shellFiles.length).toBeGreaterThan(2);
    const total = shellFiles.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`first-load JavaScript: ${total.toFixed(1)} KB gzip in ${shellFiles.length} files`);
    expect(total).toBeLessThanOrEqual(SHELL_BUDGET_KB);
  });

  it(`keeps every page chunk within ${ROUTE_CHUNK_BUDGET_KB} KB gzip`, () => {
    const pages = Object.values(manifest).filter(
      (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('app/pages/'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const over = pages
      .map((chunk) => ({ page: chunk.src, kb: gzipKb(chunk.file) }))
      .filter(({ kb }) => kb > ROUTE_CHUNK_BUDGET_KB);
    expect(over).toEqual([]);
  });

  it(`keeps the stylesheet within ${CSS_BUDGET_KB} KB gzip`, () => {
    const css = readdirSync(path.join(WEB, 'assets')).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(gzipKb(`assets/${file}`)).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });

  it('keeps the admin console and account pages out of the first load', () => {
    const lazyOnly = Object.values(manifest).filter((chunk) =>
      /^app\/(admin\/|pages\/account-)/.test(chunk.src ?? ''),
    );
    expect(lazyOnly.length).toBeGreaterThan(0);
    for (const chunk of lazyOnly) expect(shellFiles).not.toContain(chunk.file);
  });

  it('loads no validation library on the pages Lighthouse measures', () => {
    // Zod (the forms' and the API's schemas) costs a phone ~40 ms of script evaluation in
    // one task; these pages validate nothing, so a constant they show must not come
    // from a schema module (shared/domain holds those).
    const zod = (file: string) => readFileSync(path.join(WEB, file), 'utf8').includes('ZodError');
    const withZod = Object.keys(manifest).filter((key) => zod(manifest[key]!.file));
    expect(withZod.length).toBeGreaterThan(0);
    for (const page of ['home', 'products', 'category', 'product-detail', 'cart']) {
      const files = [...importedFiles(`app/pages/${page}-page.tsx`)];
      expect(files.length, page).toBeGreaterThan(0);
      expect(files.filter(zod), page).toEqual([]);
    }
    expect(shellFiles.filter(zod)).toEqual([]);
  });
});
