import type { QuoteLine } from '#src/shared/schemas/quotes';
import { inputClassName } from '#src/web/components/ui/form-field';
import type { FieldMessages } from '#src/web/lib/form-errors';
import { formatCents, formatEuro } from '#src/shared/domain/money';
import type { VersionDraft, VersionPreview } from '../lib/version-draft';
import { optionsOf } from './quote-lines';

type DraftLine = VersionDraft['lines'][number];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-4 text-xs text-red-700">
      {message}
    </p>
  );
}

/** Per line: its price ex VAT (blank: the discount), its lead time, and what it comes to. */
export function VersionLineRows({
  lines,
  draft,
  preview,
  errors,
  disabled,
  onChange,
}: {
  lines: readonly QuoteLine[];
  draft: VersionDraft['lines'];
  preview: VersionPreview;
  errors: FieldMessages;
  disabled: boolean;
  onChange: (index: number, patch: Partial<DraftLine>) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Prices and lead times per line</caption>
        <thead className="text-linen-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Line
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              List ex VAT
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Unit price ex VAT
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Lead time (working days)
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Line total incl. VAT
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-200 align-top">
          {draft.map((entry, index) => {
            const line = lines.find((l) => l.id === entry.lineId);
            const shown = preview.lines[index];
            const name = `line ${index + 1} (${line?.productName ?? '—'})`;
            const priceId = `version-line-${index}-price`;
            const leadId = `version-line-${index}-lead`;
            const priceError = errors[`lines.${index}.unit_price`];
            const leadError = errors[`lines.${index}.lead_time_days`];
            return (
              <tr key={entry.lineId}>
                <td className="py-2 pr-3">
                  <span className="font-medium">{line?.productName}</span>
                  {line && <div className="text-linen-700">{optionsOf(line)}</div>}
                  {line?.group_label && <div className="text-linen-700">{line.group_label}</div>}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line?.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {line ? formatEuro(line.list_price) : '—'}
                </td>
                <td className="py-2 pr-3">
                  <input
                    id={priceId}
                    inputMode="decimal"
                    aria-label={`Unit price ex VAT, ${name}`}
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={`${priceId}-error`}
                    placeholder={
                      shown?.fromDiscount && shown.unitCents !== null
                        ? formatCents(shown.unitCents)
                        : 'Use the discount'
                    }
                    value={entry.unitPrice}
                    disabled={disabled}
                    onChange={(e) => onChange(index, { unitPrice: e.target.value })}
                    className={`${inputClassName} w-32 min-w-[8rem]`}
                  />
                  <FieldError id={`${priceId}-error`} message={priceError} />
                </td>
                <td className="py-2 pr-3">
                  <input
                    id={leadId}
                    inputMode="numeric"
                    aria-label={`Lead time in working days, ${name}`}
                    aria-invalid={leadError ? true : undefined}
                    aria-describedby={`${leadId}-error`}
                    aria-required
                    value={entry.leadTime}
                    disabled={disabled}
                    onChange={(e) => onChange(index, { leadTime: e.target.value })}
                    className={`${inputClassName} w-24 min-w-[6rem]`}
                  />
                  <FieldError id={`${leadId}-error`} message={leadError} />
                </td>
                <td
                  className="py-2 text-right tabular-nums"
                  aria-label={`Line total, ${name}`}
                  data-from-discount={shown?.fromDiscount || undefined}
                >
                  {shown?.totalCents == null ? '—' : formatCents(shown.totalCents)}
                  {shown?.fromDiscount && <div className="text-xs text-linen-700">discount</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
