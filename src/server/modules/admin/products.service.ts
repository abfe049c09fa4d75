import type { Database, Queryable } from '#src/db/database';
import { isUniqueViolation } from '#src/db/errors';
import {
  IMAGE_NOT_FOUND,
  IMAGE_ORDER_MISMATCH,
  PRODUCT_CHANGED,
  PRODUCT_NOT_FOUND,
  SKU_TAKEN,
  type AdminProduct,
  type ProductInput,
  type VariationRow,
} from '#src/shared/schemas/admin-products';
import { recordAudit } from '../../lib/audit';
import { FormError, type FieldError } from '../../lib/form-validation';
import { sanitizeStaffHtml } from '../../lib/sanitize-html';
import * as repo from './products.repo';

const notFound = () => new FormError(404, [], PRODUCT_NOT_FOUND);

/** Products, archived ones included, searched and filtered: one page and the total. */
export const listProducts = (db: Database, filter: repo.ListFilter) =>
  repo.listProducts(db, filter);

/** The categories, sizes and fabrics (with colours) a product may have. */
export const formOptions = (db: Database) => repo.formOptions(db);

/** A product with its links, images and variation grid. */
export const findProduct = (db: Database, id: number) => repo.findProduct(db, id);
const skuTaken = (sku: string) => new FormError(409, [{ field: 'sku', message: SKU_TAKEN(sku) }]);

/** What the audit keeps of a product: its fields and links, not pictures or prices grid. */
const snapshot = (p: AdminProduct) => ({
  product_name: p.product_name,
  sku: p.sku,
  description: p.description,
  special_instructions: p.special_instructions,
  price_euro: p.price_euro,
  stock: p.stock,
  status: p.status,
  categoryIds: p.categoryIds,
  sizeIds: p.sizeIds,
  fabricIds: p.fabricIds,
  lead_time_min_days: p.lead_time_min_days,
  lead_time_max_days: p.lead_time_max_days,
  fabric_lead_times: p.fabric_lead_times,
});

async function lockProduct(tx: Queryable, id: number): Promise<AdminProduct> {
  const product = await repo.findProduct(tx, id, { lock: true });
  if (!product) throw notFound();
  return product;
}

async function checkLinks(tx: Queryable, input: ProductInput) {
  const known = await repo.existingIds(tx, input);
  const errors: FieldError[] = [];
  const check = (field: keyof typeof known, key: 'categoryIds' | 'sizeIds' | 'fabricIds') => {
    if (input[key].some((id) => !known[field].has(id))) {
      errors.push({ field: key, message: `One of the chosen ${field} no longer exists.` });
    }
  };
  check('categories', 'categoryIds');
  check('sizes', 'sizeIds');
  check('fabrics', 'fabricIds');
  if (errors.length) throw new FormError(400, errors);
}

/**
 * Creates (no `id`) or updates a product with its links, in one transaction with its
 * audit record. The description is sanitised here, whatever the browser sent.
 */
export async function saveProduct(
  db: Database,
  actorUserId: number,
  id: number | undefined,
  input: ProductInput,
): Promise<AdminProduct> {
  const description = sanitizeStaffHtml(input.description);
  try {
    return await db.transaction(async (tx) => {
      const before = id === undefined ? undefined : await lockProduct(tx, id);
      // Saved from a form opened before someone else's save: theirs would be undone.
      if (before && input.editVersion !== undefined && input.editVersion !== before.editVersion) {
        throw new FormError(409, [], PRODUCT_CHANGED);
      }
      if (await repo.findSkuOwner(tx, input.sku, id)) throw skuTaken(input.sku);
      await checkLinks(tx, input);
      let productId: number;
      if (id === undefined) {
        productId = await repo.insertProduct(tx, input, description);
      } else {
        productId = id;
        await repo.updateProduct(tx, id, input, description);
      }
      // Fabric lead times left out: each fabric the product keeps keeps its own.
      const fabricLeadTimes = input.fabric_lead_times ?? before?.fabric_lead_times ?? [];
      await repo.replaceLinks(tx, productId, input, fabricLeadTimes);
      const after = (await repo.findProduct(tx, productId))!;
      await recordAudit(tx, {
        actorUserId,
        entityType: 'product',
        entityId: productId,
        action: before ? 'updated' : 'created',
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      // The version this save made, for the form's next save.
      return { ...after, editVersion: await repo.editVersion(tx, productId) };
    });
  } catch (error) {
    // Two staff saving the same new SKU at once: the unique index decides.
    if (isUniqueViolation(error)) throw skuTaken(input.sku);
    throw error;
  }
}

export async function archiveProduct(db: Database, actorUserId: number, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.status !== 'archived') {
      await repo.setStatus(tx, id, 'archived');
      await recordAudit(tx, {
        actorUserId,
        entityType: 'product',
        entityId: id,
        action: 'archived',
        before: { status: before.status },
        after: { status: 'archived' },
      });
    }
    return (await repo.findProduct(tx, id))!;
  });
}

