import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { fabricColors, fabrics } from '#src/db/schema/catalog';
import {
  COLOR_NAME_TAKEN,
  FABRIC_NAME_TAKEN,
  IN_USE,
  type ColorBody,
  type FabricBody,
} from '#src/shared/schemas/admin-catalogue-setup';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import * as repo from './catalogue-setup.repo';
import { NotFound, taken, write, type Actor } from './catalogue-setup.service';

// ---- fabrics and colours (colours are recorded in their fabric's history) ----

/** Every fabric with its colours and swatches, and what uses them. */
export const listFabrics = (db: Database) => repo.listFabrics(db);

export function createFabric(db: Database, actor: Actor, body: FabricBody) {
  const duplicate = taken('fabric_name', FABRIC_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await repo.nameTaken(tx, fabrics, fabrics.fabricName, body.fabric_name)) throw duplicate;
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
    if (await repo.nameTaken(tx, fabrics, fabrics.fabricName, body.fabric_name, id))
      throw duplicate;
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
