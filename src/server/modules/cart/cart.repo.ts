import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { carts } from '#src/db/schema/cart';
import { uploadedFiles } from '#src/db/schema/files';

export type { Db };

/** The buyer's cart as stored, locked until the transaction ends; undefined when none yet. */
export async function lockCart(db: Db, userId: number) {
  const [row] = await db
    .select({ items: carts.items, version: carts.version })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return row;
}

export async function readCart(db: Db, userId: number) {
  const [row] = await db
    .select({ items: carts.items, version: carts.version })
    .from(carts)
    .where(eq(carts.userId, userId));
  return row;
}

/**
 * Stores the cart as version `version`. The first cart of a buyer is inserted, and two first
 * carts at once leave one row: the second answers undefined, as a stale version would.
 */
export async function writeCart(db: Db, userId: number, items: unknown[], version: number) {
  if (version === 1) {
    const [row] = await db
      .insert(carts)
      .values({ userId, items, version, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning({ version: carts.version });
    return row;
  }
  const [row] = await db
    .update(carts)
    .set({ items, version, updatedAt: new Date() })
    .where(and(eq(carts.userId, userId), eq(carts.version, version - 1)))
    .returning({ version: carts.version });
  return row;
}

const cartFileColumns = {
  fileId: uploadedFiles.id,
  fileName: uploadedFiles.originalName,
  fileSize: uploadedFiles.sizeBytes,
  mimeType: uploadedFiles.mimeType,
  storageKey: uploadedFiles.storageKey,
};

const ownCartFile = (userId: number) =>
  and(eq(uploadedFiles.ownerUserId, userId), eq(uploadedFiles.purpose, 'cart_quote'));

/** The buyer's cart quote files among `ids`. */
export async function cartFilesOf(db: Db, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(cartFileColumns)
    .from(uploadedFiles)
    .where(and(ownCartFile(userId), inArray(uploadedFiles.id, [...ids])));
}

export async function countCartFiles(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploadedFiles)
    .where(ownCartFile(userId));
  return row?.count ?? 0;
}

/** Forgets the buyer's cart files among `ids`; answers where their bytes are. */
export async function deleteCartFiles(db: Db, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(uploadedFiles)
    .where(and(ownCartFile(userId), inArray(uploadedFiles.id, [...ids])))
    .returning({ storageKey: uploadedFiles.storageKey });
}

/** Carts nobody changed since `before`, with their lines: the sweep empties them. */
export async function deleteCartsUntouchedSince(db: Db, before: Date) {
  return db
    .delete(carts)
    .where(lt(carts.updatedAt, before))
    .returning({ userId: carts.userId, items: carts.items });
}

/**
 * Cart quote files uploaded before `before` that no line of their owner's cart names: a
 * line removed, merged, ordered, or never added. Forgotten; answers where their bytes are.
 */
export async function deleteUnnamedCartFiles(db: Db, before: Date) {
  return db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.purpose, 'cart_quote'),
        lt(uploadedFiles.createdAt, before),
        sql`not exists (
          select 1 from ${carts}, jsonb_array_elements(${carts.items}) as line
          where ${carts.userId} = ${uploadedFiles.ownerUserId}
            and line -> 'specialQuote' ->> 'fileId' = ${uploadedFiles.id}::text)`,
      ),
    )
    .returning({ storageKey: uploadedFiles.storageKey });
}

/** One of the buyer's cart quote files, for its download. */
export async function cartFile(db: Db, userId: number, id: string) {
  const [row] = await cartFilesOf(db, userId, [id]);
  return row && { ...row, originalName: row.fileName };
}
