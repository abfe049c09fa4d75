import type { Database, Queryable } from '#src/db/database';
import { isUniqueViolation } from '#src/db/errors';
import {
  BEDS_KEEPS_NAME,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_EMPTY,
  CATEGORY_ORDER_STALE,
  IN_USE,
  SIZE_NAME_TAKEN,
  type CategoryBody,
  type SizeBody,
  type StoragePricesBody,
} from '#src/shared/schemas/admin-catalogue-setup';
import { isBedsCategory } from '#src/shared/domain/catalog-rules';
import { fromCents, toCents } from '#src/shared/domain/money';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import * as repo from './catalogue-setup.repo';

// Every write runs in one transaction with its audit record. The catalogue's triggers
// notify every server process, whose caches drop what they hold (docs/decisions/0006):
// nothing here needs to invalidate anything.

export class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
  }
}

export type Actor = number | null;

export const taken = (field: string, message: string) => new FormError(409, [{ field, message }]);

/** Runs `work` in a transaction; a unique index refusing the row becomes `onDuplicate`. */
export async function write<T>(
  db: Database,
  onDuplicate: FormError | undefined,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    if (onDuplicate && isUniqueViolation(error)) throw onDuplicate;
    if (repo.isForeignKeyViolation(error)) {
      // Checked before deleting; a use added meanwhile is caught by the constraint.
      throw new FormError(409, [], 'This record is in use and cannot be deleted.');
    }
    throw error;
  }
}

// Fabrics and colours: catalogue-setup-fabrics.service.ts.

// ---- categories ----

/** Every category in storefront order, with its product count and storage prices. */
export const listCategories = (db: Database) => repo.listCategories(db);

export function createCategory(db: Database, actor: Actor, body: CategoryBody) {
  const duplicate = taken('category_name', CATEGORY_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    // Names are unique whatever their case: the storefront's filters match them so.
    if (await repo.categoryNameTaken(tx, body.category_name)) throw duplicate;
    const row = await repo.insertCategory(tx, body.category_name);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'category',
      entityId: row.id,
      action: 'created',
      after: { category_name: row.categoryName },
    });
    return row;
  });
}

export function renameCategory(db: Database, actor: Actor, id: number, body: CategoryBody) {
  const duplicate = taken('category_name', CATEGORY_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const row = await repo.lockCategory(tx, id);
    if (!row) throw new NotFound('Category');
    const renamingBeds = isBedsCategory(row.categoryName) && !isBedsCategory(body.category_name);
    if (renamingBeds)
      throw new FormError(409, [{ field: 'category_name', message: BEDS_KEEPS_NAME }]);
    if (await repo.categoryNameTaken(tx, body.category_name, id)) throw duplicate;
    await repo.setCategoryName(tx, id, body.category_name);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'category',
      entityId: id,
      action: 'renamed',
      before: { category_name: row.categoryName },
      after: { category_name: body.category_name },
    });
  });
}

/** `ids` is every category in the new order; a list that differs was read before a change. */
export function reorderCategories(db: Database, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await repo.lockCategoryOrder(tx);
    const known = new Set(rows.map((r) => r.id));
    if (rows.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw new FormError(409, [], CATEGORY_ORDER_STALE);
    }
    await repo.setCategoryOrder(tx, ids);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'category',
      entityId: 'order',
      action: 'reordered',
      before: { ids: rows.map((r) => r.id) },
      after: { ids },
    });
  });
}

export function deleteCategory(db: Database, actor: Actor, id: number) {
  return write(db, undefined, async (tx) => {
    const row = await repo.lockCategory(tx, id);
    if (!row) throw new NotFound('Category');
    if (isBedsCategory(row.categoryName)) throw new FormError(409, [], BEDS_KEEPS_NAME);
    const count = await repo.productCountOfCategory(tx, id);
    if (count > 0) throw new FormError(409, [], CATEGORY_NOT_EMPTY(count));
    await repo.deleteCategoryRow(tx, id);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'category',
      entityId: id,
      action: 'deleted',
      before: { category_name: row.categoryName },
    });
  });
}

// ---- sizes ----

const sizeValues = (body: SizeBody): repo.SizeValues => ({
  size: body.size,
  length: body.length,
  width: body.width,
  height: body.height,
  multiplier: body.multiplier,
});

/** Every size with how many products, variations and orders use it. */
export const listSizes = (db: Database) => repo.listSizes(db);

export function createSize(db: Database, actor: Actor, body: SizeBody) {
  const duplicate = taken('size', SIZE_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await repo.sizeNameTaken(tx, body.size)) throw duplicate;
    const row = await repo.insertSize(tx, sizeValues(body));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'size',
      entityId: row.id,
      action: 'created',
      after: sizeValues(body),
    });
    return row;
  });
}

export function updateSize(db: Database, actor: Actor, id: number, body: SizeBody) {
  const duplicate = taken('size', SIZE_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const row = await repo.lockSize(tx, id);
    if (!row) throw new NotFound('Size');
    if (await repo.sizeNameTaken(tx, body.size, id)) throw duplicate;
    await repo.setSizeValues(tx, id, sizeValues(body));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'size',
      entityId: id,
      action: 'updated',
      before: sizeValues(row),
      after: sizeValues(body),
    });
  });
}

export function deleteSize(db: Database, actor: Actor, id: number) {
  return write(db, undefined, async (tx) => {
    const row = await repo.lockSize(tx, id);
    if (!row) throw new NotFound('Size');
    const uses = await repo.usesOf(tx, 'size', id);
    if (uses) throw new FormError(409, [], IN_USE('size', uses));
    await repo.deleteSizeRow(tx, id);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'size',
      entityId: id,
      action: 'deleted',
      before: sizeValues(row),
    });
  });
}

// ---- storage prices ----

export function setStoragePrices(
  db: Database,
  actor: Actor,
  categoryId: number,
  body: StoragePricesBody,
) {
  return db.transaction(async (tx) => {
    const category = await repo.lockCategoryId(tx, categoryId);
    if (!category) throw new NotFound('Category');
    const before = await repo.storagePricesOf(tx, categoryId);
    const values = { ottomanBase: body.ottomanBase, cloudBase: body.cloudBase };
    const cents = {
      ottomanBaseCents: toCents(body.ottomanBase),
      cloudBaseCents: toCents(body.cloudBase),
    };
    await repo.saveStoragePrices(tx, categoryId, cents);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'storage-prices',
      entityId: categoryId,
      action: 'updated',
      before: before
        ? {
            ottomanBase: fromCents(before.ottomanBaseCents),
            cloudBase: fromCents(before.cloudBaseCents),
          }
        : null,
      after: values,
    });
    return values;
  });
}
