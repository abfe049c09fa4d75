import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { HERO_POSTER } from '../../shared/site/media';

/**
 * The storefront's landing pages, and what the browser should fetch for each before
 * the JavaScript asks for it: the page's own chunks (one round trip fewer on a phone
 * network) and the picture that will be the largest paint. Paths are the SPA router's
 * (src/web/app/router.tsx); a page left out here still works, it just loads one step
 * later. `page` is the page module as Vite's manifest names it.
 */
const LANDING_PAGES: { path: RegExp; page: string; images?: string[] }[] = [
  { path: /^\/$/, page: 'app/pages/home-page.tsx', images: [HERO_POSTER] },
  { path: /^\/products\/?$/, page: 'app/pages/products-page.tsx' },
  { path: /^\/products\/[^/]+\/?$/, page: 'app/pages/product-detail-page.tsx' },
  { path: /^\/category\/[^/]+\/?$/, page: 'app/pages/category-page.tsx' },
  { path: /^\/contact\/?$/, page: 'app/pages/contact-page.tsx' },
];

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export interface EncodedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface StorefrontHtml {
  /** index.html for `pathname`, with the hints of its landing page, in three encodings. */
  forPath(pathname: string): EncodedHtml;
}

function encode(html: string): EncodedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Every chunk file `key` needs, depth first, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((name) => chunkFiles(manifest, name, seen))];
}

function hintsFor(manifest: Manifest, page: string, images: string[], html: string): string {
  const scripts = chunkFiles(manifest, page)
    .filter((file) => file.endsWith('.js') && !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const pictures = images.map(
    (href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`,
  );
  return [...pictures, ...scripts].join('');
}

/**
 * Reads the built index.html and Vite's manifest once, and renders one variant per
 * landing page (plus the plain one for every other path), compressed ahead of time.
 */
export function loadStorefrontHtml(webDir: string): StorefrontHtml {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};

  const plain = encode(html);
  const variants = LANDING_PAGES.map(({ path: pattern, page, images = [] }) => {
    const hints = hintsFor(manifest, page, images, html);
    return { pattern, html: hints ? encode(html.replace('</head>', `${hints}</head>`)) : plain };
  });

  return {
    forPath(pathname) {
      return variants.find((variant) => variant.pattern.test(pathname))?.html ?? plain;
    },
  };
}
