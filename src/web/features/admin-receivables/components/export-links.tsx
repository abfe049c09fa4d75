import { useState } from 'react';
import { isIsoDate } from '#src/shared/domain/calendar-dates';
import { panelClassName } from '#src/web/components/admin/console-forms';
import { TextField } from '#src/web/components/ui/form-field';

const EXPORTS = [
  { file: 'invoices.csv', label: 'Invoices (CSV)' },
  { file: 'credit-notes.csv', label: 'Credit notes (CSV)' },
  { file: 'payments.csv', label: 'Payments (CSV)' },
] as const;

/** An export's address for the dates given; a date not (yet) whole is left out. */
export function exportUrl(file: string, from: string, to: string) {
  const query = new URLSearchParams();
  if (isIsoDate(from)) query.set('from', from);
  if (isIsoDate(to)) query.set('to', to);
  const text = query.toString();
  return `/api/admin/exports/${file}${text ? `?${text}` : ''}`;
}

export const EXPORT_PERIOD_BACKWARDS = 'The From date must be on or before the To date.';

/** The accountant's files: every invoice, credit note and payment of a period, as CSV. */
export function ExportLinks() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The server refuses such a period with a bare error page: say so here, and go nowhere.
  const backwards = isIsoDate(from) && isIsoDate(to) && from > to;
  return (
    <section aria-labelledby="exports-title" className={panelClassName}>
      <h2 id="exports-title" className="text-lg font-semibold">
        Exports
      </h2>
      <p id="exports-hint" className="mt-1 text-sm text-linen-700">
        Leave a date blank for no limit on that side; with both blank, everything is exported.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <TextField
          id="exports-from"
          label="From"
          type="date"
          value={from}
          onValueChange={setFrom}
        />
        <TextField id="exports-to" label="To" type="date" value={to} onValueChange={setTo} />
        <ul className="mb-7 flex flex-wrap gap-4 text-sm">
          {EXPORTS.map((item) => (
            <li key={item.file}>
              <a
                href={exportUrl(item.file, from, to)}
                aria-describedby={backwards ? 'exports-error' : undefined}
                onClick={(event) => {
                  if (backwards) event.preventDefault();
                }}
                className="text-walnut-700 underline underline-offset-4"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {backwards && (
        <p id="exports-error" role="alert" className="text-sm text-red-700">
          {EXPORT_PERIOD_BACKWARDS}
        </p>
      )}
    </section>
  );
}
