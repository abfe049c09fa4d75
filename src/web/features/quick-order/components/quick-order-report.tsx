import {
  QUICK_ORDER_COLUMNS,
  QUICK_ORDER_HEADINGS,
  type QuickOrderColumn,
  type QuickOrderLineText,
  type QuickOrderReportLine,
} from '#src/shared/schemas/quick-order';
import { formatEuro } from '#src/web/lib/format';

const cellInput =
  'block w-full min-w-16 rounded border border-linen-400 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-700';

/** What the server understood of a line: product, then its options. */
function understood(line: QuickOrderReportLine): string {
  if (!line.product) return '—';
  const options = [line.size?.name, line.fabric?.name, line.colour?.name];
  if (line.storage && line.storage !== 'Non Ottoman') options.push(line.storage);
  return [line.product.name, ...options.filter(Boolean)].join(' · ');
}

/**
 * The report (docs/screens.md "Quick order"): every line with its number, its cells to edit
 * in place, what it was understood as, its price and total, and its errors.
 */
export function QuickOrderReportTable({
  lines,
  rows,
  onEdit,
}: {
  lines: readonly QuickOrderReportLine[];
  rows: readonly QuickOrderLineText[];
  onEdit: (index: number, column: QuickOrderColumn, value: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-linen-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Checked lines</caption>
        <thead className="bg-linen-100 text-xs tracking-wide text-linen-800 uppercase">
          <tr>
            <th scope="col" className="px-2 py-2">
              Line
            </th>
            {QUICK_ORDER_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2">
                {QUICK_ORDER_HEADINGS[column]}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              Understood as
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Unit price
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const row = rows[index];
            if (!row) return null;
            const errorsId = `quick-order-line-${line.line}-errors`;
            const wrong = new Set(line.errors.map((e) => e.field));
            return [
              <tr
                key={`${line.line}`}
                aria-label={`Line ${line.line}`}
                className={`border-t border-linen-200 align-top ${line.ok ? '' : 'bg-red-50'}`}
              >
                <th scope="row" className="px-2 py-2 font-semibold">
                  {line.line}
                  <span className="sr-only">{line.ok ? ', ready' : ', has errors'}</span>
                </th>
                {QUICK_ORDER_COLUMNS.map((column) => (
                  <td key={column} className="px-1 py-2">
                    <input
                      aria-label={`Line ${line.line} ${QUICK_ORDER_HEADINGS[column]}`}
                      aria-invalid={wrong.has(column)}
                      aria-describedby={wrong.has(column) ? errorsId : undefined}
                      value={row[column]}
                      onChange={(event) => onEdit(index, column, event.target.value)}
                      className={cellInput}
                    />
                  </td>
                ))}
                <td className="px-2 py-2">{understood(line)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {line.price === null ? '—' : formatEuro(line.price)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {line.total === null ? '—' : formatEuro(line.total)}
                </td>
              </tr>,
              line.errors.length > 0 ? (
                <tr key={`${line.line}-errors`} className="bg-red-50">
                  <td />
                  <td colSpan={QUICK_ORDER_COLUMNS.length + 3} className="px-2 pb-3">
                    <ul id={errorsId} className="list-disc pl-5 text-red-800">
                      {line.errors.map((error) => (
                        <li key={error.field + error.message}>
                          Line {line.line}, {QUICK_ORDER_HEADINGS[error.field]}: {error.message}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
