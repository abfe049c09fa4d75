import type { AdminProduct, ProductFormOptions, VariationRow } from '../types';
import { parseTypedNumber } from '#src/web/lib/typed-number';
import { euroProblem, euroText } from './money-input';

export interface GridColumn {
  sizeId: number;
  label: string;
}

export interface GridRow {
  fabricId: number | null;
  fabricColorId: number | null;
  label: string;
}

export interface Grid {
  columns: GridColumn[];
  rows: GridRow[];
}

/** The typed price of each cell, by cellKey; blank means "no price for this combination". */
export type Cells = Record<string, string>;

export const cellKey = (sizeId: number, fabricId: number | null, colorId: number | null) =>
  `${sizeId}:${fabricId ?? ''}:${colorId ?? ''}`;

export const ANY_FABRIC_LABEL = 'Any fabric (size price)';

/**
 * The product's grid: a column per size, a row per fabric colour (or fabric, when it has
 * no colours), and first a row of prices per size that apply whatever the fabric.
 */
export function gridOf(
  product: Pick<AdminProduct, 'sizeIds' | 'fabricIds'>,
  options: ProductFormOptions,
): Grid {
  const columns = options.sizes
    .filter((s) => product.sizeIds.includes(s.id))
    .map((s) => ({ sizeId: s.id, label: s.name }));
  const rows: GridRow[] = [{ fabricId: null, fabricColorId: null, label: ANY_FABRIC_LABEL }];
  for (const fabric of options.fabrics.filter((f) => product.fabricIds.includes(f.id))) {
    if (fabric.colors.length === 0) {
      rows.push({ fabricId: fabric.id, fabricColorId: null, label: fabric.name });
    }
    for (const colour of fabric.colors) {
      rows.push({
        fabricId: fabric.id,
        fabricColorId: colour.id,
        label: `${fabric.name} – ${colour.name}`,
      });
    }
  }
  return { columns, rows };
}

export function cellsOf(product: Pick<AdminProduct, 'variations'>): Cells {
  return Object.fromEntries(
    product.variations.map((v) => [
      cellKey(v.sizeId, v.fabricId, v.fabricColorId),
      euroText(v.price_euro),
    ]),
  );
}

const everyCell = (grid: Grid) =>
  grid.rows.flatMap((row) =>
    grid.columns.map((column) => ({
      key: cellKey(column.sizeId, row.fabricId, row.fabricColorId),
      row,
      column,
    })),
  );

/**
 * The cells once the product's sizes or fabrics changed (its details saved): the prices
 * the server now has, and what staff typed but had not saved wherever its cell is still
 * in the grid.
 */
export function regrid(typed: Cells, saved: Cells, fresh: Cells, grid: Grid): Cells {
  const next = { ...fresh };
  for (const { key } of everyCell(grid)) {
    const text = typed[key] ?? '';
    if (text.trim() !== (saved[key] ?? '').trim()) next[key] = text;
  }
  return next;
}

/** Every blank cell of the grid set to `price`. */
export function fillEmpty(cells: Cells, grid: Grid, price: string): Cells {
  const next = { ...cells };
  for (const { key } of everyCell(grid)) if (!next[key]?.trim()) next[key] = price;
  return next;
}

/** Every cell of one size's column set to `price` (blank clears the column). */
export function setColumn(cells: Cells, grid: Grid, sizeId: number, price: string): Cells {
  const next = { ...cells };
  for (const { key, column } of everyCell(grid)) if (column.sizeId === sizeId) next[key] = price;
  return next;
}

/**
 * The rows to send (filled cells of this grid, in grid order) with the cell key of each,
 * or the problems of the cells that cannot be sent.
 */
export function rowsToSave(
  cells: Cells,
  grid: Grid,
): { rows: VariationRow[]; keys: string[]; problems: Record<string, string> } {
  const rows: VariationRow[] = [];
  const keys: string[] = [];
  const problems: Record<string, string> = {};
  for (const { key, row, column } of everyCell(grid)) {
    const text = cells[key] ?? '';
    const problem = euroProblem(text);
    if (problem) {
      problems[key] = problem;
      continue;
    }
    const price = parseTypedNumber(text);
    if (price === undefined) continue;
    rows.push({
      sizeId: column.sizeId,
      fabricId: row.fabricId,
      fabricColorId: row.fabricColorId,
      price_euro: price,
    });
    keys.push(key);
  }
  return { rows, keys, problems };
}
