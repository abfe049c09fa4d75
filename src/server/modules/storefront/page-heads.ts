import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { categoryTitle, PAGE_TITLES } from '#src/shared/site/page-titles';
import type { PageHead } from './storefront-html';
import * as catalogue from '../catalog/catalog.service';
import { VISITOR } from '../../plugins/viewer';
import { idParam } from '#src/shared/schemas/catalog';
import {
  headHtml,
  plainText,
  productJsonLd,
  type HeadFields,
  type ProductFacts,
} from './page-head';
import { PUBLIC_PAGES } from './public-pages';

const DEFAULT_DESCRIPTION = PUBLIC_PAGES[0]!.description;
const PUBLIC = new Map(PUBLIC_PAGES.map((page) => [page.path, page]));

/** The router's other paths (`:name` a segment), with the title the SPA gives them. */
const OTHER_ROUTES = Object.entries(PAGE_TITLES)
  .filter(([path]) => path !== '*' && !PUBLIC.has(path))
  .map(([path, title]) => ({
    pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
    title,
  }));

/** Heads of products and categories kept (a few KB each: thousands). */
const HEADS_BYTES = 8 * 1024 * 1024;

/** Paths the SPA answers that have no title of their own: the console, old redirects. */
const UNTITLED_ROUTES = /^\/(admin(\/.*)?|login|forgot-pass)$/;

const PRODUCT = /^\/products\/([^/]+)$/;
const CATEGORY = /^\/category\/([^/]+)$/;

/** Where the shop's absolute links point: what configuration allows (ADR 0026). */
export interface OriginRule {
  publicUrl: string | undefined;
  port: number;
  allowedHosts: readonly string[];
}

/**
 * The shop's address for absolute links (canonical, sitemap, structured data):
 * PUBLIC_URL when configured; else the one the request came to if the operator allowed
 * that host (ALLOWED_HOSTS, or the shop's own localhost:PORT); else localhost:PORT. Never
 * any Host a client invents: the answers that hold it are cached, here and by proxies.
 */
export function originOf(request: FastifyRequest, rule: OriginRule): string {
  if (rule.publicUrl) return rule.publicUrl.replace(/\/+$/, '');
  const own = `localhost:${rule.port}`;
  const host = request.host.toLowerCase();
  if (host === own || rule.allowedHosts.includes(host)) return `${request.protocol}://${host}`;
  return `http://${own}`;
}

/**
 * The head of each storefront page (storefront-html.ts puts it in the HTML):
 * fixed pages from their table, products and categories from the catalogue service (as
 * a visitor would read them), kept here until the catalogue changes, so a warm page
 * view reads nothing.
 */
export class PageHeads {
  private readonly kept = new LRUCache<string, PageHead>({
    maxSize: HEADS_BYTES,
    sizeCalculation: (head, key) => head.html.length + key.length,
  });

  /** `catalog`: the catalogue's reads, asked as a visitor would ask the API. */
  constructor(
    private readonly catalog: catalogue.Catalog,
    private readonly origins: OriginRule,
  ) {
    catalog.cache.onClear(() => this.kept.clear());
  }

  async headFor(request: FastifyRequest, rawPathname: string): Promise<PageHead> {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
    const origin = originOf(request, this.origins);
    const fixed = (fields: HeadFields): PageHead => ({
      html: headHtml(fields, DEFAULT_DESCRIPTION),
      fixed: true,
    });

    const page = PUBLIC.get(pathname);
    if (page) return fixed({ ...page, canonical: origin + page.path });
    const product = PRODUCT.exec(pathname);
    const category = CATEGORY.exec(pathname);
    if (product || category) {
      const key = `${origin} ${pathname}`;
      const found = this.kept.get(key);
      if (found) return found;
      const generation = this.catalog.cache.currentGeneration();
      const head = product
        ? await this.productHead(product[1]!, origin)
        : await this.categoryHead(category![1]!, origin);
      const { cache } = this.catalog;
      if (cache.isLive() && generation === cache.currentGeneration()) {
        this.kept.set(key, head);
      }
      return head;
    }
    if (pathname === '/home-2') return fixed({ title: 'Home', canonical: `${origin}/` });
    const route = OTHER_ROUTES.find((r) => r.pattern.test(pathname));
    const head = fixed({ title: route?.title ?? PAGE_TITLES['*'], noindex: true });
    // No page of the SPA's: its not-found page, and the status says so (docs/screens.md).
    return route || UNTITLED_ROUTES.test(pathname) ? head : { ...head, notFound: true };
  }

  private async productHead(id: string, origin: string): Promise<PageHead> {
    // What GET /api/product/{id} answers a visitor, from the catalogue service itself.
    const valid = /^\d{1,10}$/.test(id) ? idParam.safeParse(id) : undefined;
    const found = valid?.success
      ? await catalogue.productJson(this.catalog, VISITOR, valid.data)
      : undefined;
    if (found === undefined) {
      return {
        html: headHtml({ title: PAGE_TITLES['/products/:id'], noindex: true }, DEFAULT_DESCRIPTION),
        fixed: true,
        notFound: true,
      };
    }
    const { product } = JSON.parse(found) as { product: ProductFacts };
    const url = `${origin}/products/${product.id}`;
    const description = plainText(product.description);
    const html = headHtml(
      {
        title: product.product_name,
        description:
          description || `${product.product_name} (${product.sku}) for the furniture trade.`,
        canonical: url,
        jsonLd: productJsonLd(product, origin, url),
      },
      DEFAULT_DESCRIPTION,
    );
    return { html, fixed: false };
  }

  private async categoryHead(segment: string, origin: string): Promise<PageHead> {
    let name: string | undefined;
    try {
      name = decodeURIComponent(segment);
    } catch {
      // A malformed escape: no such category.
    }
    const categories = await catalogue.findCategories(this.catalog.db);
    const category =
      name === undefined
        ? undefined
        : categories.find((c) => c.category_name.toLowerCase() === name.toLowerCase());
    const title = categoryTitle(name ?? segment);
    if (!category) {
      return {
        html: headHtml({ title, noindex: true }, DEFAULT_DESCRIPTION),
        fixed: false,
        notFound: true,
      };
    }
    const html = headHtml(
      {
        title,
        description: `${category.category_name} made for the furniture trade: every model with its sizes, fabrics and colours. Trade prices for approved account holders.`,
        canonical: `${origin}/category/${encodeURIComponent(category.category_name.toLowerCase())}`,
      },
      DEFAULT_DESCRIPTION,
    );
    return { html, fixed: false };
  }
}
