import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { fabricColors, fabrics } from '#src/db/schema/catalog';
import { countOf, nameTaken, nextSortOrder } from './catalogue-setup.repo';

// The writes of the fabrics and colours screen, run by catalogue-setup-fabrics.service.ts
// in its transactions. Their reads (the list, what uses each): catalogue-setup.repo.ts.

// ---- fabrics ----

export const fabricNameTaken = (tx: Queryable, name: string, exceptId?: number) =>
  nameTaken(tx, fabrics, fabrics.fabricName, name, exceptId);

/** A new fabric, last in the list. */
export async function insertFabric(tx: Queryable, name: string) {
  const [row] = await tx
    .insert(fabrics)
    .values({ fabricName: name, sortOrder: nextSortOrder('fabrics') })
    .returning();
  return row!;
}

/** The fabric's row, locked until the transaction ends; undefined when there is none. */
export async function lockFabric(tx: Queryable, id: number) {
  const [row] = await tx.select().from(fabrics).where(eq(fabrics.id, id)).for('update');
  return row;
}

export async function setFabricName(tx: Queryable, id: number, name: string) {
  await tx.update(fabrics).set({ fabricName: name }).where(eq(fabrics.id, id));
}

/** Orders of any of the fabric's colours. */
export const ordersOfFabricColors = (tx: Queryable, fabricId: number) =>
  countOf(
    tx,
    sql`select count(*) as n from orders o join fabric_colors fc on fc.id = o.fabric_color_id
        where fc.fabric_id = ${fabricId}`,
  );

/** Deletes the fabric; its colours go with it (on delete cascade). */
export async function deleteFabricRow(tx: Queryable, id: number) {
  await tx.delete(fabrics).where(eq(fabrics.id, id));
}

// ---- colours ----

/** Whether another colour of the fabric has this name, whatever its case. */
export async function colorNameTaken(
  tx: Queryable,
  fabricId: number,
  name: string,
  exceptId?: number,
) {
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

/** A new colour, last among its fabric's. */
export async function insertColor(tx: Queryable, fabricId: number, name: string) {
  const [row] = await tx
    .insert(fabricColors)
    .values({
      fabricId,
      colorName: name,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from fabric_colors
          where fabric_id = ${fabricId})`,
    })
    .returning();
  return row!;
}

/** The colour's row if it is the fabric's, locked until the transaction ends. */
export async function lockColor(tx: Queryable, fabricId: number, colorId: number) {
  const [row] = await tx
    .select()
    .from(fabricColors)
    .where(and(eq(fabricColors.id, colorId), eq(fabricColors.fabricId, fabricId)))
    .for('update');
  return row;
}

export async function setColorName(tx: Queryable, colorId: number, name: string) {
  await tx.update(fabricColors).set({ colorName: name }).where(eq(fabricColors.id, colorId));
}

export async function setColorImage(tx: Queryable, colorId: number, imageUrl: string) {
  await tx.update(fabricColors).set({ imageUrl }).where(eq(fabricColors.id, colorId));
}

export async function deleteColorRow(tx: Queryable, colorId: number) {
  await tx.delete(fabricColors).where(eq(fabricColors.id, colorId));
}

/** Whether the fabric has this colour (no lock: checked before an upload is processed). */
export async function colorExists(db: Queryable, fabricId: number, colorId: number) {
  const rows = await db
    .select({ id: fabricColors.id })
    .from(fabricColors)
    .where(and(eq(fabricColors.id, colorId), eq(fabricColors.fabricId, fabricId)));
  return rows.length > 0;
}
