import type { Database, Queryable as Db } from '#src/db/database';
import { isUniqueViolation } from '#src/db/errors';
import { fromCents } from '#src/shared/domain/money';
import { totalsCentsOf, totalsInEuro } from '#src/shared/domain/pricing';
import { PRODUCT_UNAVAILABLE } from '#src/shared/schemas/orders';
import {
  listNameTaken,
  MAX_LISTS,
  TOO_MANY_LISTS,
  type ListBody,
  type ListDetail,
  type ListLine,
  type ListLineAnswer,
  type ListSummary,
} from '#src/shared/schemas/saved-lists';
import { FormError, type FieldError } from '../../lib/form-validation';
import { priceLine, type ProductFacts } from '../orders/order-lines';
import { optionNotSold, optionRequired } from '../quick-order/quick-order.service';
import * as repo from './saved-lists.repo';

/**
 * Saved lists (docs/business-rules.md "Saved lists"): a buyer's named lines, read back
 * with today's prices and availability by the checkout's own rule (`priceLine`), with
 * the quick order's reasons for an option no longer sold. A list belongs to the buyer's
 * account: anyone else's list is "not found".
 */

export async function buyersLists(db: Db, userId: number): Promise<ListSummary[]> {
  const rows = await repo.listsOf(db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    line_count: Number(row.lineCount),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The product's sizes, fabrics or colours by name, for "Choose from: …". */
const namesOf = <T extends { name: string } | string>(options: Map<number, T>) =>
  [...options.values()].map((o) => (typeof o === 'string' ? o : o.name));

/**
 * Why a saved choice cannot be ordered as it stands, before pricing: the product is gone
 * or not sold now, or one of its options is no longer sold for it.
 */
function choiceProblem(row: repo.LineRow, product: ProductFacts | undefined): string | null {
  if (!product || product.status !== 'available') return PRODUCT_UNAVAILABLE;
  const name = product.name;
  if (!product.sizes.has(row.sizeId)) {
    return optionNotSold('Size', row.sizeName, name, namesOf(product.sizes));
  }
  if (row.fabricId === null) {
    return product.fabrics.size > 0
      ? optionRequired('Fabric', name, namesOf(product.fabrics))
      : null;
  }
  const fabric = product.fabrics.get(row.fabricId);
  if (!fabric) return optionNotSold('Fabric', row.fabricName ?? '', name, namesOf(product.fabrics));
  const of = `Colour of ${fabric.name}`;
  if (row.fabricColorId === null) {
    return fabric.colors.size > 0 ? optionRequired(of, name, namesOf(fabric.colors)) : null;
  }
  if (!fabric.colors.has(row.fabricColorId)) {
    return optionNotSold(of, row.colourName ?? '', name, namesOf(fabric.colors));
  }
  return null;
}

/** Each line of the list as it stands today, and the totals of one room of it. */
async function detailOf(db: Db, list: repo.ListRow): Promise<ListDetail> {
  const rows = await repo.linesOf(db, list.id);
  const facts = await repo.loadProductFacts(
    db,
    rows.map((r) => r.productId),
  );
  // Stock is shared by every line of a product: the lines ask for it together.
  const askedOf = new Map<number, number>();
  for (const row of rows)
    askedOf.set(row.productId, (askedOf.get(row.productId) ?? 0) + row.quantity);

  const priced: Array<{ unitCents: number; quantity: number }> = [];
  const lines = rows.map((row): ListLineAnswer => {
    const product = facts.get(row.productId);
    const line: ListLineAnswer = {
      position: row.position,
      product: {
        id: row.productId,
        name: row.productName,
        sku: row.sku,
        image: product?.image ?? null,
      },
      size: { id: row.sizeId, name: row.sizeName },
      fabric: row.fabricId === null ? null : { id: row.fabricId, name: row.fabricName ?? '' },
      colour:
        row.fabricColorId === null ? null : { id: row.fabricColorId, name: row.colourName ?? '' },
      storageType: row.storageType,
      quantity: row.quantity,
      specialQuoteText: row.specialQuoteText,
      orderable: false,
      reason: null,
      stock: product && !product.isBed && product.stock >= 0 ? product.stock : null,
      price: null,
      vat: null,
      total: null,
    };
    line.reason = choiceProblem(row, product);
    if (line.reason) return line;
    const result = priceLine(
      {
        productId: row.productId,
        sizeId: row.sizeId,
        fabricId: row.fabricId,
        fabricColorId: row.fabricColorId,
        quantity: row.quantity,
        referenceNumber: '',
        storageType: row.storageType,
      },
      product,
      'line',
      askedOf.get(row.productId),
    );
    if (!result.ok) {
      line.reason = result.error.message;
      return line;
    }
    line.orderable = true;
    line.price = fromCents(result.line.unitCents);
    line.vat = fromCents(result.line.vatCents);
    line.total = fromCents(result.line.totalCents);
    priced.push({ unitCents: result.line.unitCents, quantity: row.quantity });
    return line;
  });
  return {
    id: list.id,
    name: list.name,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
    lines,
    ...totalsInEuro(totalsCentsOf(priced)),
  };
}

/** The buyer's list with today's prices; undefined when they have no list of this id. */
export async function listDetail(
  db: Db,
  userId: number,
  id: number,
): Promise<ListDetail | undefined> {
  const list = await repo.findList(db, userId, id);
  return list && detailOf(db, list);
}

/** What makes a line the same choice: product, options and storage. */
const choiceKey = (
  line: Pick<ListLine, 'productId' | 'sizeId' | 'fabricId' | 'fabricColorId' | 'storageType'>,
) =>
  JSON.stringify([
    line.productId,
    line.sizeId,
    line.fabricId,
    line.fabricColorId,
    line.storageType,
  ]);

/**
 * Refuses a line the catalogue does not sell as chosen: a product gone, an option not
 * sold for it, storage on what is not a bed. Whether it is available or in stock today
 * is not asked (the list is for later; reading it says). A line the list already has
 * is kept as it is, even if the catalogue has changed since: the buyer sees why.
 */
async function checkLines(tx: Db, lines: readonly ListLine[], kept: ReadonlySet<string>) {
  const fresh = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => !kept.has(choiceKey(line)));
  const facts = await repo.loadProductFacts(
    tx,
    fresh.map(({ line }) => line.productId),
  );
  const errors: FieldError[] = [];
  for (const { line, index } of fresh) {
    const field = `lines.${index}`;
    const product = facts.get(line.productId);
    if (!product || product.status === 'archived') {
      errors.push({ field: `${field}.productId`, message: PRODUCT_UNAVAILABLE });
      continue;
    }
    // The choice alone: availability and stock are today's question, not the list's.
    const result = priceLine(
      { ...line, referenceNumber: '' },
      { ...product, status: 'available', stock: -1 },
      field,
    );
    if (!result.ok) errors.push(result.error);
  }
  if (errors.length > 0) throw new FormError(400, errors);
}

async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new FormError(409, [{ field: 'name', message: listNameTaken(name) }]);
    }
    throw error;
  }
}

