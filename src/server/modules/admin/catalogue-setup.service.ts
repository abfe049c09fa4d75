import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Queryable } from '../../../db/client';
import {
  categories,
  fabricColors,
  fabrics,
  sizes,
  storagePrices,
} from '../../../db/schema/catalog';
import {
  BEDS_KEEPS_NAME,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_EMPTY,
  CATEGORY_ORDER_STALE,
  COLOR_NAME_TAKEN,
  FABRIC_NAME_TAKEN,
  IN_USE,
  SIZE_NAME_TAKEN,
  type CategoryBody,
  type ColorBody,
  type FabricBody,
  type SizeBody,
  type StoragePricesBody,
} from '../../../shared/schemas/admin-catalogue-setup';
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

type Actor = number | null;
const BEDS = 'beds';

const taken = (field: string, message: string) => new FormError(409, [{ field, message }]);

/** Runs `work` in a transaction; a unique index refusing the row becomes `onDuplicate`. */
async function write<T>(
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

/** Names are unique whatever their case: the storefront's filters match them so. */
async function nameTaken(
  tx: Queryable,
  table: typeof categories | typeof sizes | typeof fabrics,
  column: typeof categories.categoryName | typeof sizes.size | typeof fabrics.fabricName,
  value: string,
  exceptId?: number,
) {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${column}) = lower(${value})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- categories ----

export function createCategory(db: Database, actor: Actor, body: CategoryBody) {
  const duplicate = taken('category_name', CATEGORY_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await nameTaken(tx, categories, categories.categoryName, body.category_name)) {
      throw duplicate;
    }
    const [row] = await tx
      .insert(categories)
      .values({
        categoryName: body.category_name,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from categories)`,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'category',
      entityId: row!.id,
      action: 'created',
      after: { category_name: row!.categoryName },
    });
    return row!;
  });
}

export function renameCategory(db: Database, actor: Actor, id: number, body: CategoryBody) {
  const duplicate = taken('category_name', CATEGORY_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new NotFound('Category');
    const renamingBeds =
      row.categoryName.toLowerCase() === BEDS && body.category_name.toLowerCase() !== BEDS;
    if (renamingBeds)
      throw new FormError(409, [{ field: 'category_name', message: BEDS_KEEPS_NAME }]);
    if (await nameTaken(tx, categories, categories.categoryName, body.category_name, id)) {
      throw duplicate;
    }
    await tx
      .update(categories)
      .set({ categoryName: body.category_name })
      .where(eq(categories.id, id));
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
    const rows = await tx
      .select({ id: categories.id, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(categories.sortOrder, categories.id)
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (rows.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw new FormError(409, [], CATEGORY_ORDER_STALE);
    }
    await tx.execute(sql`update categories c set sort_order = x.position
      from unnest(${repo.intArray(ids)}) with ordinality as x(id, position)
      where c.id = x.id and c.sort_order is distinct from x.position`);
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
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new NotFound('Category');
    if (row.categoryName.toLowerCase() === BEDS) throw new FormError(409, [], BEDS_KEEPS_NAME);
    const count = await repo.productCountOfCategory(tx, id);
    if (count > 0) throw new FormError(409, [], CATEGORY_NOT_EMPTY(count));
    await tx.delete(categories).where(eq(categories.id, id));
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

const sizeValues = (body: SizeBody) => ({
  size: body.size,
  length: body.length,
  width: body.width,
  height: body.height,
  multiplier: body.multiplier,
});

export function createSize(db: Database, actor: Actor, body: SizeBody) {
  const duplicate = taken('size', SIZE_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await nameTaken(tx, sizes, sizes.size, body.size)) throw duplicate;
    const [row] = await tx
      .insert(sizes)
      .values({
        ...sizeValues(body),
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from sizes)`,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'size',
      entityId: row!.id,
      action: 'created',
      after: sizeValues(body),
    });
    return row!;
  });
}

export function updateSize(db: Database, actor: Actor, id: number, body: SizeBody) {
  const duplicate = taken('size', SIZE_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const [row] = await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
    if (!row) throw new NotFound('Size');
    if (await nameTaken(tx, sizes, sizes.size, body.size, id)) throw duplicate;
    await tx.update(sizes).set(sizeValues(body)).where(eq(sizes.id, id));
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
    const [row] = await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
    if (!row) throw new NotFound('Size');
    const uses = await repo.usesOf(tx, 'size', id);
    if (uses) throw new FormError(409, [], IN_USE('size', uses));
    await tx.delete(sizes).where(eq(sizes.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'size',
      entityId: id,
      action: 'deleted',
      before: sizeValues(row),
    });
  });
}

// ---- fabrics and colours (colours are recorded in their fabric's history) ----

