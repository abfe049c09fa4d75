import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companyMembers } from '#src/db/schema/companies';
import { fabricColors, fabrics, products, sizes } from '#src/db/schema/catalog';
import { savedListLines, savedLists } from '#src/db/schema/saved-lists';
import type { ListLine } from '#src/shared/schemas/saved-lists';

export { loadProductFacts } from '../orders/pricing-facts.repo';

/**
 * The lists a buyer may use: their own and, in a company, every member's
 * (docs/business-rules.md "Saved lists": shared within the company).
 */
const usableBy = (userId: number) =>
  sql`${savedLists.userId} in (select ${userId}::int union
    select m.user_id from ${companyMembers} m where m.company_id =
      (select own.company_id from ${companyMembers} own where own.user_id = ${userId}))`;

/** The lists the buyer may use, with their number of lines, most recently changed first. */
export function listsOf(db: Db, userId: number) {
  return db
    .select({
      id: savedLists.id,
      name: savedLists.name,
      updatedAt: savedLists.updatedAt,
      lineCount: sql<number>`(select count(*)::int from ${savedListLines}
        where ${savedListLines.listId} = ${savedLists.id})`,
    })
    .from(savedLists)
    .where(usableBy(userId))
    .orderBy(desc(savedLists.updatedAt), desc(savedLists.id));
}

/** The list of this id if this buyer may use it; undefined otherwise (whoever else owns it). */
export async function findList(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, id), usableBy(userId)));
  return row;
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

/** The lines of a list in their order, with the names of what they name. */
export function linesOf(db: Db, listId: number) {
  return db
    .select({
      position: savedListLines.position,
      productId: savedListLines.productId,
      productName: products.productName,
      sku: products.sku,
      sizeId: savedListLines.sizeId,
      sizeName: sizes.size,
      fabricId: savedListLines.fabricId,
      fabricName: fabrics.fabricName,
      fabricColorId: savedListLines.fabricColorId,
      colourName: fabricColors.colorName,
      storageType: savedListLines.storageType,
      quantity: savedListLines.quantity,
      specialQuoteText: savedListLines.specialQuoteText,
    })
    .from(savedListLines)
    .innerJoin(products, eq(products.id, savedListLines.productId))
    .innerJoin(sizes, eq(sizes.id, savedListLines.sizeId))
    .leftJoin(fabrics, eq(fabrics.id, savedListLines.fabricId))
    .leftJoin(fabricColors, eq(fabricColors.id, savedListLines.fabricColorId))
    .where(eq(savedListLines.listId, listId))
    .orderBy(asc(savedListLines.position));
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/**
 * Locks the buyer's row until the transaction ends: one change of their lists at a time,
 * so that two saves at once cannot pass the limit of lists together.
 */
export async function lockBuyer(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A list the buyer may use, of this id, locked until the transaction ends. */
export async function lockList(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, id), usableBy(userId)))
    .for('update');
  return row;
}

export async function countLists(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(savedLists)
    .where(eq(savedLists.userId, userId));
  return row?.n ?? 0;
}

export async function insertList(tx: Db, userId: number, name: string): Promise<ListRow> {
  const [row] = await tx.insert(savedLists).values({ userId, name }).returning();
  return row!;
}

export async function renameList(tx: Db, id: number, name: string): Promise<ListRow> {
  const [row] = await tx
    .update(savedLists)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(savedLists.id, id))
    .returning();
  return row!;
}

/** The list's lines become these, numbered 1, 2, 3… in the order given. */
export async function replaceLines(tx: Db, listId: number, lines: readonly ListLine[]) {
  await tx.delete(savedListLines).where(eq(savedListLines.listId, listId));
  if (lines.length === 0) return;
  await tx.insert(savedListLines).values(
    lines.map((line, index) => ({
      listId,
      position: index + 1,
      productId: line.productId,
      sizeId: line.sizeId,
      fabricId: line.fabricId,
      fabricColorId: line.fabricColorId,
      storageType: line.storageType,
      quantity: line.quantity,
      specialQuoteText: line.specialQuoteText,
    })),
  );
}

/** Deletes a list the buyer may use (its lines go with it); false when there is none. */
export async function deleteList(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedLists)
    .where(and(eq(savedLists.id, id), usableBy(userId)))
    .returning({ id: savedLists.id });
  return gone.length > 0;
}