/** After a change to a product's pictures: marks it changed and audits the picture list. */
async function imagesChanged(
  tx: Queryable,
  actorUserId: number,
  before: AdminProduct,
  action: 'images-added' | 'images-reordered' | 'image-deleted',
) {
  await repo.touchProduct(tx, before.id);
  const images = await repo.findImages(tx, before.id);
  await recordAudit(tx, {
    actorUserId,
    entityType: 'product',
    entityId: before.id,
    action,
    before: { images: before.images.map((i) => i.image_url) },
    after: { images: images.map((i) => i.image_url) },
  });
  return images;
}

/** Records pictures already written to the media folder, after the product's others. */
export async function addImages(db: Database, actorUserId: number, id: number, urls: string[]) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    await repo.addImages(tx, id, urls);
    const images = await imagesChanged(tx, actorUserId, before, 'images-added');
    return images;
  });
}

export async function reorderImages(db: Database, actorUserId: number, id: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const current = new Set(before.images.map((i) => i.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length) {
      throw new FormError(400, [{ field: 'ids', message: IMAGE_ORDER_MISMATCH }]);
    }
    if (ids.some((imageId) => !current.has(imageId))) {
      throw new FormError(400, [{ field: 'ids', message: IMAGE_ORDER_MISMATCH }]);
    }
    await repo.reorderImages(tx, id, ids);
    const images = await imagesChanged(tx, actorUserId, before, 'images-reordered');
    return images;
  });
}

/** Deletes one picture; answers its URL when no product shows it any more (file may go). */
export async function deleteImage(db: Database, actorUserId: number, id: number, imageId: number) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const url = await repo.deleteImage(tx, id, imageId);
    if (url === undefined) throw new FormError(404, [], IMAGE_NOT_FOUND);
    const images = await imagesChanged(tx, actorUserId, before, 'image-deleted');
    const orphan = (await repo.imageUses(tx, url)) === 0 ? url : undefined;
    return { images, orphan };
  });
}

/**
 * Why each grid row cannot be saved: its size must be one of the product's, its fabric
 * one of the product's, its colour one of that fabric's (required when the fabric has
 * colours, as the storefront asks for one), and no combination twice.
 */
export function gridErrors(
  product: Pick<AdminProduct, 'sizeIds' | 'fabricIds'>,
  colours: { owners: Map<number, number>; coloured: Set<number> },
  rows: VariationRow[],
): FieldError[] {
  const sizeIds = new Set(product.sizeIds);
  const fabricIds = new Set(product.fabricIds);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  rows.forEach((row, n) => {
    const at = (field: string, message: string) =>
      errors.push({ field: `rows.${n}.${field}`, message });
    if (!sizeIds.has(row.sizeId))
      return at('sizeId', 'This size is not one of the product’s sizes.');
    if (row.fabricId === null) {
      if (row.fabricColorId !== null) at('fabricColorId', 'A colour needs its fabric.');
    } else if (!fabricIds.has(row.fabricId)) {
      return at('fabricId', 'This fabric is not one of the product’s fabrics.');
    } else if (row.fabricColorId === null) {
      if (colours.coloured.has(row.fabricId))
        at('fabricColorId', 'Choose a colour of this fabric.');
    } else if (colours.owners.get(row.fabricColorId) !== row.fabricId) {
      at('fabricColorId', 'This colour is not one of the fabric’s colours.');
    }
    const key = `${row.sizeId}:${row.fabricId}:${row.fabricColorId}`;
    if (seen.has(key)) at('price_euro', 'This combination is priced twice.');
    seen.add(key);
  });
  return errors;
}

/** Replaces the product's whole variation grid in one transaction, with its audit record. */
export async function replaceGrid(
  db: Database,
  actorUserId: number,
  id: number,
  rows: VariationRow[],
) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    const colours = await repo.colourOwners(tx, product.fabricIds);
    const errors = gridErrors(product, colours, rows);
    if (errors.length) {
      throw new FormError(400, errors, 'Some prices cannot be saved: see the marked rows.');
    }
    await repo.replaceVariations(tx, id, rows);
    await repo.touchProduct(tx, id);
    const variations = await repo.findVariations(tx, id);
    const plain = (list: typeof product.variations) => list.map(({ id: _id, ...rest }) => rest);
    await recordAudit(tx, {
      actorUserId,
      entityType: 'product',
      entityId: id,
      action: 'variations-replaced',
      before: { variations: plain(product.variations) },
      after: { variations: plain(variations) },
    });
    return variations;
  });
}
