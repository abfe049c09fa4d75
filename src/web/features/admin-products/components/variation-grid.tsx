import { useMemo, useState } from 'react';
import { withoutGrouping } from '#src/web/lib/typed-number';
import { useUnsavedChangesWarning } from '#src/web/lib/use-unsaved-changes';
import { formatEuro } from '#src/web/lib/format';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useSaveVariations } from '../api/save-variations';
import {
  cellKey,
  cellsOf,
  fillEmpty,
  gridOf,
  regrid,
  rowsToSave,
  setColumn,
  type Cells,
} from '../lib/grid';
import { euroProblem } from '../lib/money-input';
import {
  panelClassName,
  secondaryButtonClassName,
  smallInputClassName,
  smallPrimaryClassName,
} from '../lib/styles';
import type { AdminProduct, ProductFormOptions } from '../types';

/** Whether two grids hold the same typed prices (a blank cell is no price). */
function sameCells(a: Cells, b: Cells): boolean {
  const filled = (cells: Cells) =>
    Object.entries(cells)
      .map(([key, text]) => [key, text.trim()] as const)
      .filter(([, text]) => text !== '')
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(filled(a)) === JSON.stringify(filled(b));
}

/**
 * Admin issue, item 3: a price per size × fabric × colour. A blank cell has no price of
 * its own: the storefront then uses the size's "any fabric" price, else the product's.
 */
export function VariationGrid({
  product,
  options,
}: {
  product: AdminProduct;
  options: ProductFormOptions;
}) {
  const grid = useMemo(() => gridOf(product, options), [product, options]);
  const [cells, setCells] = useState<Cells>(() => cellsOf(product));
  const [savedCells, setSavedCells] = useState<Cells>(cells);
  // The details saved with other sizes or fabrics: a new grid, keeping unsaved typing.
  const links = `${product.sizeIds.join(',')}|${product.fabricIds.join(',')}`;
  const [gridLinks, setGridLinks] = useState(links);
  if (gridLinks !== links) {
    const fresh = cellsOf(product);
    setGridLinks(links);
    setCells(regrid(cells, savedCells, fresh, grid));
    setSavedCells(fresh);
  }
  useUnsavedChangesWarning(!sameCells(cells, savedCells));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [bulk, setBulk] = useState('');
  const [bulkSize, setBulkSize] = useState<number | ''>('');
  const [bulkError, setBulkError] = useState<string>();
  const save = useSaveVariations();

  if (grid.columns.length === 0) {
    return (
      <section aria-labelledby="grid-title" className={panelClassName}>
        <h2 id="grid-title" className="text-lg font-semibold">
          Variation prices
        </h2>
        <p className="mt-2 text-sm text-linen-700">
          Choose the product’s sizes (and fabrics) above and save, then price each combination here.
        </p>
      </section>
    );
  }

  const edit = (key: string, text: string) => {
    setCells((c) => ({ ...c, [key]: text }));
    setProblems(({ [key]: _gone, ...rest }) => rest);
  };
  const bulkValue = (): string | undefined => {
    const problem = bulk.trim() === '' ? 'Enter a price first' : euroProblem(bulk);
    setBulkError(problem);
    return problem ? undefined : withoutGrouping(bulk);
  };
  const fillBlanks = () => {
    const value = bulkValue();
    if (value !== undefined) setCells((c) => fillEmpty(c, grid, value));
  };
  const fillColumn = () => {
    const value = bulkValue();
    if (value === undefined) return;
    if (bulkSize === '') return setBulkError('Choose a size');
    setCells((c) => setColumn(c, grid, bulkSize, value));
  };

  const onSave = () => {
    const { rows, keys, problems: found } = rowsToSave(cells, grid);
    setProblems(found);
    if (Object.keys(found).length) {
      toastError('Some prices are not right yet: see the marked cells.');
      return;
    }
    save.mutate(
      { id: product.id, rows },
      {
        onSuccess: (saved) => {
          const now = cellsOf({ variations: saved });
          setCells(now);
          setSavedCells(now);
          toastSuccess(`Prices saved (${saved.length})`);
        },
        onError: (error) => {
          // rows.3.fabricColorId → the cell of the fourth row sent.
          const marked: Record<string, string> = {};
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            const n = /^rows\.(\d+)\./.exec(field)?.[1];
            const key = n === undefined ? undefined : keys[Number(n)];
            if (key) marked[key] = message;
          }
          setProblems(marked);
          toastError(serverMessage(error) ?? 'The prices could not be saved. Please try again.');
        },
      },
    );
  };
  const problemCount = Object.keys(problems).length;

  return (
    <section aria-labelledby="grid-title" className={panelClassName}>
      <h2 id="grid-title" className="text-lg font-semibold">
        Variation prices
      </h2>
      <p className="text-sm text-linen-700">
        Leave a cell blank to use the size’s “any fabric” price, or else the product’s price (
        {formatEuro(product.price_euro)}). Save the details first after changing sizes or fabrics.
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-2 rounded-lg bg-linen-50 p-3">
        <label className="text-sm font-medium">
          Price (€)
          <input
            inputMode="decimal"
            value={bulk}
            onChange={(e) => setBulk(e.target.value)}
            aria-invalid={bulkError ? true : undefined}
            className={`mt-1 w-28 ${smallInputClassName}`}
          />
        </label>
        <button type="button" onClick={fillBlanks} className={secondaryButtonClassName}>
          Set all empty
        </button>
        <label className="text-sm font-medium">
          Size
          <select
            value={bulkSize}
            onChange={(e) => setBulkSize(e.target.value ? Number(e.target.value) : '')}
            className={`mt-1 ${smallInputClassName}`}
          >
            <option value="">Choose…</option>
            {grid.columns.map((c) => (
              <option key={c.sizeId} value={c.sizeId}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={fillColumn} className={secondaryButtonClassName}>
          Set column
        </button>
        <p role="alert" className="min-h-5 w-full text-sm text-red-700">
          {bulkError}
        </p>
      </div>

      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Fabric / colour
              </th>
              {grid.columns.map((c) => (
                <th key={c.sizeId} scope="col" className="px-2 py-2 text-left whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-100">
            {grid.rows.map((row) => (
              <tr key={`${row.fabricId}:${row.fabricColorId}`}>
                <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                  {row.label}
                </th>
                {grid.columns.map((column) => {
                  const key = cellKey(column.sizeId, row.fabricId, row.fabricColorId);
                  const problem = problems[key];
                  return (
                    <td key={key} className="min-w-28 px-2 py-1 align-top">
                      <input
                        inputMode="decimal"
                        aria-label={`${column.label}, ${row.label}`}
                        value={cells[key] ?? ''}
                        onChange={(e) => edit(key, e.target.value)}
                        placeholder="—"
                        aria-invalid={problem ? true : undefined}
                        title={problem}
                        className={smallInputClassName}
                      />
                      {problem && <span className="block text-xs text-red-700">{problem}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problemCount > 0 && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemCount === 1 ? '1 price needs' : `${problemCount} prices need`} your attention.
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onSave}
          disabled={save.isPending}
          className={smallPrimaryClassName}
        >
          {save.isPending ? 'Saving…' : 'Save prices'}
        </button>
      </div>
    </section>
  );
}
