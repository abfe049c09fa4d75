import { LRUCache } from 'lru-cache';
import type { Database } from '#src/db/database';
import { encodeLazily, type EncodedBody } from '../../lib/encoded-body';
import type { CatalogCache } from '../catalog/catalog-cache';
import { escapeHtml as escapeXml } from '../../lib/escape-html';
import { PUBLIC_PAGES } from './public-pages';
import * as repo from './sitemap.repo';

/** The protocol's limit per file (sitemaps.org): 50,000 addresses. */
export const URLS_PER_FILE = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: string) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>\n`;

/**
 * The sitemap, always as an index (/sitemap.xml) of files: /sitemaps/pages.xml (fixed
 * pages and categories) and /sitemaps/products-N.xml, up to 50,000 products each — valid
 * at any catalogue size. Each file is one SQL statement (the index one count), built on
 * first request and kept, compressed, until the catalogue changes.
 */
/** Room for the sitemap files kept: a file of 50,000 products is about 3.5 MB. */
const KEPT_BYTES = 32 * 1024 * 1024;

export class Sitemaps {
  /** Files being built, and files built (bounded by size): the same file is built once. */
  private readonly building = new Map<string, Promise<EncodedBody | undefined>>();
  private readonly files = new LRUCache<string, EncodedBody>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (body, key) => body.identity.length + key.length,
  });

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogCache,
    private readonly perFile = URLS_PER_FILE,
  ) {
    catalog.onClear(() => {
      this.files.clear();
      this.building.clear();
    });
  }

  /**
   * `index`, `pages` or `products-N`, for a shop at `origin`; undefined if no such file
   * (and nothing kept for it: the name comes from the address a client asks for).
   */
  file(name: string, origin: string): Promise<EncodedBody | undefined> {
    const key = `${origin} ${name}`;
    const kept = this.files.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.catalog.currentGeneration();
    const built = this.build(name, origin).then((xml) =>
      xml === undefined ? undefined : encodeLazily(xml),
    );
    this.building.set(key, built);
    const done = () => {
      if (this.building.get(key) === built) this.building.delete(key);
    };
    built.then((body) => {
      done();
      // While change notifications are not flowing nothing is kept (docs/decisions/0006),
      // nor a file read before a change.
      if (body && this.catalog.isLive() && generation === this.catalog.currentGeneration()) {
        this.files.set(key, body);
      }
    }, done);
    return built;
  }

  private async build(name: string, origin: string): Promise<string | undefined> {
    if (name === 'index') {
      const files = Math.ceil((await repo.countListedProducts(this.db)) / this.perFile);
      const names = ['pages', ...Array.from({ length: files }, (_, i) => `products-${i + 1}`)];
      const items = names.map((file) => entry('sitemap', `${origin}/sitemaps/${file}.xml`));
      return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join('')}</sitemapindex>\n`;
    }
    if (name === 'pages') {
      const categories = await repo.findCategoryNames(this.db);
      const items = [
        ...PUBLIC_PAGES.map((page) => entry('url', origin + page.path)),
        ...categories.map((c) =>
          entry('url', `${origin}/category/${encodeURIComponent(c.category_name.toLowerCase())}`),
        ),
      ];
      return `${XML_HEAD}<urlset ${NS}>\n${items.join('')}</urlset>\n`;
    }
    const n = /^products-([1-9]\d{0,5})$/.exec(name)?.[1];
    if (!n) return undefined;
    const products = await repo.findListedProducts(
      this.db,
      (Number(n) - 1) * this.perFile,
      this.perFile,
    );
    if (products.length === 0 && n !== '1') return undefined;
    const items = products.map((p) => entry('url', `${origin}/products/${p.id}`, p.lastmod));
    return `${XML_HEAD}<urlset ${NS}>\n${items.join('')}</urlset>\n`;
  }
}
