import { useId, useState } from 'react';
import { QUICK_ORDER_COLUMNS, QUICK_ORDER_HEADINGS } from '#src/shared/schemas/quick-order';
import { inputClassName, primaryButtonClassName } from '#src/web/components/ui/form-field';
import type { QuickOrderSource } from '../api/check-quick-order';

const COLUMNS = QUICK_ORDER_COLUMNS.map((c) => QUICK_ORDER_HEADINGS[c]).join(', ');
const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

/**
 * The way in (docs/screens.md "Quick order"): a box to type or paste lines into, a file
 * to upload, and the template to start from. What was typed stays in the box.
 */
export function QuickOrderEntry({
  text,
  onTextChange,
  onCheck,
  busy,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onCheck: (source: QuickOrderSource) => void;
  busy: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const hintId = useId();
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <form
        className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200"
        onSubmit={(event) => {
          event.preventDefault();
          onCheck({ text });
        }}
      >
        <label htmlFor="quick-order-text" className="block font-semibold">
          Type or paste lines
        </label>
        <p id={hintId} className="mt-1 text-sm text-linen-700">
          One line per product: {COLUMNS}, separated by commas or tabs (as copied from a
          spreadsheet). Size, fabric and colour by name or code; storage only for beds. A first line
          of column names is read too.
        </p>
        <textarea
          id="quick-order-text"
          aria-describedby={hintId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          rows={12}
          spellCheck={false}
          placeholder="BED-ASH-001, 5ft King, Linen Weave, Natural, 2, Room 101, Ottoman"
          className={`mt-3 font-mono text-sm ${inputClassName}`}
        />
        <button
          type="submit"
          disabled={busy || text.trim() === ''}
          className={`mt-4 ${primaryButtonClassName}`}
        >
          Check lines
        </button>
      </form>
      <div className="space-y-6">
        <form
          className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) onCheck({ file });
          }}
        >
          <label htmlFor="quick-order-file" className="block font-semibold">
            Upload a CSV or Excel file
          </label>
          <p className="mt-1 text-sm text-linen-700">.csv or .xlsx, at most 1 MB, first sheet.</p>
          <input
            id="quick-order-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-3 block w-full text-sm"
          />
          <button
            type="submit"
            disabled={busy || !file}
            className={`mt-4 ${primaryButtonClassName}`}
          >
            Upload and check
          </button>
        </form>
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200">
          <h2 className="font-semibold">Template</h2>
          <p className="mt-1 text-sm text-linen-700">
            The columns with one example line, to fill in and upload.
          </p>
          <p className="mt-3 flex gap-4 text-sm">
            <a href="/api/quick-order/template.csv" download className={linkClassName}>
              Download CSV template
            </a>
            <a href="/api/quick-order/template.xlsx" download className={linkClassName}>
              Download Excel template
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
