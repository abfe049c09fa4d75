import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  productImages,
  products,
  productSizes,
  sizes,
  storagePrices,
  variations,
} from '#src/db/schema/catalog';
import { BEDS_CATEGORY } from '#src/shared/domain/catalog-rules';
import type { LeadTime } from '#src/shared/domain/delivery-days';
import { variationKey, type ProductFacts } from './order-lines';

const leadTimeOf = (row: {
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
}): LeadTime | null =>
  row.leadTimeMinDays === null || row.leadTimeMaxDays === null
    ? null
    : { minDays: row.leadTimeMinDays, maxDays: row.leadTimeMaxDays };

/** Everything needed to check and price lines of these products: six small reads. */
export async function loadProductFacts(db: Db, ids: number[]): Promise<Map<number, ProductFacts>> {
  const unique = [...new Set(ids)];
  const facts = new Map<number, ProductFacts>();
  if (unique.length === 0) return facts;

  const rows = await db
    .select({
      id: products.id,
      name: products.productName,
      status: products.status,
      stock: products.stock,
      priceCents: products.priceCents,
      leadTimeMinDays: products.leadTimeMinDays,
      leadTimeMaxDays: products.leadTimeMaxDays,
      image: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = "products"."id"
        order by ${productImages.sortOrder}, ${productImages.id} limit 1)`,
      bedsCategoryId: sql<number | null>`(select ${categories.id} from ${productCategories}
        join ${categories} on ${categories.id} = ${productCategories.categoryId}
        where ${productCategories.productId} = "products"."id"
          and lower(btrim(${categories.categoryName})) = ${BEDS_CATEGORY} limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, unique));
  if (rows.length === 0) return facts;
  const found = rows.map((r) => r.id);
  const bedCategoryIds = [...new Set(rows.flatMap((r) => r.bedsCategoryId ?? []))];

  // One after another: inside a checkout's transaction `db` is one connection, which
  // runs one statement at a time (pg deprecates queueing them on it).
  const sizeRows = await db
    .select({
      productId: productSizes.productId,
      id: sizes.id,
      name: sizes.size,
      multiplier: sizes.multiplier,
    })
    .from(productSizes)
    .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
    .where(inArray(productSizes.productId, found));
  const colorRows = await db
    .select({
      productId: productFabrics.productId,
      fabricId: fabrics.id,
      fabricName: fabrics.fabricName,
      leadTimeMinDays: productFabrics.leadTimeMinDays,
      leadTimeMaxDays: productFabrics.leadTimeMaxDays,
      colorId: fabricColors.id,
      colorName: fabricColors.colorName,
    })
    .from(productFabrics)
    .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
    .leftJoin(fabricColors, eq(fabricColors.fabricId, fabrics.id))
    .where(inArray(productFabrics.productId, found));
  const variationRows = await db
    .select({
      productId: variations.productId,
      sizeId: variations.sizeId,
      fabricId: variations.fabricId,
      colorId: variations.fabricColorId,
      priceCents: variations.priceCents,
      imageUrl: variations.imageUrl,
    })
    .from(variations)
    .where(inArray(variations.productId, found));
  const storageRows =
    bedCategoryIds.length === 0
      ? []
      : await db
          .select()
          .from(storagePrices)
          .where(inArray(storagePrices.categoryId, bedCategoryIds));

  for (const row of rows) {
    const storage = storageRows.find((s) => s.categoryId === row.bedsCategoryId);
    facts.set(row.id, {
      id: row.id,
      name: row.name,
      status: row.status,
      stock: row.stock,
      priceCents: row.priceCents,
      image: row.image,
      isBed: row.bedsCategoryId !== null,
      leadTime: leadTimeOf(row),
      sizes: new Map(),
      fabrics: new Map(),
      variations: new Map(),
      variationImages: new Map(),
      surcharges: {
        ottomanBaseCents: storage?.ottomanBaseCents ?? 0,
        cloudBaseCents: storage?.cloudBaseCents ?? 0,
      },
    });
  }
  for (const s of sizeRows) {
    facts.get(s.productId)!.sizes.set(s.id, { name: s.name, multiplier: s.multiplier });
  }
  for (const c of colorRows) {
    const product = facts.get(c.productId)!;
    const fabric = product.fabrics.get(c.fabricId) ?? {
      name: c.fabricName,
      colors: new Map(),
      leadTime: leadTimeOf(c),
    };
    if (c.colorId !== null && c.colorName !== null) fabric.colors.set(c.colorId, c.colorName);
    product.fabrics.set(c.fabricId, fabric);
  }
  for (const v of variationRows) {
    facts
      .get(v.productId)!
      .variations.set(variationKey(v.sizeId, v.fabricId, v.colorId), v.priceCents);
    if (v.imageUrl) {
      facts
        .get(v.productId)!
        .variationImages.set(variationKey(v.sizeId, v.fabricId, v.colorId), v.imageUrl);
    }
  }
  return facts;
}
