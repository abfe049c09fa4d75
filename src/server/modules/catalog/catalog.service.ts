import type { Database } from '../../../db/client';
import { paginate } from '../../../shared/domain/pagination';
import type {
  ProductCard,
  ProductDetail,
  ProductSort,
  Variation,
} from '../../../shared/schemas/catalog';
import type { Pagination } from '../../../shared/schemas/pagination';
import type { Viewer } from '../../plugins/viewer';
import * as repo from './catalog.repo';

export interface ListRequest {
  categoryNames?: string[];
  categoryIds?: number[];
  sizeNames?: string[];
  priceRange?: { min: number; max: number } | undefined;
  search?: string | undefined;
  excludeId?: number | undefined;
  sort?: ProductSort | undefined;
  page: number;
  limit: number;
}

export interface ProductPage {
  success: true;
  products: ProductCard[];
  pagination: Pagination;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toCard(row: repo.ProductCardRow, viewer: Viewer): ProductCard {
  return {
    id: row.id,
    product_name: row.product_name,
    sku: row.sku,
    description: row.description,
    price_euro: viewer.canSeePrices ? row.price_euro : null,
    stock: row.stock,
    status: row.status,
    createdAt: iso(row.created_at),
    product_image: row.images[0]?.image_url ?? null,
    images: row.images,
    Categories: row.categories,
  };
}

/**
 * Lists products for a viewer. Visitors cannot filter or sort by a price they may not
 * see — that would reveal it — so for them the price range is ignored and price sorts
 * fall back to name (docs/decisions/0003-prices-hidden-from-visitors.md).
 */
export async function listProducts(
  db: Database,
  viewer: Viewer,
  request: ListRequest,
): Promise<ProductPage> {
  const priceSort = request.sort === 'price-asc' || request.sort === 'price-desc';
  const sort = priceSort && !viewer.canSeePrices ? 'name' : (request.sort ?? 'newest');
  const { rows, total } = await repo.findProducts(db, {
    ...request,
    priceRange: viewer.canSeePrices ? request.priceRange : undefined,
    sort,
    offset: (request.page - 1) * request.limit,
  });
  return {
    success: true,
    products: rows.map((row) => toCard(row, viewer)),
    pagination: paginate(total, request.page, request.limit),
  };
}

export async function getProduct(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<{ product: ProductDetail; variations: Variation[] } | undefined> {
  const row = await repo.findProductDetail(db, id);
  if (!row) return undefined;
  return {
    product: {
      ...toCard(row, viewer),
      special_instructions: row.special_instructions,
      Sizes: row.sizes,
      Fabrics: row.fabrics,
    },
    variations: row.variations.map((v) => ({
      ...v,
      price_euro: viewer.canSeePrices ? v.price_euro : null,
    })),
  };
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
  return (await repo.findStoragePrices(db, categoryId)) ?? { ottomanBase: 0, cloudBase: 0 };
}
