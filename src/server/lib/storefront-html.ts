import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { DEFAULT_PAGE_SIZE } from '../../shared/domain/catalog-rules';
import { INLINED_RESPONSES_ID, inlinedRequestKey } from '../../shared/site/inlined-responses';
import { HERO_POSTER } from '../../shared/site/media';

/** The API request a landing page makes first, which the server may answer in the page. */
export interface FirstRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

interface LandingPage {
  path: RegExp;
  /** The page module as Vite's manifest names it. */
  page: string;
  /** Pictures to fetch at once: the page's largest paint. */
  images?: string[];
  /** Only for a visitor's first page (no query string): the shop's own pages. */
  firstRequest?: (match: RegExpExecArray) => FirstRequest;
}

/**
 * The storefront's landing pages, and what the browser should fetch for each before
 * the JavaScript asks for it: the page's own chunks (one round trip fewer on a phone
 * network), the picture that will be the largest paint, and the first page of
 * products. Paths are the SPA router's (src/web/app/router.tsx); requests are those of
 * web/features/catalog/api. A page left out, or a request that no longer matches,
 * still works: it only loads one step later (e2e/page-hints proves they match).
 */
const LANDING_PAGES: LandingPage[] = [
  { path: /^\/$/, page: 'app/pages/home-page.tsx', images: [HERO_POSTER] },
  {
    path: /^\/products\/?$/,
    page: 'app/pages/products-page.tsx',
    firstRequest: () => ({
      method: 'POST',
      url: '/api/product/products/filter',
      body: { limit: DEFAULT_PAGE_SIZE, categories: [], sizes: [], sort: 'newest', page: 1 },
    }),
  },
  { path: /^\/products\/[^/]+\/?$/, page: 'app/pages/product-detail-page.tsx' },
  {
    path: /^\/category\/([^/]+)\/?$/,
    page: 'app/pages/category-page.tsx',
    firstRequest: (match) => {
      const name = encodeURIComponent(decodeURIComponent(match[1] ?? ''));
      return {
        method: 'GET',
        url: `/api/category/${name}/products?page=1&limit=${DEFAULT_PAGE_SIZE}`,
      };
    },
  },
  { path: /^\/contact\/?$/, page: 'app/pages/contact-page.tsx' },
];

/** Product pictures worth fetching before the grid renders: the first row on a phone. */
const FIRST_ROW = 2;

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export interface EncodedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface LandingHtml {
  /** The page with its chunk and picture hints, compressed at start-up. */
  html: EncodedHtml;
  /** The API request whose answer may come inside the page, and that page. */
  inline?: {
    request: FirstRequest;
    /** The page with the answer (JSON text) in it, compressed now. */
    withResponse: (json: string) => EncodedHtml;
  };
}

export interface StorefrontHtml {
  forPath(pathname: string): LandingHtml;
}

function encode(html: string, quality = 11): EncodedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: quality > 9 ? 9 : 6 }),
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

const imageHint = (href: string) =>
  `<link rel="preload" as="image" href="${href.replace(/"/g, '%22')}" fetchpriority="high">`;

function firstRowImages(json: string): string[] {
  try {
    const { products } = JSON.parse(json) as { products?: { product_image?: unknown }[] };
    return (products ?? [])
      .slice(0, FIRST_ROW)
      .map((product) => product.product_image)
      .filter((url): url is string => typeof url === 'string' && url.startsWith('/'));
  } catch {
    return [];
  }
}

/** A JSON script element; `<` escaped so that no text in the data can close it. */
function inlinedResponses(request: FirstRequest, json: string): string {
  const key = JSON.stringify(inlinedRequestKey(request.method, request.url, request.body));
  const data = `{${key}:${json}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INLINED_RESPONSES_ID}">${data}</script>`;
}

/**
 * Reads the built index.html and Vite's manifest once, and prepares one variant per
 * landing page (plus the plain one for every other path), compressed ahead of time.
 */
export function loadStorefrontHtml(webDir: string): StorefrontHtml {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};

  const withHead = (extra: string) => html.replace('</head>', `${extra}</head>`);
  const plainPage: LandingHtml = { html: encode(html) };

  const variants = LANDING_PAGES.map((landing) => {
    const scripts = chunkFiles(manifest, landing.page)
      .filter((file) => file.endsWith('.js') && !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const images = (landing.images ?? []).map(imageHint).join('');
    const hinted = withHead(images + scripts);
    return {
      landing,
      html: encode(hinted),
      withResponse: (request: FirstRequest, json: string) =>
        encode(
          withHead(
            firstRowImages(json).map(imageHint).join('') +
              images +
              scripts +
              inlinedResponses(request, json),
          ),
          5,
        ),
    };
  });

  return {
    forPath(pathname) {
      for (const variant of variants) {
        const match = variant.landing.path.exec(pathname);
        if (!match) continue;
        let firstRequest: FirstRequest | undefined;
        try {
          firstRequest = variant.landing.firstRequest?.(match);
        } catch {
          // A malformed escape in the path: the page reports it; no data to inline.
        }
        if (!firstRequest) return { html: variant.html };
        const request = firstRequest;
        return {
          html: variant.html,
          inline: { request, withResponse: (json) => variant.withResponse(request, json) },
        };
      }
      return plainPage;
    },
  };
}
