import { useState } from 'react';
import { Link } from 'react-router';
import { CART_FULL } from '#src/shared/domain/cart';
import type {
  QuickOrderColumn,
  QuickOrderLineText,
  QuickOrderReport,
} from '#src/shared/schemas/quick-order';
import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { useCheckQuickOrder, type QuickOrderSource } from '../api/check-quick-order';
import { addValidLines } from '../lib/cart-lines';
import { QuickOrderEntry } from './quick-order-entry';
import { QuickOrderReportTable } from './quick-order-report';

const secondaryButton =
  'rounded-md border border-walnut-700 px-5 py-3 font-semibold text-walnut-700 hover:bg-linen-100 disabled:opacity-60';
const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Quick order (docs/screens.md "Quick order"): lines in, a line-by-line report from the
 * server, the lines edited in place and checked again, and the valid ones into the cart.
 * Nothing the buyer typed is lost: the box keeps its text, the report keeps every line.
 */
export function QuickOrderView() {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<QuickOrderLineText[]>([]);
  const [report, setReport] = useState<QuickOrderReport | null>(null);
  const [edited, setEdited] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const check = useCheckQuickOrder();

  const run = (source: QuickOrderSource) => {
    setAdded(null);
    check.mutate(source, {
      onSuccess: (answer) => {
        setReport(answer);
        setRows(answer.lines.map((line) => ({ ...line.input }) as QuickOrderLineText));
        setEdited(false);
      },
    });
  };

  const edit = (index: number, column: QuickOrderColumn, value: string) => {
    setRows((current) =>
      current.map((row, i) => (i === index ? { ...row, [column]: value } : row)),
    );
    setEdited(true);
  };

  const addToCart = () => {
    if (!report) return;
    const { added: numbers, full } = addValidLines(report.lines);
    const left = new Set(numbers);
    const keep = report.lines.map((line) => !left.has(line.line));
    const remaining = report.lines.filter((_, i) => keep[i]);
    setRows((current) => current.filter((_, i) => keep[i]));
    setReport(
      remaining.length === 0
        ? null
        : {
            ...report,
            lines: remaining.map((line, i) => ({ ...line, line: i + 1 })),
            valid: report.valid - numbers.length,
          },
    );
    setAdded(`${plural(numbers.length, 'line')} added to your cart.${full ? ` ${CART_FULL}` : ''}`);
  };

  const failure =
    check.error instanceof ApiError
      ? check.error.message
      : check.error
        ? GENERIC_ERROR_MESSAGE
        : null;

  return (
    <div className="space-y-8">
      <QuickOrderEntry text={text} onTextChange={setText} onCheck={run} busy={check.isPending} />
      <div aria-live="polite" className="space-y-3">
        {check.isPending && <p>Checking lines…</p>}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {failure}
          </p>
        )}
        {added && (
          <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
            {added}{' '}
            <Link to="/cart" className={linkClassName}>
              View cart
            </Link>{' '}
            <Link to="/checkout" className={linkClassName}>
              Go to checkout
            </Link>
          </p>
        )}
      </div>
      {report && (
        <section aria-labelledby="quick-order-report-heading" className="space-y-4">
          <h2 id="quick-order-report-heading" className="text-2xl">
            Checked lines
          </h2>
          <p role="status">
            {plural(report.valid, 'line')} ready, {plural(report.invalid, 'line')} with errors.
            {edited && ' You have changed lines since they were checked: check them again.'}
          </p>
          <QuickOrderReportTable lines={report.lines} rows={rows} onEdit={edit} />
          <div className="flex flex-wrap items-start justify-between gap-6">
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={secondaryButton}
                disabled={check.isPending}
                onClick={() => run({ lines: rows })}
              >
                Check again
              </button>
              <button
                type="button"
                className={primaryButtonClassName}
                disabled={check.isPending || edited || report.valid === 0}
                onClick={addToCart}
              >
                Add {plural(report.valid, 'valid line')} to cart
              </button>
            </div>
            <div className="min-w-64">
              <OrderTotals
                totals={{ subtotal: report.subtotal, vat: report.vat, total: report.total }}
              />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
