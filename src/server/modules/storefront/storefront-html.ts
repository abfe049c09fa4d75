import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { DEFAULT_PAGE_SIZE } from '#src/shared/domain/catalog-rules';
import { EAGER_CARDS } from '#src/shared/site/first-paint';
import { INLINED_RESPONSES_ID, inlinedRequestKey } from '#src/shared/site/inlined-responses';
import { PAGE_CHUNKS_ID } from '#src/shared/site/page-chunks';
import {
  DEFAULT_SHOP_IDENTITY,
  SHOP_IDENTITY_ID,
  type ShopIdentity,
} from '#src/shared/site/shop-identity';
import {
  CARD_IMAGE_SIZES,
  cardPictureOf,
  GALLERY_IMAGE_SIZES,
  HERO_POSTER,
  srcSetOf,
} from '#src/shared/site/media';
import { categoryShell, HOME_SHELL, productShell, productsShell } from './page-shells';
import {
  categoryNameParams,
  pageQuery,
  productFilterBody,
  productIdParams,
} from '#src/shared/schemas/catalog';
import { escapeHtml } from '../../lib/escape-html';
import * as catalogue from '../catalog/catalog.service';
import type { Catalog } from '../catalog/catalog.service';
import type { Viewer } from '../../plugins/viewer';
import { encodeLazily, encodeNow, type EncodedBody } from '../../lib/encoded-body';

/** The API request a landing page makes first, which the server may answer in the page. */
export interface FirstRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /**
   * The route's answer, asked of the catalogue service with the input the route would
   * validate: the JSON text, or undefined where the route would not answer 200.
   */
  read: (catalog: Catalog, viewer: Viewer) => Promise<string | undefined>;
}

interface LandingPage {
  path: RegExp;
  /** The page module as Vite's manifest names it. */
  page: string;
  /** Pictures to fetch at once: the page's largest paint. */
  images?: string[];
  /** Only for a visitor's first page (no query string): the shop's own pages. */
  firstRequest?: (match: RegExpExecArray) => FirstRequest;
  /**
   * The page's largest picture, painted before the scripts run (page-shells.ts): from
   * the first request's answer (and the path's match) when there is one, else fixed.
   */
  shell?: (answer: unknown, match?: RegExpExecArray) => string | undefined;
  /** The entry paints the page's first picture itself (/cart: web/features/cart/first-paint). */
  entryPaints?: boolean;
}

/**
 * The storefront's landing pages, and what the browser should fetch for each before
 * the JavaScript asks for it: the page's own chunks (one round trip fewer on a phone
 * network; on pages that paint a picture first, fetched after it by the entry), the
 * picture that will be the largest paint, and the first page of products. Paths are the SPA router's (src/web/app/router.tsx); requests are those of
 * web/features/catalog/api. A page left out, or a request that no longer matches,
 * still works: it only loads one step later (e2e/page-hints proves they match).
 */
const LANDING_PAGES: LandingPage[] = [
  { path: /^\/$/, page: 'app/pages/home-page.tsx', images: [HERO_POSTER], shell: () => HOME_SHELL },
  {
    path: /^\/products\/?$/,
    page: 'app/pages/products-page.tsx',
    firstRequest: () => {
      const body = { limit: DEFAULT_PAGE_SIZE, categories: [], sizes: [], sort: 'newest', page: 1 };
      return {
        method: 'POST',
        url: '/api/product/products/filter',
        body,
        read: (catalog, viewer) =>
          catalogue.filterProductsJson(catalog, viewer, productFilterBody.parse(body)),
      };
    },
    shell: (answer) => productsShell(answer as Parameters<typeof productsShell>[0]),
  },
  {
    path: /^\/products\/(\d{1,10})\/?$/,
    page: 'app/pages/product-detail-page.tsx',
    firstRequest: (match) => ({
      method: 'GET',
      url: `/api/product/${Number(match[1])}`,
      read: async (catalog, viewer) => {
        const params = productIdParams.safeParse({ id: match[1] });
        return params.success ? catalogue.productJson(catalog, viewer, params.data.id) : undefined;
      },
    }),
    shell: (answer) => productShell(answer as Parameters<typeof productShell>[0]),
  },
  { path: /^\/products\/[^/]+\/?$/, page: 'app/pages/product-detail-page.tsx' },
  {
    path: /^\/category\/([^/]+)\/?$/,
    page: 'app/pages/category-page.tsx',
    firstRequest: (match) => {
      const name = decodeURIComponent(match[1] ?? '');
      const query = { page: '1', limit: String(DEFAULT_PAGE_SIZE) };
      return {
        method: 'GET',
        url: `/api/category/${encodeURIComponent(name)}/products?${new URLSearchParams(query)}`,
        read: async (catalog, viewer) => {
          const params = categoryNameParams.safeParse({ categoryName: name });
          if (!params.success) return undefined;
          const page = pageQuery.parse(query);
          return catalogue.categoryProductsJson(catalog, viewer, params.data.categoryName, page);
        },
      };
    },
    // The heading is the name as the router decodes it from the address.
    shell: (answer, match) =>
      categoryShell(
        answer as Parameters<typeof categoryShell>[0],
        decodeURIComponent(match?.[1] ?? ''),
      ),
  },
  { path: /^\/contact\/?$/, page: 'app/pages/contact-page.tsx' },
  // Signed in: nothing to inline (the cart is in the browser): the entry paints its first line.
  { path: /^\/cart\/?$/, page: 'app/pages/cart-page.tsx', entryPaints: true },
];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type EncodedHtml = EncodedBody;