/** A new list of the buyer's; refused past MAX_LISTS or under a name they already use. */
export async function createList(
  db: Database,
  userId: number,
  body: ListBody,
): Promise<ListDetail> {
  return withUniqueName(body.name, () =>
    db.transaction(async (tx) => {
      await repo.lockBuyer(tx, userId);
      if ((await repo.countLists(tx, userId)) >= MAX_LISTS) {
        throw new FormError(409, [{ field: 'name', message: TOO_MANY_LISTS }]);
      }
      await checkLines(tx, body.lines, new Set());
      const list = await repo.insertList(tx, userId, body.name);
      await repo.replaceLines(tx, list.id, body.lines);
      return detailOf(tx, list);
    }),
  );
}

/** The buyer's list renamed and its lines replaced; undefined when they have no such list. */
export async function replaceList(
  db: Database,
  userId: number,
  id: number,
  body: ListBody,
): Promise<ListDetail | undefined> {
  return withUniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const found = await repo.lockList(tx, userId, id);
      if (!found) return undefined;
      const kept = new Set((await repo.linesOf(tx, id)).map(choiceKey));
      await checkLines(tx, body.lines, kept);
      const list = await repo.renameList(tx, id, body.name);
      await repo.replaceLines(tx, id, body.lines);
      return detailOf(tx, list);
    }),
  );
}

export const deleteList = (db: Db, userId: number, id: number) => repo.deleteList(db, userId, id);
