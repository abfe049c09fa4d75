import type { Database } from '#src/db/database';
import { paginate } from '#src/shared/domain/pagination';
import type { ProductSort, SearchSort } from '#src/shared/domain/catalog-rules';
import type { PageQuery, ProductFilterBody, ProductSearchBody } from '#src/shared/schemas/catalog';
import { fromCents } from '#src/shared/domain/money';
import type { Viewer } from '../../plugins/viewer';
import type { CatalogCache } from './catalog-cache';
import * as repo from './catalog.repo';
import * as searchRepo from './catalog-search.repo';

export interface ListRequest {
  categoryNames?: string[];
  categoryIds?: number[];
  sizeNames?: string[];
  priceRange?: { min: number; max?: number | undefined } | undefined;
  search?: string | undefined;
  excludeId?: number | undefined;
  /** 'relevance' (a search's default) only means something to a search. */
  sort?: SearchSort | undefined;
  page: number;
  limit: number;
}

export interface Catalog {
  db: Database;
  cache: CatalogCache;
}

/** Categories in storefront order with their product counts. */
export const findCategories = (db: Database) => repo.findCategories(db);

/** A category by name (whatever its case) or by id. */
export const findCategory = (db: Database, nameOrId: string) => repo.findCategory(db, nameOrId);

/** All sizes. */
export const findSizes = (db: Database) => repo.findSizes(db);

/**
 * A page of products as the JSON text of `{ success, products, pagination }` (plus
 * `extra` fields). Visitors cannot filter or sort by a price they may not see — that
 * would reveal it — so for them the price range is ignored and price sorts fall back to
 * the default (docs/decisions/0003-prices-hidden-from-visitors.md).
 */
export async function listProductsJson(
  { db, cache }: Catalog,
  viewer: Viewer,
  request: ListRequest,
  extra: (count: number) => Record<string, unknown> | Promise<Record<string, unknown>> = () => ({}),
): Promise<string> {
  const { categoryNames, sizeNames, search, sort, ...rest } = request;
  const ids = await cache.get('filter-ids', () => repo.findFilterIds(db));
  const resolve = (names: string[] | undefined, known: Map<string, number>) =>
    names?.length ? names.flatMap((n) => known.get(n.toLowerCase()) ?? []) : undefined;
  const categoryIds = [
    ...(request.categoryIds ?? []),
    ...(resolve(categoryNames, ids.categories) ?? []),
  ];
  const sizeIds = resolve(sizeNames, ids.sizes);
  // Names that match nothing filter everything out.
  const matchesNothing =
    (categoryNames?.length && categoryIds.length === 0) || (sizeNames?.length && !sizeIds?.length);

  // A visitor's price sort falls back to the default: relevance for a search, else name.
  const priceSort = sort === 'price-asc' || sort === 'price-desc';
  const byRelevance =
    Boolean(search) &&
    (sort === undefined || sort === 'relevance' || (priceSort && !viewer.canSeePrices));
  const query: repo.ProductQuery = {
    ...rest,
    categoryIds,
    sizeIds,
    priceRange: viewer.canSeePrices ? request.priceRange : undefined,
    sort: listingSort(sort, viewer.canSeePrices),
    offset: (request.page - 1) * request.limit,
  };
  const countKey = `count:${JSON.stringify([
    query.categoryIds,
    query.sizeIds,
    query.priceRange,
    query.excludeId,
  ])}`;
  let products = '[]';
  let total = 0;
  let currentPage = request.page;
  if (!matchesNothing) {
    // Ids (and the total, unless cached) come fresh from the database on every request;
    // the cards of those ids from the per-product cache.
    const cachedTotal = cache.peek<number>(countKey);
    let ids: number[];
    // A search counts its matches in the same statement (they are materialised), and
    // reads its words against the catalogue's once per text (until the catalogue changes).
    const terms = search
      ? await cache.get(`search-terms:${search}`, () => searchRepo.readSearchTerms(db, search))
      : undefined;
    if (terms) {
      ({ ids, total } = await searchRepo.findSearchPage(db, query, terms, byRelevance));
    } else if (cachedTotal !== undefined) {
      ids = (await repo.findProductPage(db, query)).ids;
      total = cachedTotal;
    } else {
      // The total once for all the requests that need it at the same moment (a burst
      // after a change must not count the catalogue a thousand times), beside the ids.
      const [page, counted] = await Promise.all([
        repo.findProductPage(db, query),
        cache.get(countKey, () => repo.countProducts(db, query)),
      ]);
      ids = page.ids;
      total = counted;
    }
    // A page past the end (an old link, a catalogue that shrank) is served as the last
    // page, not as "44 products" over an empty grid: one more read, only then.
    if (ids.length === 0 && total > 0) {
      const shown = terms ? Math.min(total, searchRepo.SEARCH_COUNT_CAP) : total;
      const lastPage = Math.ceil(shown / request.limit);
      if (lastPage < request.page) {
        currentPage = lastPage;
        const last = { ...query, offset: (lastPage - 1) * request.limit };
        ids = terms
          ? (await searchRepo.findSearchPage(db, last, terms, byRelevance)).ids
          : (await repo.findProductPage(db, last)).ids;
      }
    }
    products = `[${(await cards({ db, cache }, ids, viewer.canSeePrices)).join(',')}]`;
  }
  // A search counts its matches only so far (SEARCH_COUNT_CAP); listings count them all.
  const totalIsAtLeast = Boolean(search) && total > searchRepo.SEARCH_COUNT_CAP;
  if (totalIsAtLeast) total = searchRepo.SEARCH_COUNT_CAP;
  const pagination = paginate(total, currentPage, request.limit, totalIsAtLeast);
  const head = JSON.stringify({ success: true, ...(await extra(total)), pagination });
  // Splice the cards' JSON in without parsing it.
  return `${head.slice(0, -1)},"products":${products}}`;
}