export function createFabric(db: Database, actor: Actor, body: FabricBody) {
  const duplicate = taken('fabric_name', FABRIC_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await nameTaken(tx, fabrics, fabrics.fabricName, body.fabric_name)) throw duplicate;
    const [row] = await tx
      .insert(fabrics)
      .values({
        fabricName: body.fabric_name,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from fabrics)`,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: row!.id,
      action: 'created',
      after: { fabric_name: row!.fabricName },
    });
    return row!;
  });
}

async function lockFabric(tx: Queryable, id: number) {
  const [row] = await tx.select().from(fabrics).where(eq(fabrics.id, id)).for('update');
  if (!row) throw new NotFound('Fabric');
  return row;
}

export function renameFabric(db: Database, actor: Actor, id: number, body: FabricBody) {
  const duplicate = taken('fabric_name', FABRIC_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const row = await lockFabric(tx, id);
    if (await nameTaken(tx, fabrics, fabrics.fabricName, body.fabric_name, id)) throw duplicate;
    await tx.update(fabrics).set({ fabricName: body.fabric_name }).where(eq(fabrics.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: id,
      action: 'renamed',
      before: { fabric_name: row.fabricName },
      after: { fabric_name: body.fabric_name },
    });
  });
}

export function deleteFabric(db: Database, actor: Actor, id: number) {
  return write(db, undefined, async (tx) => {
    const row = await lockFabric(tx, id);
    const uses = await repo.usesOf(tx, 'fabric', id);
    if (uses) throw new FormError(409, [], IN_USE('fabric', uses));
    const n = await repo.countOf(
      tx,
      sql`select count(*) as n from orders o join fabric_colors fc on fc.id = o.fabric_color_id
        where fc.fabric_id = ${id}`,
    );
    if (n > 0) throw new FormError(409, [], IN_USE('fabric', `${n} order${n === 1 ? '' : 's'}`));
    await tx.delete(fabrics).where(eq(fabrics.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: id,
      action: 'deleted',
      before: { fabric_name: row.fabricName },
    });
  });
}

async function colorNameTaken(tx: Queryable, fabricId: number, name: string, exceptId?: number) {
  const rows = await tx
    .select({ id: fabricColors.id })
    .from(fabricColors)
    .where(
      and(
        eq(fabricColors.fabricId, fabricId),
        sql`lower(${fabricColors.colorName}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(fabricColors.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function addColor(db: Database, actor: Actor, fabricId: number, body: ColorBody) {
  const duplicate = taken('color_name', COLOR_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    await lockFabric(tx, fabricId);
    if (await colorNameTaken(tx, fabricId, body.color_name)) throw duplicate;
    const [row] = await tx
      .insert(fabricColors)
      .values({
        fabricId,
        colorName: body.color_name,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from fabric_colors
          where fabric_id = ${fabricId})`,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: fabricId,
      action: 'color-added',
      after: { id: row!.id, color_name: row!.colorName },
    });
    return row!;
  });
}

async function lockColor(tx: Queryable, fabricId: number, colorId: number) {
  const [row] = await tx
    .select()
    .from(fabricColors)
    .where(and(eq(fabricColors.id, colorId), eq(fabricColors.fabricId, fabricId)))
    .for('update');
  if (!row) throw new NotFound('Colour');
  return row;
}

export function renameColor(
  db: Database,
  actor: Actor,
  fabricId: number,
  colorId: number,
  body: ColorBody,
) {
  const duplicate = taken('color_name', COLOR_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const row = await lockColor(tx, fabricId, colorId);
    if (await colorNameTaken(tx, fabricId, body.color_name, colorId)) throw duplicate;
    await tx
      .update(fabricColors)
      .set({ colorName: body.color_name })
      .where(eq(fabricColors.id, colorId));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: fabricId,
      action: 'color-renamed',
      before: { id: colorId, color_name: row.colorName },
      after: { id: colorId, color_name: body.color_name },
    });
  });
}

export function deleteColor(db: Database, actor: Actor, fabricId: number, colorId: number) {
  return write(db, undefined, async (tx) => {
    const row = await lockColor(tx, fabricId, colorId);
    const uses = await repo.usesOf(tx, 'color', colorId);
    if (uses) throw new FormError(409, [], IN_USE('colour', uses));
    await tx.delete(fabricColors).where(eq(fabricColors.id, colorId));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: fabricId,
      action: 'color-deleted',
      before: { id: colorId, color_name: row.colorName, image_url: row.imageUrl },
    });
  });
}

export function setSwatch(
  db: Database,
  actor: Actor,
  fabricId: number,
  colorId: number,
  imageUrl: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockColor(tx, fabricId, colorId);
    await tx.update(fabricColors).set({ imageUrl }).where(eq(fabricColors.id, colorId));
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: fabricId,
      action: 'swatch-replaced',
      before: { id: colorId, image_url: row.imageUrl },
      after: { id: colorId, image_url: imageUrl },
    });
  });
}

/** Whether the colour exists, checked before an upload is processed. */
export async function colorExists(db: Database, fabricId: number, colorId: number) {
  const rows = await db
    .select({ id: fabricColors.id })
    .from(fabricColors)
    .where(and(eq(fabricColors.id, colorId), eq(fabricColors.fabricId, fabricId)));
  return rows.length > 0;
}

// ---- storage prices ----

export function setStoragePrices(
  db: Database,
  actor: Actor,
  categoryId: number,
  body: StoragePricesBody,
) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('update');
    if (!category) throw new NotFound('Category');
    const [before] = await tx
      .select()
      .from(storagePrices)
      .where(eq(storagePrices.categoryId, categoryId));
    const values = { ottomanBase: body.ottomanBase, cloudBase: body.cloudBase };
    await tx
      .insert(storagePrices)
      .values({ categoryId, ...values })
      .onConflictDoUpdate({
        target: storagePrices.categoryId,
        set: { ...values, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'storage-prices',
      entityId: categoryId,
      action: 'updated',
      before: before ? { ottomanBase: before.ottomanBase, cloudBase: before.cloudBase } : null,
      after: values,
    });
    return values;
  });
}