export interface LandingHtml {
  /** The page with its chunk and picture hints (and its head), compressed. */
  html: EncodedHtml;
  /** The API request whose answer may come inside the page, and that page. */
  inline?: {
    request: FirstRequest;
    /** The page with the answer (JSON text) in it, compressed now. */
    withResponse: (json: string) => EncodedHtml;
  };
}

/** What names a page to browsers and crawlers: title, description, canonical link... */
export interface PageHead {
  /** HTML that takes the place of index.html's own `<title>` and description. */
  html: string;
  /**
   * The same for every visit (a fixed page): compressed once at the best quality and
   * kept. Otherwise (a product, a category) compressed fast and kept a while.
   */
  fixed: boolean;
  /** An unknown product or category: the SPA's not-found page, answered with 404. */
  notFound?: boolean;
}

export interface StorefrontHtml {
  /** The page for `pathname`, with `head` in place of index.html's title and description. */
  /** `visitor`: not signed in, so the page's early picture (a visitor's page) applies. */
  forPath(pathname: string, head?: PageHead, visitor?: boolean): LandingHtml;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** Pages with a head of their own, kept compressed: fixed ones (a few per address)... */
const FIXED_PAGES = 200;
/** ...and products and categories (~60 KB a page: some hundreds). */
const OTHER_PAGES_BYTES = 24 * 1024 * 1024;

/** Every chunk file `key` needs, depth first, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((name) => chunkFiles(manifest, name, seen))];
}

/**
 * A preload of a picture the page will show first. For product pictures it names the
 * same srcset and sizes as the <img>, so the browser fetches the copy the page will use.
 */
const imageHint = (href: string, sizes?: string) => {
  const srcset = sizes ? srcSetOf(href) : undefined;
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"` : '';
  return `<link rel="preload" as="image" href="${href.replace(/"/g, '%22')}"${responsive} fetchpriority="high">`;
};

/** The pictures of an inlined answer that will paint first: a grid's first row, or a product's main picture. */
function leadImageHints(json: string): string[] {
  try {
    const answer = JSON.parse(json) as {
      products?: { product_image?: unknown; images?: { image_url?: unknown }[] }[];
      product?: { product_image?: unknown };
    };
    const images = answer.products
      ? answer.products.slice(0, EAGER_CARDS).map(cardPictureOf)
      : [answer.product?.product_image];
    const sizes = answer.products ? CARD_IMAGE_SIZES : GALLERY_IMAGE_SIZES;
    return images
      .filter((url): url is string => typeof url === 'string' && url.startsWith('/'))
      .map((url) => imageHint(url, sizes));
  } catch {
    return [];
  }
}

/** The page's early picture made from its inlined answer ('' when it has none). */
function shellFrom(landing: LandingPage, json: string, match: RegExpExecArray): string {
  if (!landing.shell) return '';
  try {
    return landing.shell(JSON.parse(json), match) ?? '';
  } catch {
    return '';
  }
}

/** Puts a page's early paint inside #root, after the header index.html paints. */
function withShell(html: string, shell: string): string {
  if (!shell) return html;
  const root = html.indexOf('<div id="root">');
  const at = root < 0 ? -1 : html.indexOf('</header>', root);
  if (at < 0) return html;
  const end = at + '</header>'.length;
  return html.slice(0, end) + shell + html.slice(end);
}

/** Whether the page paints a picture before the app (a fixed one, from its answer, or the entry's). */
const paintsPictureFirst = (landing: LandingPage) =>
  Boolean(landing.images?.length || landing.shell || landing.entryPaints);

/** A page's own chunks, named for the entry to fetch once the first picture is on screen. */
const namedChunks = (files: string[]) =>
  files.length ? jsonScript(PAGE_CHUNKS_ID, JSON.stringify(files.map((file) => `/${file}`))) : '';

/** A JSON script element; `<` escaped so that no text in the data can close it. */
const jsonScript = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

function inlinedResponses(request: FirstRequest, json: string): string {
  const key = JSON.stringify(inlinedRequestKey(request.method, request.url, request.body));
  return jsonScript(INLINED_RESPONSES_ID, `{${key}:${json}}`);
}

/** index.html cut where the page's own head goes, and the head it came with. */
function splitAtTitle(html: string) {
  const description = DESCRIPTION.exec(html)?.[0] ?? '';
  const rest = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(rest);
  const at = title ? title.index : rest.indexOf('</head>');
  return {
    defaultHead: description + (title?.[0] ?? ''),
    before: rest.slice(0, at),
    after: rest.slice(at + (title?.[0].length ?? 0)),
  };
}

/**
 * Reads the built index.html and Vite's manifest once, and prepares one variant per
 * landing page (plus the plain one for every other path), compressed ahead of time.
 * A page with a head of its own (page-heads.ts) is made on its first visit and kept.
 */
export function loadStorefrontHtml(
  webDir: string,
  identity: ShopIdentity = DEFAULT_SHOP_IDENTITY,
): StorefrontHtml {
  // Who the shop is (configuration), in every page for the footer and the contact page.
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8').replace(
    '</head>',
    `${jsonScript(SHOP_IDENTITY_ID, JSON.stringify(identity))}</head>`,
  );
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};

  const { defaultHead, before, after } = splitAtTitle(html);
  const page = (head: string, extra: string, shell = '') =>
    withShell(before + head + after.replace('</head>', `${extra}</head>`), shell);

  // The app's own chunks are fetched by the entry once the page's first picture is on
  // screen (web/main.tsx), so that they do not share the network with it.
  const appFiles = new Set(
    (manifest['index.html']?.dynamicImports ?? []).flatMap((key) => chunkFiles(manifest, key)),
  );
  const variants = LANDING_PAGES.map((landing, index) => {
    const files = chunkFiles(manifest, landing.page).filter(
      (file) => file.endsWith('.js') && !html.includes(`/${file}"`) && !appFiles.has(file),
    );
    // A page that paints a picture first fetches its chunks after it, with the app.
    const scripts = paintsPictureFirst(landing)
      ? namedChunks(files)
      : files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const hints = (landing.images ?? []).map((href) => imageHint(href)).join('') + scripts;
    const shell = landing.firstRequest ? '' : (landing.shell?.(undefined) ?? '');
    return {
      landing,
      index,
      hints,
      shell,
      html: encodeNow(page(defaultHead, hints)),
      visitorHtml: shell ? encodeNow(page(defaultHead, hints, shell)) : undefined,
    };
  });
  const plainPage = encodeNow(html);

  const fixedPages = new Map<string, EncodedHtml>();
  const otherPages = new LRUCache<string, EncodedHtml>({
    maxSize: OTHER_PAGES_BYTES,
    // The text, and the compressed forms once asked for (a fifth of it together).
    sizeCalculation: (encoded, key) => Math.ceil(encoded.identity.length * 1.2) + key.length,
  });
  const withHead = (key: string, head: PageHead, hints: string, shell: string): EncodedHtml => {
    const kept = head.fixed ? fixedPages.get(key) : otherPages.get(key);
    if (kept) return kept;
    const text = page(head.html, hints, shell);
    if (!head.fixed) {
      const encoded = encodeLazily(text);
      otherPages.set(key, encoded);
      return encoded;
    }
    const encoded = encodeNow(text);
    if (fixedPages.size >= FIXED_PAGES) fixedPages.clear();
    fixedPages.set(key, encoded);
    return encoded;
  };

  return {
    forPath(pathname, head, visitor = false) {
      const variant = variants.find((v) => v.landing.path.test(pathname));
      const hints = variant?.hints ?? '';
      const encoded = head
        ? withHead(
            `${variant?.index ?? -1} ${visitor} ${head.html}`,
            head,
            hints,
            visitor ? (variant?.shell ?? '') : '',
          )
        : ((visitor ? variant?.visitorHtml : undefined) ?? variant?.html ?? plainPage);
      if (!variant) return { html: encoded };
      const match = variant.landing.path.exec(pathname)!;
      let firstRequest: FirstRequest | undefined;
      try {
        firstRequest = variant.landing.firstRequest?.(match);
      } catch {
        // A malformed escape in the path: the page reports it; no data to inline.
      }
      if (!firstRequest) return { html: encoded };
      const request = firstRequest;
      const pageHead = head?.html ?? defaultHead;
      return {
        html: encoded,
        inline: {
          request,
          withResponse: (json) =>
            encodeLazily(
              page(
                pageHead,
                leadImageHints(json).join('') + hints + inlinedResponses(request, json),
                shellFrom(variant.landing, json, match),
              ),
            ),
        },
      };
    },
  };
}
