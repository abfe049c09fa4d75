import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  productSizes,
  products,
  sizes,
  storagePrices,
  variations,
} from '../schema/catalog';
import { deliveryStatuses } from '../schema/orders';
import { news } from '../schema/content';
import type { Database } from '../database';
import { divideRounded, toCents } from '../../shared/domain/money';
import { sql } from 'drizzle-orm';
import { insertInChunks } from './batch-insert';
import { swatchUrl } from './media-urls';
import {
  BED_STORAGE_PRICES,
  CATEGORIES,
  DELIVERY_STATUSES,
  FABRICS,
  NEWS_HTML,
  SIZES,
  descriptionHtml,
  type ProductDef,
} from './demo-catalogue';

export interface CatalogueIds {
  categoryIds: Map<string, number>;
  sizeIds: Map<string, number>;
  fabricIds: Map<string, number>;
  colourIds: Map<string, Array<{ id: number; name: string; premium: number }>>;
}

/** Reference data every catalogue shares: categories, sizes, fabrics, statuses, news. */
export async function seedReferenceData(db: Database): Promise<CatalogueIds> {
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ categoryName: c.name, sortOrder: i })))
    .returning({ id: categories.id, name: categories.categoryName });
  const sizeRows = await db
    .insert(sizes)
    .values(SIZES.map((s, i) => ({ ...s, sortOrder: i })))
    .returning({ id: sizes.id, name: sizes.size });
  const fabricRows = await db
    .insert(fabrics)
    .values(FABRICS.map((f, i) => ({ fabricName: f.name, sortOrder: i })))
    .returning({ id: fabrics.id, name: fabrics.fabricName });
  const fabricIds = new Map(fabricRows.map((r) => [r.name, r.id]));

  const colourIds = new Map<string, Array<{ id: number; name: string; premium: number }>>();
  for (const fabric of FABRICS) {
    const fabricId = fabricIds.get(fabric.name)!;
    const rows = await db
      .insert(fabricColors)
      .values(
        fabric.colours.map((c, i) => ({
          fabricId,
          colorName: c.name,
          imageUrl: swatchUrl(fabric.name, c.name),
          sortOrder: i,
        })),
      )
      .returning({ id: fabricColors.id, name: fabricColors.colorName });
    colourIds.set(
      fabric.name,
      rows.map((r, i) => ({ ...r, premium: fabric.premium + (fabric.colours[i]?.premium ?? 0) })),
    );
  }

  const categoryIds = new Map(categoryRows.map((r) => [r.name, r.id]));
  await db.insert(storagePrices).values({
    categoryId: categoryIds.get('Beds')!,
    ottomanBaseCents: toCents(BED_STORAGE_PRICES.ottomanBase),
    cloudBaseCents: toCents(BED_STORAGE_PRICES.cloudBase),
  });
  await db
    .insert(deliveryStatuses)
    .values(DELIVERY_STATUSES.map((deliveryStatus, position) => ({ deliveryStatus, position })));
  await db.insert(news).values({ content: NEWS_HTML });

  return {
    categoryIds,
    sizeIds: new Map(sizeRows.map((r) => [r.name, r.id])),
    fabricIds,
    colourIds,
  };
}

const sizeMultiplier = new Map(SIZES.map((s) => [s.size, s.multiplier]));

/**
 * Variation price in cents: the product price scaled by size (to the cent, half away from
 * zero), plus the fabric and colour premium.
 */
function variationCents(base: number, size: string, premium: number): number {
  const thousandths = Math.round((sizeMultiplier.get(size) ?? 1) * 1000);
  return divideRounded(toCents(base) * thousandths, 1000) + toCents(premium);
}

/**
 * Inserts products with their images, links and priced variations, in bulk (the same
 * path serves 44 demo products and 100,000 generated ones).
 */
export async function seedProducts(
  db: Database,
  ids: CatalogueIds,
  defs: ProductDef[],
  imageUrls: (def: ProductDef, index: number) => string[],
): Promise<number[]> {
  const productIds: number[] = [];
  // The "From" prices are computed once, at the end, not by the triggers for every chunk
  // (migration 0019_defer_from_price_in_bulk): this transaction only.
  await db.execute(sql`select set_config('shop.defer_from_price', 'on', true)`);
  const chunk = 1000;
  for (let start = 0; start < defs.length; start += chunk) {
    const slice = defs.slice(start, start + chunk);
    const rows = await db
      .insert(products)
      .values(
        slice.map((d) => ({
          productName: d.name,
          sku: d.sku,
          description: descriptionHtml(d),
          specialInstructions:
            'Tell us about door widths, stairs or lifts on site and we will plan the delivery.',
          priceCents: toCents(d.price),
          stock: d.stock,
          status: d.status ?? 'available',
        })),
      )
      .returning({ id: products.id });
    productIds.push(...rows.map((r) => r.id));
  }

  const images: Array<typeof productImages.$inferInsert> = [];
  const links: Array<typeof productCategories.$inferInsert> = [];
  const sizeLinks: Array<typeof productSizes.$inferInsert> = [];
  const fabricLinks: Array<typeof productFabrics.$inferInsert> = [];
  const variationRows: Array<typeof variations.$inferInsert> = [];

  defs.forEach((d, i) => {
    const productId = productIds[i]!;
    imageUrls(d, i).forEach((imageUrl, sortOrder) =>
      images.push({ productId, imageUrl, sortOrder }),
    );
    links.push({ productId, categoryId: ids.categoryIds.get(d.category)! });
    for (const size of d.sizes) {
      const sizeId = ids.sizeIds.get(size)!;
      sizeLinks.push({ productId, sizeId });
      if (d.fabrics.length === 0) {
        variationRows.push({ productId, sizeId, priceCents: variationCents(d.price, size, 0) });
      }
      for (const fabric of d.fabrics) {
        const fabricId = ids.fabricIds.get(fabric)!;
        for (const colour of ids.colourIds.get(fabric) ?? []) {
          variationRows.push({
            productId,
            sizeId,
            fabricId,
            fabricColorId: colour.id,
            priceCents: variationCents(d.price, size, colour.premium),
          });
        }
      }
    }
    for (const fabric of d.fabrics)
      fabricLinks.push({ productId, fabricId: ids.fabricIds.get(fabric)! });
  });

  await insertInChunks(db, productImages, images);
  await insertInChunks(db, productCategories, links);
  await insertInChunks(db, productSizes, sizeLinks);
  await insertInChunks(db, productFabrics, fabricLinks);
  await insertInChunks(db, variations, variationRows);
  await db.execute(sql`select set_config('shop.defer_from_price', 'off', true)`);
  // Planned against what was just inserted (the statistics still say "empty" otherwise,
  // and a plan for a huge table is compiled by JIT for every product: minutes at 100,000).
  await db.execute(
    sql`analyze products, product_sizes, product_fabrics, fabric_colors, variations`,
  );
  await db.execute(sql`select set_config('jit', 'off', true)`);
  for (let start = 0; start < productIds.length; start += 10_000) {
    const slice = productIds.slice(start, start + 10_000);
    await db.execute(sql`select refresh_product_from_prices(${`{${slice.join(',')}}`}::integer[])`);
  }
  return productIds;
}
