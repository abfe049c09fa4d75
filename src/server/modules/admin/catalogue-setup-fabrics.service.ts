import type { Database, Queryable } from '#src/db/database';
import {
  COLOR_NAME_TAKEN,
  FABRIC_NAME_TAKEN,
  IN_USE,
  type ColorBody,
  type FabricBody,
} from '#src/shared/schemas/admin-catalogue-setup';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import * as repo from './catalogue-setup-fabrics.repo';
import * as setupRepo from './catalogue-setup.repo';
import { NotFound, taken, write, type Actor } from './catalogue-setup.service';

// ---- fabrics and colours (colours are recorded in their fabric's history) ----

/** Every fabric with its colours and swatches, and what uses them. */
export const listFabrics = (db: Database) => setupRepo.listFabrics(db);

export function createFabric(db: Database, actor: Actor, body: FabricBody) {
  const duplicate = taken('fabric_name', FABRIC_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    if (await repo.fabricNameTaken(tx, body.fabric_name)) throw duplicate;
    const row = await repo.insertFabric(tx, body.fabric_name);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: row.id,
      action: 'created',
      after: { fabric_name: row.fabricName },
    });
    return row;
  });
}

/** The fabric, locked until the transaction ends. */
async function lockedFabric(tx: Queryable, id: number) {
  const row = await repo.lockFabric(tx, id);
  if (!row) throw new NotFound('Fabric');
  return row;
}

export function renameFabric(db: Database, actor: Actor, id: number, body: FabricBody) {
  const duplicate = taken('fabric_name', FABRIC_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    const row = await lockedFabric(tx, id);
    if (await repo.fabricNameTaken(tx, body.fabric_name, id)) throw duplicate;
    await repo.setFabricName(tx, id, body.fabric_name);
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
    const row = await lockedFabric(tx, id);
    const uses = await setupRepo.usesOf(tx, 'fabric', id);
    if (uses) throw new FormError(409, [], IN_USE('fabric', uses));
    const n = await repo.ordersOfFabricColors(tx, id);
    if (n > 0) throw new FormError(409, [], IN_USE('fabric', `${n} order${n === 1 ? '' : 's'}`));
    await repo.deleteFabricRow(tx, id);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: id,
      action: 'deleted',
      before: { fabric_name: row.fabricName },
    });
  });
}

export function addColor(db: Database, actor: Actor, fabricId: number, body: ColorBody) {
  const duplicate = taken('color_name', COLOR_NAME_TAKEN);
  return write(db, duplicate, async (tx) => {
    await lockedFabric(tx, fabricId);
    if (await repo.colorNameTaken(tx, fabricId, body.color_name)) throw duplicate;
    const row = await repo.insertColor(tx, fabricId, body.color_name);
    await recordAudit(tx, {
      actorUserId: actor,
      entityType: 'fabric',
      entityId: fabricId,
      action: 'color-added',
      after: { id: row.id, color_name: row.colorName },
    });
    return row;
  });
}

/** The fabric's colour, locked until the transaction ends. */
async function lockedColor(tx: Queryable, fabricId: number, colorId: number) {
  const row = await repo.lockColor(tx, fabricId, colorId);
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
    const row = await lockedColor(tx, fabricId, colorId);
    if (await repo.colorNameTaken(tx, fabricId, body.color_name, colorId)) throw duplicate;
    await repo.setColorName(tx, colorId, body.color_name);
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
    const row = await lockedColor(tx, fabricId, colorId);
    const uses = await setupRepo.usesOf(tx, 'color', colorId);
    if (uses) throw new FormError(409, [], IN_USE('colour', uses));
    await repo.deleteColorRow(tx, colorId);
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
    const row = await lockedColor(tx, fabricId, colorId);
    await repo.setColorImage(tx, colorId, imageUrl);
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
export const colorExists = (db: Database, fabricId: number, colorId: number) =>
  repo.colorExists(db, fabricId, colorId);
