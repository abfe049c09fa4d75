import { formatCents } from '#src/shared/domain/money';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatDate, formatEuro } from '#src/web/lib/format';
import type { OpenInvoice } from '../api/get-company-payments';
import { leftAfter, type TypedAllocations } from '../lib/money-form';

/**
 * An amount box per open invoice and, live, what the payment keeps unallocated: the sum
 * runs on whole cents. `errorOf` gives an invoice's message; `error` the whole list's.
 */
export function AllocationInputs({
  idPrefix,
  invoices,
  typed,
  onChange,
  availableCents,
  errorOf,
  error,
}: {
  idPrefix: string;
  invoices: readonly OpenInvoice[];
  typed: TypedAllocations;
  onChange: (typed: TypedAllocations) => void;
  /** What the payment has to allocate; null while its amount cannot be read. */
  availableCents: number | null;
  errorOf: (number: string) => string | undefined;
  error: string | undefined;
}) {
  if (invoices.length === 0) {
    return <p className="text-sm text-linen-700">The company has no open invoices.</p>;
  }
  const left = availableCents === null ? null : leftAfter(availableCents, typed);
  return (
    <div className="space-y-2">
      {/* Numbers stay whole ("INV-" / "2026-" / "000004" on a phone); should the table still
          not fit, it scrolls sideways in its own box. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-linen-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Invoice
              </th>
              <th scope="col" className="hidden py-1 pr-3 font-medium sm:table-cell">
                Due
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Left to pay
              </th>
              <th scope="col" className="py-1 font-medium">
                Amount (€)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen-200">
            {invoices.map((invoice) => {
              const id = `${idPrefix}-${invoice.number}`;
              const message = errorOf(invoice.number);
              return (
                <tr key={invoice.number} className="align-top">
                  <td className="py-2 pr-3 font-mono whitespace-nowrap">
                    {invoice.number}
                    {/* On a phone the due date goes under the number, leaving room for the amount. */}
                    <span className="block font-sans text-xs text-linen-700 sm:hidden">
                      Due {formatDate(invoice.dueDate)}
                    </span>
                  </td>
                  <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">
                    {formatDate(invoice.dueDate)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(invoice.open)}</td>
                  <td className="py-2">
                    <input
                      id={id}
                      aria-label={`Amount for ${invoice.number}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={typed[invoice.number] ?? ''}
                      onChange={(e) => onChange({ ...typed, [invoice.number]: e.target.value })}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-error` : undefined}
                      className={`${inputClassName} max-w-32`}
                    />
                    {message && (
                      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                        {message}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p aria-live="polite" className="text-sm">
        Left unallocated:{' '}
        <span
          className={`font-semibold tabular-nums ${left !== null && left < 0 ? 'text-red-700' : ''}`}
        >
          {left === null ? '—' : formatCents(left)}
        </span>
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