function listingSort(sort: SearchSort | undefined, canSeePrices: boolean): ProductSort {
  if (sort === undefined || sort === 'relevance') return 'newest';
  const priceSort = sort === 'price-asc' || sort === 'price-desc';
  return priceSort && !canSeePrices ? 'name' : sort;
}

/** How many closest product names a search that found nothing suggests. */
export const SEARCH_SUGGESTIONS = 5;

/**
 * A search's page (its body as validated), ranked by relevance unless another sort is
 * asked for, with `suggestions`: when nothing is found, the names of the products closest
 * to what was typed (docs/business-rules.md "Search").
 */
export function searchProductsJson(store: Catalog, viewer: Viewer, body: ProductSearchBody) {
  const { search, category, sizes, ...rest } = body;
  return listProductsJson(
    store,
    viewer,
    { ...rest, search, categoryNames: category ? [category] : [], sizeNames: sizes },
    async (total) => ({
      suggestions:
        total === 0 && search
          ? await searchRepo.findNearestNames(store.db, search, SEARCH_SUGGESTIONS)
          : [],
    }),
  );
}

/** The /products filter's page (its body as validated): categories and sizes by name. */
export function filterProductsJson(store: Catalog, viewer: Viewer, body: ProductFilterBody) {
  const { categories, sizes, ...rest } = body;
  return listProductsJson(store, viewer, { ...rest, categoryNames: categories, sizeNames: sizes });
}

/**
 * A category's page of products (`message` says whether it has any), or undefined for a
 * category that does not exist.
 */
export async function categoryProductsJson(
  store: Catalog,
  viewer: Viewer,
  nameOrId: string,
  query: PageQuery,
): Promise<string | undefined> {
  const category = await findCategory(store.db, nameOrId);
  if (!category) return undefined;
  return listProductsJson(store, viewer, { categoryIds: [category.id], ...query }, (total) => ({
    message: total ? 'Products found' : 'No products found',
  }));
}

async function cards(
  { db, cache }: Catalog,
  ids: number[],
  showPrices: boolean,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const key = (id: number) => `card:${id}:${showPrices}`;
  const found = await cache.getMany(ids.map(key), async (missing) => {
    const missingIds = missing.map((k) => Number(k.split(':')[1]));
    const loaded = await repo.findCardsJson(db, missingIds, showPrices);
    return new Map([...loaded].map(([id, card]) => [key(id), card]));
  });
  // A product archived between the two reads is simply left out.
  return ids.flatMap((id) => found.get(key(id)) ?? []);
}

/** `{ success, product, variations }` JSON text, or undefined for an unknown product. */
export async function productJson(
  { db, cache }: Catalog,
  viewer: Viewer,
  id: number,
): Promise<string | undefined> {
  const detail = await cache.get(`product:${id}:${viewer.canSeePrices}`, () =>
    repo.findProductDetailJson(db, id, viewer.canSeePrices),
  );
  return detail === undefined ? undefined : `{"success":true,${detail.slice(1)}`;
}

export const MENU_PRODUCTS_PER_CATEGORY = 24;

export async function menuProducts(
  db: Database,
  categoryNames: string[],
): Promise<Record<string, Array<{ id: number; product_name: string }>>> {
  if (categoryNames.length === 0) return {};
  const rows = await repo.findMenuProducts(db, categoryNames, MENU_PRODUCTS_PER_CATEGORY);
  return Object.fromEntries(rows.map((r) => [r.category_name, r.products]));
}

export async function storagePrices(
  db: Database,
  viewer: Viewer,
  categoryId: number,
): Promise<{ ottomanBase: number | null; cloudBase: number | null }> {
  if (!viewer.canSeePrices) return { ottomanBase: null, cloudBase: null };
  const found = await repo.findStoragePrices(db, categoryId);
  return {
    ottomanBase: fromCents(found?.ottomanBaseCents ?? 0),
    cloudBase: fromCents(found?.cloudBaseCents ?? 0),
  };
}
